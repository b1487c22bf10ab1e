import PropertyList

/// ``ShortcutProgram`` → JSON tree, keys in the documented order.
enum ProgramWriter {
    static func propertyList(for program: ShortcutProgram) -> PropertyListValue {
        var root = PropertyListDictionary()
        if let name = program.name { root["name"] = .string(name) }
        switch program.color {
        case .palette(let color)?: root["color"] = .string("\(color)")
        case .code(let code)?: root["color"] = .integer(PropertyListInteger(code))
        case nil: break
        }
        if let glyph = program.glyph { root["glyph"] = .integer(PropertyListInteger(glyph)) }
        if let input = program.input { root["input"] = .array(input.map(PropertyListValue.string)) }
        root["actions"] = steps(program.actions)
        if let metadata = program.metadata { root["metadata"] = .dictionary(metadata) }
        return .dictionary(root)
    }

    static func steps(_ steps: [ProgramStep]) -> PropertyListValue { .array(steps.map(step)) }

    static func step(_ step: ProgramStep) -> PropertyListValue {
        var fields = PropertyListDictionary()
        switch step {
        case .action(let action):
            fields["action"] = .string(action.action)
            if !action.params.isEmpty { fields["params"] = .dictionary(action.params) }
            if !action.raw.isEmpty { fields["raw"] = .dictionary(action.raw) }
            if let name = action.name { fields["as"] = .string(name) }
            if let outputName = action.outputName { fields["output name"] = .string(outputName) }
            put(action.uuid, into: &fields)
            if action.unlisted { fields["unlisted"] = .boolean(true) }
            if !action.outer.isEmpty { fields["outer"] = .dictionary(action.outer) }
            if action.omitsParametersKey { fields["no params key"] = .boolean(true) }
            if !action.without.isEmpty { fields["without"] = .array(action.without.map(PropertyListValue.string)) }
            return .dictionary(fields)
        case .if(let block):
            fields["if"] = block.input
            fields["is"] = .string(block.condition)
            if let value = block.value { fields["value"] = value }
            fields["then"] = steps(block.then)
            if let otherwise = block.otherwise { fields["otherwise"] = steps(otherwise) }
            put(block.options, into: &fields)
        case .repeat(let block):
            fields["repeat"] = block.count
            fields["do"] = steps(block.body)
            put(block.options, into: &fields)
        case .forEach(let block):
            fields["for each"] = block.items
            fields["do"] = steps(block.body)
            put(block.options, into: &fields)
        case .menu(let block):
            fields["menu"] = block.prompt ?? .boolean(true)
            fields["cases"] = .array(
                block.cases.map { .dictionary(["title": .string($0.title), "do": steps($0.body)]) })
            put(block.options, into: &fields)
        }
        return .dictionary(fields)
    }

    private static func put(_ options: ProgramBlockOptions, into fields: inout PropertyListDictionary) {
        if let name = options.name { fields["as"] = .string(name) }
        if let outputName = options.outputName { fields["output name"] = .string(outputName) }
        put(options.uuid, into: &fields)
        if let group = options.group { fields["group"] = .string(group) }
        if !options.raw.isEmpty { fields["raw"] = .dictionary(options.raw) }
    }

    private static func put(_ uuid: ProgramUUID, into fields: inout PropertyListDictionary) {
        switch uuid {
        case .generated: break
        case .omitted: fields["uuid"] = .boolean(false)
        case .fixed(let text): fields["uuid"] = .string(text)
        }
    }
}
