import PropertyList
import ShortcutAuthoringCore
import ShortcutCatalog
import ShortcutModel

/// If, Repeat, Repeat with Each and Choose from Menu through the DSL's block calls (one
/// grouping identifier, opener, middles and end).
extension BuildSession {
    func addIf(_ block: ProgramIf, at path: String, depth: Int) throws(ProgramError) {
        let input: Variable
        if block.input == .boolean(true) {
            // The input is stored under `raw` (the placeholder syntax cannot say it).
            guard block.options.raw["WFInput"] != nil else {
                throw ProgramError(.invalidValue("\"if\": true takes its input from raw.WFInput"), path: path + ".if")
            }
            input = .shortcutInput
        } else {
            input = try singleVariable(block.input, at: path + ".if")
        }
        let condition = try self.condition(block, at: path)
        let opener = builder.shortcut.actions.count
        let options = block.options
        let output: Variable = try catching(at: path) {
            if let otherwise = block.otherwise {
                return try builder.if(
                    input, condition, group: options.group, output: actionUUID(options.uuid),
                    then: { try self.add(block.then, at: path + ".then", depth: depth + 1) },
                    otherwise: { try self.add(otherwise, at: path + ".otherwise", depth: depth + 1) })
            } else {
                return try builder.if(input, condition, group: options.group, output: actionUUID(options.uuid)) {
                    try self.add(block.then, at: path + ".then", depth: depth + 1)
                }
            }
        }
        try finish(options, opener: opener, output: output, at: path)
    }

    func addRepeat(_ block: ProgramRepeat, at path: String, depth: Int) throws(ProgramError) {
        let parameter = catalog.definition(for: Self.prefix + "repeat.count")?.parameter(forKey: "WFRepeatCount")
        let count = try ValueEncoder(scope: scope).encode(
            block.count, key: "WFRepeatCount", parameter: parameter, at: path + ".repeat")
        let opener = builder.shortcut.actions.count
        let options = block.options
        let output: Variable = try catching(at: path) {
            try builder.repeat(Value(count), group: options.group, output: actionUUID(options.uuid)) { _ in
                self.scope.loopDepth += 1
                defer { self.scope.loopDepth -= 1 }
                try self.add(block.body, at: path + ".do", depth: depth + 1)
            }
        }
        try finish(options, opener: opener, output: output, at: path)
    }

    func addForEach(_ block: ProgramForEach, at path: String, depth: Int) throws(ProgramError) {
        let items = try singleVariable(block.items, at: path + ".for each")
        let opener = builder.shortcut.actions.count
        let options = block.options
        let output: Variable = try catching(at: path) {
            try builder.repeatEach(items, group: options.group, output: actionUUID(options.uuid)) { _ in
                self.scope.loopDepth += 1
                defer { self.scope.loopDepth -= 1 }
                try self.add(block.body, at: path + ".do", depth: depth + 1)
            }
        }
        try finish(options, opener: opener, output: output, at: path)
    }

    func addMenu(_ block: ProgramMenu, at path: String, depth: Int) throws(ProgramError) {
        guard !block.cases.isEmpty else { throw ProgramError(.missingBody("cases"), path: path) }
        let parameter = catalog.definition(for: Self.prefix + "choosefrommenu")?.parameter(forKey: "WFMenuPrompt")
        let prompt = try block.prompt.map { (value) throws(ProgramError) in
            Value(
                try ValueEncoder(scope: scope).encode(
                    value, key: "WFMenuPrompt", parameter: parameter, at: path + ".menu"))
        }
        let cases = block.cases.enumerated().map { index, item in
            MenuCase(item.title) { try self.add(item.body, at: "\(path).cases[\(index)].do", depth: depth + 1) }
        }
        let opener = builder.shortcut.actions.count
        let options = block.options
        let output: Variable = try catching(at: path) {
            try builder.menu(prompt, group: options.group, output: actionUUID(options.uuid), cases: { return cases })
        }
        try finish(options, opener: opener, output: output, at: path)
    }

    /// The opener's `raw` parameters, and the block's `as`.
    private func finish(_ options: ProgramBlockOptions, opener: Int, output: Variable, at path: String)
        throws(ProgramError)
    {
        for (key, value) in options.raw {
            builder.shortcut.actions[opener].parameters[key] = ParameterValue(propertyList: value)
        }
        if let name = options.name {
            try define(name, output.named(options.outputName ?? output.attachment.outputName), at: path + ".as")
        }
    }

    /// The DSL's block calls take throwing closures; their error is the body's `ProgramError`.
    private func catching<Output>(at path: String, _ body: () throws -> Output) throws(ProgramError) -> Output {
        do {
            return try body()
        } catch let error as ProgramError {
            throw error
        } catch {
            throw ProgramError(.invalidValue("\(error)"), path: path)
        }
    }

    /// A value that must be exactly one placeholder (`"{{items}}"`).
    func singleVariable(_ value: PropertyListValue, at path: String) throws(ProgramError) -> Variable {
        guard case .string(let text) = value else {
            throw ProgramReader.wrongType("one placeholder such as \"{{name}}\"", value, at: path)
        }
        let parts = try ValueEncoder(scope: scope).parts(of: text, at: path)
        guard parts.count == 1, case .variable(let attachment) = parts[0] else {
            throw ProgramError(
                .invalidValue("expected one placeholder such as \"{{name}}\", found '\(text)'"), path: path)
        }
        return Variable(attachment)
    }

    /// The DSL condition for `is` and `value`.
    func condition(_ block: ProgramIf, at path: String) throws(ProgramError) -> Condition {
        let encoder = ValueEncoder(scope: scope)
        if let code = Int(block.condition), String(code) == block.condition {
            guard block.value == nil else {
                throw ProgramError(
                    .invalidValue("a condition given by its code takes its operands under 'raw'"), path: path + ".value"
                )
            }
            return Condition(code: code)
        }
        guard let word = ConditionWord(rawValue: block.condition) else {
            throw ProgramError(
                .unknownCondition(block.condition, allowed: ConditionWord.allCases.map(\.rawValue)), path: path + ".is")
        }
        func operand(_ value: PropertyListValue, at path: String) throws(ProgramError) -> Value {
            switch value {
            case .integer, .real: return Value(ParameterValue(propertyList: value))
            case .string(let text):
                return Value(text.contains("{{") ? try encoder.tokens(text, at: path) : .string(text))
            default: throw ProgramReader.wrongType("a number or text", value, at: path)
            }
        }
        switch word.operand {
        case .none:
            guard block.value == nil else {
                throw ProgramError(.invalidValue("'\(word.rawValue)' takes no value"), path: path + ".value")
            }
            return Condition(code: word.code)
        case .one:
            guard let value = block.value else { throw ProgramError(.missingKey("value"), path: path) }
            let given = try operand(value, at: path + ".value")
            if word.comparesNumbers || value.string == nil { return Condition(code: word.code, number: given) }
            return Condition(code: word.code, text: given)
        case .range:
            guard case .array(let bounds)? = block.value, bounds.count == 2 else {
                throw ProgramError(.invalidValue("'is between' takes [low, high]"), path: path + ".value")
            }
            return Condition(
                code: word.code, number: try operand(bounds[0], at: path + ".value[0]"),
                anotherNumber: try operand(bounds[1], at: path + ".value[1]"))
        }
    }
}
