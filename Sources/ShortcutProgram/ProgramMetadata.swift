import PropertyList
import ShortcutAuthoringCore
import ShortcutModel

/// A shortcut's top-level keys as a program's `name`, `color`, `glyph` and `input`, with
/// `metadata` only when those and the app's defaults do not give back the stored keys exactly.
enum ProgramMetadata {
    static func program(for shortcut: Shortcut) -> ShortcutProgram {
        var program = ShortcutProgram(name: shortcut.name)
        if let start = shortcut.icon?.startColor {
            program.color = TileColor(rawValue: start).map(ProgramColor.palette) ?? .code(start)
        }
        program.glyph = shortcut.icon?.glyphNumber
        if let classes = shortcut.inputContentItemClasses,
            classes.allSatisfy({ ProgramInputType.contentClass(for: ProgramInputType.name(for: $0)) == $0 })
        {
            program.input = classes.map(ProgramInputType.name(for:))
        }
        var original = shortcut
        original.actions = []
        var built = Shortcut(actions: [], name: nil)
        apply(program, to: &built)
        if !built.propertyList.isEquivalent(to: original.propertyList) {
            guard case .dictionary(var root) = original.propertyList else { return program }
            root["WFWorkflowActions"] = nil
            if program.name != nil { root["WFWorkflowName"] = nil }
            program.metadata = root
        }
        return program
    }

    /// `name`, `color`, `glyph` and `input` over `shortcut`'s keys (the builder's rule).
    static func apply(_ program: ShortcutProgram, to shortcut: inout Shortcut) {
        if let name = program.name { shortcut.name = name }
        if program.color != nil || program.glyph != nil {
            var icon = shortcut.icon ?? ShortcutIcon(startColor: nil, glyphNumber: nil)
            if let color = program.color { icon.startColor = color.code }
            if let glyph = program.glyph { icon.glyphNumber = glyph }
            shortcut.icon = icon
        }
        if let input = program.input {
            shortcut.inputContentItemClasses = input.compactMap(ProgramInputType.contentClass)
        }
    }
}
