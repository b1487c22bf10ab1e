import PropertyList
import ShortcutModel

/// Value equality of two shortcuts up to a consistent renaming of UUIDs and grouping
/// identifiers: what ``ProgramDecompiler`` promises for a decompiled program built again.
///
/// Strings stored under `UUID`, `OutputUUID` and `GroupingIdentifier` may differ, as long as
/// each original identifier always becomes the same new one and no two become one; everything
/// else must be equivalent (`PropertyListValue.isEquivalent(to:)`: dictionary order ignored).
public struct RenamingEquivalence: Sendable {
    private var forward: [String: String] = [:]
    private var backward: [String: String] = [:]

    /// The keys whose string values are identifiers.
    public static let identifierKeys: Set<String> = ["UUID", "OutputUUID", "GroupingIdentifier"]

    /// The first difference between `original` and `rebuilt` as a key path
    /// (`WFWorkflowActions[3].WFWorkflowActionParameters.WFInput`), or nil when they are equal up
    /// to renaming.
    public static func firstDifference(_ original: Shortcut, _ rebuilt: Shortcut) -> String? {
        var equivalence = RenamingEquivalence()
        return equivalence.difference(original.propertyList, rebuilt.propertyList, path: "")
    }

    private mutating func difference(_ left: PropertyListValue, _ right: PropertyListValue, path: String) -> String? {
        switch (left, right) {
        case (.dictionary(let leftFields), .dictionary(let rightFields)):
            for key in rightFields.keys where leftFields[key] == nil { return "\(path).\(key) (only in the rebuilt)" }
            for (key, value) in leftFields {
                let here = path.isEmpty ? key : "\(path).\(key)"
                guard let counterpart = rightFields[key] else { return "\(here) (missing in the rebuilt)" }
                if Self.identifierKeys.contains(key), case .string(let old) = value, case .string(let new) = counterpart
                {
                    if let mapped = forward[old], mapped != new { return "\(here) (\(old) renamed twice)" }
                    if let mapped = backward[new], mapped != old { return "\(here) (\(new) names two originals)" }
                    forward[old] = new
                    backward[new] = old
                    continue
                }
                if let found = difference(value, counterpart, path: here) { return found }
            }
            return nil
        case (.array(let leftItems), .array(let rightItems)):
            guard leftItems.count == rightItems.count else {
                return "\(path) (\(leftItems.count) items vs \(rightItems.count))"
            }
            for index in leftItems.indices {
                if let found = difference(leftItems[index], rightItems[index], path: "\(path)[\(index)]") {
                    return found
                }
            }
            return nil
        default:
            return left.firstDifference(from: right, path: path)
        }
    }
}
