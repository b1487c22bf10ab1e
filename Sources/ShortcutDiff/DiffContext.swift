import OrderedCollections
import PropertyList
import ShortcutCatalog
import ShortcutModel

/// What comparing two matched versions needs: both shortcuts, the matching, the UUID
/// correspondence it implies, and formatters that can name producing actions.
struct DiffContext {
    let old: Shortcut
    let new: Shortcut
    let matching: ActionMatching
    let catalog: ActionCatalog?
    /// Old `UUID` → the `UUID` of the matched new action, for reading old `OutputUUID`s in new terms.
    let uuidMap: [String: String]
    let differ: ValueDiffer

    /// Parameters that identify an action or a block rather than say what it does.
    static let identityKeys: Set<String> = ["UUID", "GroupingIdentifier"]

    init(old: Shortcut, new: Shortcut, matching: ActionMatching, catalog: ActionCatalog?) {
        self.old = old
        self.new = new
        self.matching = matching
        self.catalog = catalog
        var uuidMap: [String: String] = [:]
        for (index, action) in old.actions.enumerated() {
            guard let uuid = action.uuid, let match = matching.newIndexForOld[index],
                let newUUID = new.actions[match].uuid, newUUID != uuid
            else { continue }
            uuidMap[uuid] = newUUID
        }
        self.uuidMap = uuidMap
        differ = ValueDiffer(
            oldFormatter: DiffValueFormatter(producers: Self.producers(old)),
            newFormatter: DiffValueFormatter(producers: Self.producers(new)))
    }

    private static func producers(_ shortcut: Shortcut) -> [String: Int] {
        var producers: [String: Int] = [:]
        for (index, action) in shortcut.actions.enumerated() {
            if let uuid = action.uuid, producers[uuid] == nil { producers[uuid] = index }
        }
        return producers
    }

    func added(_ index: Int) -> ActionChange {
        let action = new.actions[index]
        let fields = Self.describedParameters(action).map {
            FieldChange(keyPath: $0.key, old: nil, new: differ.newFormatter.format($0.value))
        }
        return ActionChange(
            kind: .added, oldIndex: nil, newIndex: index, identifier: action.identifier, title: title(action),
            parameterChanges: fields)
    }

    func removed(_ index: Int) -> ActionChange {
        let action = old.actions[index]
        let fields = Self.describedParameters(action).map {
            FieldChange(keyPath: $0.key, old: differ.oldFormatter.format($0.value), new: nil)
        }
        return ActionChange(
            kind: .removed, oldIndex: index, newIndex: nil, identifier: action.identifier, title: title(action),
            parameterChanges: fields)
    }

    func moved(from oldIndex: Int, to newIndex: Int) -> ActionChange {
        let action = new.actions[newIndex]
        return ActionChange(
            kind: .moved, oldIndex: oldIndex, newIndex: newIndex, identifier: action.identifier, title: title(action),
            parameterChanges: parameterChanges(old.actions[oldIndex], action))
    }

    /// A `changed` entry for an in-order pair, or nil when the two mean the same.
    func compared(_ oldIndex: Int, _ newIndex: Int) -> ActionChange? {
        let action = new.actions[newIndex]
        let fields = parameterChanges(old.actions[oldIndex], action)
        if fields.isEmpty { return nil }
        return ActionChange(
            kind: .changed, oldIndex: oldIndex, newIndex: newIndex, identifier: action.identifier,
            title: title(action), parameterChanges: fields)
    }

    /// Parameter by parameter, in the new action's key order, then keys only the old one had.
    func parameterChanges(_ a: Action, _ b: Action) -> [FieldChange] {
        if a == b { return [] }
        var fields: [FieldChange] = []
        if a.identifier != b.identifier {
            fields.append(
                FieldChange(
                    keyPath: "WFWorkflowActionIdentifier", old: "\"\(a.identifier)\"", new: "\"\(b.identifier)\""))
        }
        for (key, value) in b.parameters where !Self.identityKeys.contains(key) {
            compare(a.parameters[key], value, path: key, into: &fields)
        }
        for (key, value) in a.parameters where b.parameters[key] == nil && !Self.identityKeys.contains(key) {
            compare(value, nil, path: key, into: &fields)
        }
        // Other keys of the action dictionary beside identifier and parameters (rare).
        for (key, value) in b.extra { differ.diff(rewritten(a.extra[key]), value, path: "@" + key, into: &fields) }
        for (key, value) in a.extra where b.extra[key] == nil {
            differ.diff(value, nil, path: "@" + key, into: &fields)
        }
        return fields
    }

    private func compare(_ a: ParameterValue?, _ b: ParameterValue?, path: String, into fields: inout [FieldChange]) {
        if a == b { return }
        differ.diff(rewritten(a?.propertyList), b?.propertyList, path: path, into: &fields)
    }

    /// An old value with every `OutputUUID` replaced by the UUID of the matched new action.
    private func rewritten(_ value: PropertyListValue?) -> PropertyListValue? {
        guard let value, !uuidMap.isEmpty else { return value }
        return Self.rewrite(value, uuidMap)
    }

    static func rewrite(_ value: PropertyListValue, _ map: [String: String]) -> PropertyListValue {
        switch value {
        case .array(let values): return .array(values.map { rewrite($0, map) })
        case .dictionary(var dictionary):
            for (key, inner) in dictionary {
                if key == "OutputUUID", case .string(let uuid) = inner, let mapped = map[uuid] {
                    dictionary[key] = .string(mapped)
                } else if case .array = inner {
                    dictionary[key] = rewrite(inner, map)
                } else if case .dictionary = inner {
                    dictionary[key] = rewrite(inner, map)
                }
            }
            return .dictionary(dictionary)
        default: return value
        }
    }

    /// The parameters listed for an added or removed action.
    static func describedParameters(_ action: Action) -> [(key: String, value: ParameterValue)] {
        action.parameters.filter { !identityKeys.contains($0.key) }.map { ($0.key, $0.value) }
    }

    /// The action's title (``ActionCatalog/title(of:)``): `Create Note (Bear)`, `Otherwise If`;
    /// the identifier without a catalog.
    func title(_ action: Action) -> String {
        if action.isOtherwiseIf { return "Otherwise If" }
        return catalog?.title(of: action) ?? action.identifier
    }
}
