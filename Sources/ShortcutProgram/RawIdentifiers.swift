import PropertyList

/// The UUIDs and grouping identifiers a program writes exactly (in `raw` forms, `uuid` and
/// `group`): the decompiler keeps every other occurrence of them unrenamed, so a rebuilt file
/// renames identifiers consistently.
enum RawIdentifiers {
    static let keys: Set<String> = ["UUID", "OutputUUID", "GroupingIdentifier"]

    static func collect(in steps: [ProgramStep]) -> Set<String> {
        var found: Set<String> = []
        for step in steps { collect(step, into: &found) }
        return found
    }

    private static func collect(_ step: ProgramStep, into found: inout Set<String>) {
        func options(_ options: ProgramBlockOptions) {
            collect(.dictionary(options.raw), into: &found)
            if case .fixed(let uuid) = options.uuid { found.insert(uuid) }
            if let group = options.group { found.insert(group) }
        }
        switch step {
        case .action(let action):
            collect(.dictionary(action.raw), into: &found)
            collect(.dictionary(action.outer), into: &found)
            collect(.dictionary(action.params), into: &found)
            if case .fixed(let uuid) = action.uuid { found.insert(uuid) }
        case .if(let block):
            options(block.options)
            for inner in block.then + (block.otherwise ?? []) { collect(inner, into: &found) }
        case .repeat(let block):
            options(block.options)
            for inner in block.body { collect(inner, into: &found) }
        case .forEach(let block):
            options(block.options)
            for inner in block.body { collect(inner, into: &found) }
        case .menu(let block):
            options(block.options)
            for item in block.cases { for inner in item.body { collect(inner, into: &found) } }
        }
    }

    /// Strings stored under the identifier keys anywhere inside `value` (iteratively: raw
    /// values may nest deeply).
    private static func collect(_ value: PropertyListValue, into found: inout Set<String>) {
        var pending = [value]
        while let next = pending.popLast() {
            switch next {
            case .dictionary(let fields):
                for (key, item) in fields {
                    if keys.contains(key), case .string(let text) = item { found.insert(text) }
                    pending.append(item)
                }
            case .array(let items): pending.append(contentsOf: items)
            default: break
            }
        }
    }
}
