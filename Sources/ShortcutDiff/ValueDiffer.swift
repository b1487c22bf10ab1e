import PropertyList
import ShortcutModel

/// Compares two property-list values and lists where they differ, recursing into dictionaries
/// (by key) and arrays (aligned by element, so an inserted element is one change, not a shift of
/// every later one). Text with variables and variable references are compared whole: their
/// insides (`attachmentsByRange` offsets, `OutputUUID`) mean nothing on their own.
struct ValueDiffer {
    var oldFormatter: DiffValueFormatter
    var newFormatter: DiffValueFormatter

    /// Appends the differences between `old` and `new` found at `path`.
    func diff(_ old: PropertyListValue?, _ new: PropertyListValue?, path: String, into changes: inout [FieldChange]) {
        if old == new { return }
        guard let old, let new else {
            changes.append(
                FieldChange(keyPath: path, old: old.map(oldFormatter.format), new: new.map(newFormatter.format)))
            return
        }
        switch (old, new) {
        case (.dictionary(let a), .dictionary(let b)) where !Self.isWhole(a) && !Self.isWhole(b):
            for (key, value) in b {
                diff(a[key], value, path: Self.join(path, key), into: &changes)
            }
            for (key, value) in a where b[key] == nil {
                diff(value, nil, path: Self.join(path, key), into: &changes)
            }
        case (.array(let a), .array(let b)):
            diffArrays(a, b, path: path, into: &changes)
        default:
            changes.append(leafChange(old, new, path: path))
        }
    }

    /// Elements aligned by equality; unmatched ones between two matches are compared in order,
    /// the rest are additions (path with the new index) or removals (path with the old index).
    private func diffArrays(
        _ old: [PropertyListValue], _ new: [PropertyListValue], path: String, into changes: inout [FieldChange]
    ) {
        var interned: [PropertyListValue: Int] = [:]
        func id(_ value: PropertyListValue) -> Int {
            if let known = interned[value] { return known }
            interned[value] = interned.count
            return interned.count - 1
        }
        let pairs = SequenceAlignment.commonSubsequence(old.map(id), new.map(id), maxEdits: 256)
        var i = 0
        var j = 0
        for (matchedOld, matchedNew) in pairs + [(old.count, new.count)] {
            // The gap before this match: pair in order, then the surplus of either side.
            while i < matchedOld, j < matchedNew {
                diff(old[i], new[j], path: "\(path)[\(j)]", into: &changes)
                i += 1
                j += 1
            }
            while i < matchedOld {
                diff(old[i], nil, path: "\(path)[\(i)]", into: &changes)
                i += 1
            }
            while j < matchedNew {
                diff(nil, new[j], path: "\(path)[\(j)]", into: &changes)
                j += 1
            }
            i = matchedOld + 1
            j = matchedNew + 1
        }
    }

    /// A changed value shown whole. When both read the same (two outputs with one name), the
    /// variables are shown with the actions that produce them.
    private func leafChange(_ old: PropertyListValue, _ new: PropertyListValue, path: String) -> FieldChange {
        var change = FieldChange(keyPath: path, old: oldFormatter.format(old), new: newFormatter.format(new))
        if change.old == change.new {
            var oldDetailed = oldFormatter
            var newDetailed = newFormatter
            oldDetailed.showsProducers = true
            newDetailed.showsProducers = true
            change.old = oldDetailed.format(old)
            change.new = newDetailed.format(new)
        }
        return change
    }

    /// Values compared as one: text with variables, and variable references.
    static func isWhole(_ dictionary: PropertyListDictionary) -> Bool {
        if case .string(let type)? = dictionary["WFSerializationType"] {
            return type == ParameterValue.SerializationType.textTokenString
                || type == ParameterValue.SerializationType.textTokenAttachment
        }
        // A bare token string (menu item titles).
        return dictionary["attachmentsByRange"] != nil && dictionary["string"] != nil
    }

    static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }
}
