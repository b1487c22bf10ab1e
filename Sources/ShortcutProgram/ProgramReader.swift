import OrderedCollections
import PropertyList
import ShortcutAuthoringCore

/// JSON tree → ``ShortcutProgram``, naming the key path of every value of the wrong shape.
/// Recursion follows the steps' nesting, which ``ProgramLimits/maximumDepth`` bounds.
enum ProgramReader {
    static let topKeys = ["name", "color", "glyph", "input", "actions", "metadata"]
    static let actionKeys = [
        "action", "params", "raw", "as", "uuid", "unlisted", "outer", "no params key", "without", "output name",
    ]
    static let blockKeys = ["as", "output name", "uuid", "group", "raw"]
    static let ifKeys = ["if", "is", "value", "then", "otherwise"] + blockKeys
    static let repeatKeys = ["repeat", "do"] + blockKeys
    static let forEachKeys = ["for each", "do"] + blockKeys
    static let menuKeys = ["menu", "cases"] + blockKeys
    static let stepKinds = ["action", "if", "repeat", "for each", "menu"]

    static func program(from root: PropertyListValue) throws(ProgramError) -> ShortcutProgram {
        let fields = try object(root, at: "")
        try onlyKnownKeys(fields, topKeys, at: "")
        var program = ShortcutProgram()
        program.name = try fields["name"].map { (value) throws(ProgramError) in try string(value, at: "name") }
        if let color = fields["color"] {
            switch color {
            case .string(let name):
                guard let palette = TileColor.allCases.first(where: { "\($0)" == name }) else {
                    throw ProgramError(
                        .invalidValue(
                            "unknown colour '\(name)'; one of: "
                                + TileColor.allCases.map { "\($0)" }.joined(separator: ", ")),
                        path: "color")
                }
                program.color = .palette(palette)
            case .integer(let code):
                guard let small = code.int64 else {
                    throw ProgramError(.invalidValue("colour code too large"), path: "color")
                }
                program.color = .code(small)
            default: throw wrongType("a colour name or code", color, at: "color")
            }
        }
        if let glyph = fields["glyph"] {
            guard case .integer(let code) = glyph, let small = code.int64 else {
                throw wrongType("an integer (the glyph's code point)", glyph, at: "glyph")
            }
            program.glyph = small
        }
        if let input = fields["input"] {
            let items = try array(input, at: "input")
            var names: [String] = []
            for (index, item) in items.enumerated() { names.append(try string(item, at: "input[\(index)]")) }
            program.input = names
        }
        guard let actions = fields["actions"] else { throw ProgramError(.missingKey("actions"), path: "") }
        program.actions = try steps(actions, at: "actions", depth: 0)
        if let metadata = fields["metadata"] { program.metadata = try object(metadata, at: "metadata") }
        return program
    }

    static func steps(_ value: PropertyListValue, at path: String, depth: Int) throws(ProgramError) -> [ProgramStep] {
        guard depth < ProgramLimits.maximumDepth else {
            throw ProgramError(.nestingTooDeep(limit: ProgramLimits.maximumDepth), path: path)
        }
        var result: [ProgramStep] = []
        for (index, item) in try array(value, at: path).enumerated() {
            result.append(try step(item, at: "\(path)[\(index)]", depth: depth))
        }
        return result
    }

    static func step(_ value: PropertyListValue, at path: String, depth: Int) throws(ProgramError) -> ProgramStep {
        let fields = try object(value, at: path)
        let kinds = stepKinds.filter { fields[$0] != nil }
        guard kinds.count == 1, let kind = kinds.first else {
            throw ProgramError(.unknownStep(keys: Array(fields.keys)), path: path)
        }
        switch kind {
        case "action":
            try onlyKnownKeys(fields, actionKeys, at: path)
            var action = ProgramAction(action: try string(fields["action"]!, at: path + ".action"))
            if let params = fields["params"] { action.params = try object(params, at: path + ".params") }
            if let raw = fields["raw"] { action.raw = try object(raw, at: path + ".raw") }
            action.name = try optionalString(fields["as"], at: path + ".as")
            action.outputName = try optionalString(fields["output name"], at: path + ".output name")
            action.uuid = try uuid(fields["uuid"], at: path + ".uuid")
            action.unlisted = try optionalBool(fields["unlisted"], at: path + ".unlisted") ?? false
            if let outer = fields["outer"] { action.outer = try object(outer, at: path + ".outer") }
            action.omitsParametersKey = try optionalBool(fields["no params key"], at: path + ".no params key") ?? false
            if let without = fields["without"] {
                for (index, item) in try array(without, at: path + ".without").enumerated() {
                    action.without.append(try string(item, at: "\(path).without[\(index)]"))
                }
            }
            return .action(action)
        case "if":
            try onlyKnownKeys(fields, ifKeys, at: path)
            guard let condition = fields["is"] else { throw ProgramError(.missingKey("is"), path: path) }
            guard let then = fields["then"] else { throw ProgramError(.missingBody("then"), path: path) }
            var block = ProgramIf(
                input: fields["if"]!, condition: try string(condition, at: path + ".is"), value: fields["value"],
                then: try steps(then, at: path + ".then", depth: depth + 1))
            if let otherwise = fields["otherwise"] {
                block.otherwise = try steps(otherwise, at: path + ".otherwise", depth: depth + 1)
            }
            block.options = try options(fields, at: path)
            return .if(block)
        case "repeat":
            try onlyKnownKeys(fields, repeatKeys, at: path)
            guard let body = fields["do"] else { throw ProgramError(.missingBody("do"), path: path) }
            return .repeat(
                ProgramRepeat(
                    count: fields["repeat"]!, body: try steps(body, at: path + ".do", depth: depth + 1),
                    options: try options(fields, at: path)))
        case "for each":
            try onlyKnownKeys(fields, forEachKeys, at: path)
            guard let body = fields["do"] else { throw ProgramError(.missingBody("do"), path: path) }
            return .forEach(
                ProgramForEach(
                    items: fields["for each"]!, body: try steps(body, at: path + ".do", depth: depth + 1),
                    options: try options(fields, at: path)))
        default:
            try onlyKnownKeys(fields, menuKeys, at: path)
            guard let cases = fields["cases"] else { throw ProgramError(.missingBody("cases"), path: path) }
            var menuCases: [ProgramMenuCase] = []
            for (index, item) in try array(cases, at: path + ".cases").enumerated() {
                let casePath = "\(path).cases[\(index)]"
                let caseFields = try object(item, at: casePath)
                try onlyKnownKeys(caseFields, ["title", "do"], at: casePath)
                guard let title = caseFields["title"] else { throw ProgramError(.missingKey("title"), path: casePath) }
                guard let body = caseFields["do"] else { throw ProgramError(.missingBody("do"), path: casePath) }
                menuCases.append(
                    ProgramMenuCase(
                        title: try string(title, at: casePath + ".title"),
                        body: try steps(body, at: casePath + ".do", depth: depth + 1)))
            }
            let prompt: PropertyListValue? = fields["menu"] == .boolean(true) ? nil : fields["menu"]
            return .menu(ProgramMenu(prompt: prompt, cases: menuCases, options: try options(fields, at: path)))
        }
    }

    private static func options(_ fields: PropertyListDictionary, at path: String) throws(ProgramError)
        -> ProgramBlockOptions
    {
        var options = ProgramBlockOptions(
            name: try optionalString(fields["as"], at: path + ".as"),
            uuid: try uuid(fields["uuid"], at: path + ".uuid"),
            group: try optionalString(fields["group"], at: path + ".group"),
            raw: try fields["raw"].map { (value) throws(ProgramError) in try object(value, at: path + ".raw") } ?? [:])
        options.outputName = try optionalString(fields["output name"], at: path + ".output name")
        return options
    }

    private static func uuid(_ value: PropertyListValue?, at path: String) throws(ProgramError) -> ProgramUUID {
        switch value {
        case nil: .generated
        case .boolean(false)?: .omitted
        case .string(let text)?: .fixed(text)
        case let other?: throw wrongType("false or a UUID string", other, at: path)
        }
    }

    // MARK: shapes

    static func onlyKnownKeys(_ fields: PropertyListDictionary, _ allowed: [String], at path: String)
        throws(ProgramError)
    {
        for key in fields.keys where !allowed.contains(key) {
            throw ProgramError(.unknownKey(key, allowed: allowed), path: path)
        }
    }

    static func object(_ value: PropertyListValue, at path: String) throws(ProgramError) -> PropertyListDictionary {
        guard case .dictionary(let fields) = value else { throw wrongType("an object", value, at: path) }
        return fields
    }

    static func array(_ value: PropertyListValue, at path: String) throws(ProgramError) -> [PropertyListValue] {
        guard case .array(let items) = value else { throw wrongType("an array", value, at: path) }
        return items
    }

    static func string(_ value: PropertyListValue, at path: String) throws(ProgramError) -> String {
        guard case .string(let text) = value else { throw wrongType("a string", value, at: path) }
        return text
    }

    private static func optionalString(_ value: PropertyListValue?, at path: String) throws(ProgramError) -> String? {
        guard let value else { return nil }
        return try string(value, at: path)
    }

    private static func optionalBool(_ value: PropertyListValue?, at path: String) throws(ProgramError) -> Bool? {
        guard let value else { return nil }
        guard case .boolean(let flag) = value else { throw wrongType("true or false", value, at: path) }
        return flag
    }

    static func wrongType(_ expected: String, _ found: PropertyListValue, at path: String) -> ProgramError {
        ProgramError(.wrongType(expected: expected, found: jsonTypeName(found)), path: path)
    }

    /// The JSON name of a value's type (`string`, `number`, `object`, …).
    static func jsonTypeName(_ value: PropertyListValue) -> String {
        switch value {
        case .string: "a string"
        case .integer, .real: "a number"
        case .boolean: "a boolean"
        case .array: "an array"
        case .dictionary: "an object"
        default: value.typeName
        }
    }
}
