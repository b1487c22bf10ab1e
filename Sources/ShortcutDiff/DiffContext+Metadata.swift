import PropertyList
import ShortcutCatalog
import ShortcutModel

extension DiffContext {
    /// Top-level keys that record the saving app, not the shortcut.
    static let ignoredRootKeys: Set<String> = [
        "WFWorkflowActions", "WFWorkflowClientVersion", "WFWorkflowClientRelease",
    ]

    /// Differences in the root dictionary other than the actions, with icon colours and glyphs
    /// named.
    func metadataChanges() -> [FieldChange] {
        // The root without its actions: writing every action out as a plist would cost more than
        // the whole action diff.
        var oldFields = old
        var newFields = new
        oldFields.actions = []
        newFields.actions = []
        guard case .dictionary(var a) = oldFields.propertyList, case .dictionary(var b) = newFields.propertyList else {
            return []
        }
        for key in Self.ignoredRootKeys {
            a.removeValue(forKey: key)
            b.removeValue(forKey: key)
        }
        if let questions = a["WFWorkflowImportQuestions"] {
            a["WFWorkflowImportQuestions"] = followingActions(questions)
        }
        // A dictionary only one side has (the icon, from /dev/null) is listed key by key.
        let empty = PropertyListValue.dictionary([:])
        var fields: [FieldChange] = []
        for (key, value) in b {
            let before = a[key] ?? (value.dictionary != nil ? empty : nil)
            differ.diff(before, value, path: key, into: &fields)
        }
        for (key, value) in a where b[key] == nil {
            differ.diff(value, value.dictionary != nil ? empty : nil, path: key, into: &fields)
        }
        return nameIcon(fields)
    }

    /// Old import questions with `ActionIndex` moved to the new index of their action, so that
    /// inserting an action above does not read as a changed question.
    private func followingActions(_ questions: PropertyListValue) -> PropertyListValue {
        guard case .array(let items) = questions else { return questions }
        return .array(
            items.map { item in
                guard case .dictionary(var question) = item, case .integer(let stored)? = question["ActionIndex"],
                    let index = stored.int64, index >= 0, index < Int64(matching.newIndexForOld.count),
                    let moved = matching.newIndexForOld[Int(index)]
                else { return item }
                question["ActionIndex"] = .integer(PropertyListInteger(moved))
                return item == .dictionary(question) ? item : .dictionary(question)
            })
    }

    /// `4282601983` → `4282601983 (Blue)`, `59511` → `59511 (car.fill)`.
    private func nameIcon(_ fields: [FieldChange]) -> [FieldChange] {
        let colorPath = "WFWorkflowIcon.WFWorkflowIconStartColor"
        let glyphPath = "WFWorkflowIcon.WFWorkflowIconGlyphNumber"
        guard fields.contains(where: { $0.keyPath == colorPath || $0.keyPath == glyphPath }) else { return fields }
        let palette = try? IconPalette.bundled()
        let glyphs = try? GlyphTable.bundled()
        func named(_ text: String?, path: String) -> String? {
            guard let text, let number = Int(text) else { return text }
            if path == colorPath, let palette {
                let color = palette.color(forStoredValue: number)
                return color.match == .unknown ? text : "\(text) (\(color.color.name))"
            }
            if path == glyphPath, let glyphs {
                let glyph = glyphs.glyph(for: number)
                return glyph.isKnown ? "\(text) (\(glyph.symbolName))" : text
            }
            return text
        }
        return fields.map { field in
            var field = field
            field.old = named(field.old, path: field.keyPath)
            field.new = named(field.new, path: field.keyPath)
            return field
        }
    }
}
