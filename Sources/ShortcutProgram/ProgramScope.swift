import ShortcutAuthoringCore
import ShortcutModel

/// What a `{{NAME}}` can name at a point of the program: earlier `as` names, variables set
/// earlier by Set Variable or Add to Variable, and the globals; with the loop depth, for
/// `Repeat Item 2`.
struct ProgramScope: Sendable {
    /// `as` names → the output they name.
    var outputs: [String: Variable] = [:]
    /// Names of variables set so far.
    var variables: Set<String> = []
    /// Repeat blocks around the current step.
    var loopDepth = 0

    /// The globals by their placeholder names (`Repeat Item`/`Repeat Index` are handled apart).
    static let globals: [String: Variable] = [
        "Shortcut Input": .shortcutInput, "Clipboard": .clipboard, "Current Date": .currentDate,
        "Ask Each Time": .askEachTime, "Device Details": .deviceDetails,
    ]

    /// The placeholder name of a global attachment, or nil.
    static func globalName(of type: AttachmentType) -> String? {
        switch type {
        case .extensionInput: "Shortcut Input"
        case .clipboard: "Clipboard"
        case .currentDate: "Current Date"
        case .ask: "Ask Each Time"
        case .deviceDetails: "Device Details"
        default: nil
        }
    }

    /// Whether `name` is reserved (a global or a loop variable), so an `as` must not take it.
    static func isReserved(_ name: String) -> Bool {
        globals[name] != nil || loopLevel(of: name) != nil
    }

    /// `Repeat Item` → (item, 1), `Repeat Index 2` → (index, 2); nil for other names.
    static func loopLevel(of name: String) -> (item: Bool, level: Int)? {
        for (prefix, item) in [("Repeat Item", true), ("Repeat Index", false)] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if rest.isEmpty { return (item, 1) }
            if rest.first == " ", let level = Int(rest.dropFirst()), level >= 2, String(level) == rest.dropFirst() {
                return (item, level)
            }
        }
        return nil
    }

    /// The variable `{{inner}}` names: a whole name first, else `base.Property` or `base[key]`
    /// (applied from the right, so `{{dict[key].Name}}` works), else nil.
    func resolve(_ inner: String) -> Variable? {
        if let output = outputs[inner] { return output }
        if variables.contains(inner) { return .named(inner) }
        if let global = Self.globals[inner] { return global }
        if let loop = Self.loopLevel(of: inner), loop.level <= loopDepth {
            return loop.item ? .repeatItem(level: loop.level) : .repeatIndex(level: loop.level)
        }
        if inner.hasSuffix("]"), let open = inner.lastIndex(of: "["), open > inner.startIndex {
            let key = String(inner[inner.index(after: open)..<inner.index(before: inner.endIndex)])
            if let base = resolve(String(inner[..<open])) { return base.value(forKey: key) }
        }
        if let dot = inner.lastIndex(of: "."), dot > inner.startIndex {
            let property = String(inner[inner.index(after: dot)...])
            if !property.isEmpty, let base = resolve(String(inner[..<dot])) { return base.property(property) }
        }
        return nil
    }
}
