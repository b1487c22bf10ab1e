import Foundation
import OrderedCollections
import ShortcutModel

/// One action about to run, as its implementation sees it: its input, its parameters resolved
/// against the run (variables, magic variables, aggrandizements), and the few services, bounds
/// and run state an action may use, each a named member (see "What an action gets"). The engine
/// (``RunSession``) and the shortcut being run (``ShortcutFrame``) are private: an action cannot
/// reach the rest of the run.
struct ActionCall {
    private let session: RunSession
    private let frame: ShortcutFrame
    /// The action's position in its shortcut (errors and device requests name it).
    let index: Int
    /// The implicit input: the previous action's output.
    let input: RuntimeValue

    init(session: RunSession, frame: ShortcutFrame, index: Int, input: RuntimeValue) {
        self.session = session
        self.frame = frame
        self.index = index
        self.input = input
    }

    var action: Action { frame.shortcut.actions[index] }
    var name: String { session.runner.registry.name(of: action) }
    var coercion: RuntimeCoercion { session.coercion }

    /// The raw parameter.
    func parameter(_ key: String) -> ParameterValue? { action.parameters[key] }

    /// The resolved value of a parameter, nil when the action does not have it.
    func value(_ key: String) throws -> RuntimeValue? {
        guard let parameter = action.parameters[key] else { return nil }
        return try resolve(parameter)
    }

    /// The action's input: the first of `keys` the action has, else the previous output.
    func input(_ keys: String...) throws -> RuntimeValue {
        for key in keys {
            if let parameter = action.parameters[key] { return try resolve(parameter) }
        }
        return input
    }

    func text(_ key: String, default fallback: String = "") throws -> String {
        guard let value = try value(key) else { return fallback }
        return coercion.text(value)
    }

    func number(_ key: String) throws -> Double? {
        guard let value = try value(key) else { return nil }
        return coercion.number(value)
    }

    func bool(_ key: String, default fallback: Bool) throws -> Bool {
        guard let value = try value(key) else { return fallback }
        if case .nothing = value { return fallback }
        return coercion.boolean(value)
    }

    /// An enumeration parameter (a fixed string, or a variable holding one), else `fallback`.
    func option(_ key: String, default fallback: String) throws -> String {
        guard let value = try value(key) else { return fallback }
        let text = coercion.text(value)
        return text.isEmpty ? fallback : text
    }

    /// Every parameter resolved (for device requests); parameters that fail to resolve are left out.
    func resolvedParameters() -> [String: RuntimeValue] {
        var result: [String: RuntimeValue] = [:]
        for (key, parameter) in action.parameters where key != "UUID" {
            if let value = try? resolve(parameter, asking: false) { result[key] = value }
        }
        return result
    }

    // MARK: Resolution

    /// A parameter's value in this run.
    func resolve(_ parameter: ParameterValue, asking: Bool = true) throws -> RuntimeValue {
        switch parameter {
        case .string(let text): return .text(text)
        case .integer(let integer): return .number(integer.int64.map(Double.init) ?? 0)
        case .real(let number): return .number(number)
        case .boolean(let flag): return .boolean(flag)
        case .date(let date): return .date(date)
        case .data(let data): return .file(RuntimeFile(name: "Data", type: "data", data: data))
        case .uid: return .nothing
        case .array(let items): return .collection(of: try items.map { try resolve($0, asking: asking) })
        case .dictionary(let members):
            if let attachment = parameter.attachment { return try resolve(attachment, asking: asking) }
            var result = OrderedDictionary<String, RuntimeValue>()
            for (key, member) in members { result[key] = try resolve(member, asking: asking) }
            return .dictionary(result)
        case .text(let token): return try resolve(token, asking: asking)
        case .variable(let attachment): return try resolve(attachment, asking: asking)
        case .dictionaryField(let field): return .dictionary(try resolve(field, asking: asking))
        case .list(let list):
            // A list's items: a variable holding several items gives each of them (collections
            // never nest).
            return .collection(
                of:
                    try list.items.map { item in
                        switch item {
                        case .string(let text): return .text(text)
                        case .item(let typed): return try resolve(typed, asking: asking)
                        case .other(let value): return try resolve(value, asking: asking)
                        }
                    })
        case .quantity(let quantity):
            guard let magnitude = quantity.magnitude else { return .nothing }
            let value = try resolve(magnitude, asking: asking)
            return coercion.number(value).map(RuntimeValue.number) ?? value
        case .state(let state):
            guard let inner = state.value else { return .nothing }
            return try resolve(inner, asking: asking)
        case .contactFields(let fields):
            // Email addresses and phone numbers typed in the editor: their text.
            return .list(
                fields.entries.compactMap { entry in
                    switch entry {
                    case .text(let text): return .text(text)
                    case .serialized(_, let body, _):
                        return body.values.lazy.compactMap(\.string).first.map(RuntimeValue.text)
                    case .other: return nil
                    }
                })
        case .timeOffset, .predicateTable, .linkDynamicOption, .serialized:
            return .nothing
        }
    }

    /// Text with variables: a lone variable keeps its value (a list stays a list); otherwise
    /// the pieces are joined as text.
    func resolve(_ token: TokenString, asking: Bool = true) throws -> RuntimeValue {
        if token.attachments.isEmpty { return .text(token.string) }
        let parts = token.parts
        if parts.count == 1, case .variable(let attachment) = parts[0] {
            return try resolve(attachment, asking: asking)
        }
        var text = ""
        for part in parts {
            switch part {
            case .text(let literal): text += literal
            case .variable(let attachment): text += coercion.text(try resolve(attachment, asking: asking))
            }
            if text.utf8.count > limits.maximumTextBytes {
                throw ActionFailure(.tooLarge("text of more than \(limits.maximumTextBytes) bytes"))
            }
        }
        return .text(text)
    }

    func resolve(_ field: DictionaryField, asking: Bool = true) throws -> OrderedDictionary<String, RuntimeValue> {
        var result = OrderedDictionary<String, RuntimeValue>()
        for item in field.items {
            let key = try item.key.map { coercion.text(try resolve($0, asking: asking)) } ?? ""
            result[key] = try resolve(item, asking: asking)
        }
        return result
    }

    /// A typed dictionary or list item (`WFItemType` 0 text … 5 file).
    func resolve(_ item: DictionaryItem, asking: Bool = true) throws -> RuntimeValue {
        guard let stored = item.value else { return .nothing }
        let value = try resolve(stored, asking: asking)
        switch item.itemType {
        case .number?: return coercion.number(value).map(RuntimeValue.number) ?? value
        case .boolean?: return .boolean(coercion.boolean(value))
        case .text?:
            if case .text = value { return value }
            return value
        default: return value
        }
    }

    /// A variable reference, with its aggrandizements applied.
    func resolve(_ attachment: Attachment, asking: Bool = true) throws -> RuntimeValue {
        var value: RuntimeValue
        switch attachment.type {
        case .actionOutput:
            value = attachment.outputUUID.flatMap { frame.outputs[$0.uppercased()] } ?? .nothing
        case .variable:
            value = lookUpVariable(attachment.variableName ?? "")
        case .extensionInput: value = frame.input
        case .currentDate: value = .date(clock.now)
        case .input: value = input
        case .clipboard: value = clipboard
        case .ask:
            guard asking else { return .nothing }
            value = try answer("Ask Each Time in action \(index)")
        case .deviceDetails, .other:
            throw ActionFailure(.needsStub)
        }
        for aggrandizement in attachment.aggrandizements ?? [] {
            value = try apply(aggrandizement, to: value)
        }
        return value
    }

    /// A named variable, or `Repeat Item` / `Repeat Index` (`… 2`, `… 3` for nested loops,
    /// counted from the outermost loop, as the app numbers them).
    func lookUpVariable(_ name: String) -> RuntimeValue {
        for prefix in ["Repeat Item", "Repeat Index"] where name.hasPrefix(prefix) && frame.variables[name] == nil {
            let suffix = name.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
            guard let level = suffix.isEmpty ? 1 : Int(suffix), level >= 1, !frame.loops.isEmpty else { break }
            let loop = frame.loops[min(level, frame.loops.count) - 1]
            return prefix == "Repeat Item" ? loop.item : .number(Double(loop.index))
        }
        if name == "Shortcut Input" || name == "Input", frame.variables[name] == nil { return frame.input }
        return frame.variables[name] ?? .nothing
    }

    // MARK: What an action gets

    /// The run's bounds.
    var limits: RunLimits { session.limits }
    /// Current Date and the time zone.
    var clock: RunClock { session.clock }
    /// Outputs of device-bound actions (and web stubs).
    var services: any DeviceServices { session.services }
    /// The transport for web requests; nil when the run has no network access.
    var webTransport: (any WebTransport)? { session.runner.network }
    /// The folder the file actions work in; nil makes them fail.
    var sandboxFolder: URL? { session.runner.sandbox }
    /// Whether Run Shell Script may start processes.
    var allowsShellScripts: Bool { session.runner.allowsShellScripts }
    /// Time left before the run's deadline.
    var remainingTime: Duration { session.remainingTime }
    /// The run's time-out, naming this action.
    func timedOut() -> RunError { session.timeout(at: index, in: frame) }

    /// This action's output from the device services, for an action that needs the device
    /// in this case (a picked file, no location given…); fails as needing a stub without one.
    func deviceOutput() async throws -> RuntimeValue { try await session.serviceOutput(self, support: .needsStub) }

    /// The next answer of the script, for a question described by `prompt`; `fallback` when
    /// the answers are used up and the runner allows it.
    func answer(_ prompt: String, fallback: @autoclosure () throws -> RuntimeValue = .nothing) throws -> RuntimeValue {
        try session.nextAnswer(prompt, fallback: try fallback())
    }

    /// The run's seeded generator (Random Number, Shuffle, Get Random Item).
    var random: SeededGenerator {
        get { session.random }
        nonmutating set { session.random = newValue }
    }

    /// The run's clipboard.
    var clipboard: RuntimeValue {
        get { session.clipboard }
        nonmutating set { session.clipboard = newValue }
    }

    // MARK: Run state an action keeps

    /// A named variable of this shortcut, nil when it was never set.
    func variable(_ name: String) -> RuntimeValue? { frame.variables[name] }

    /// Sets a named variable of this shortcut.
    func setVariable(_ name: String, to value: RuntimeValue) { frame.variables[name] = value }

    /// The groups Match Text found in `text` in this run, nil when it matched nothing there.
    func matchGroups(of text: String) -> [String?]? { session.matchGroups[text] }

    /// Keeps the groups of a match for Get Group from Matched Text.
    func keepMatchGroups(_ groups: [String?], of text: String) { session.matchGroups[text] = groups }

    /// The run's Store Content value under `key` (`global`: for every shortcut, else for this one).
    func storedContent(_ key: String, global: Bool) -> RuntimeValue? { session.storedContent[storedKey(key, global)] }

    /// Stores (or, with nil, deletes) a value under `key`.
    func setStoredContent(_ value: RuntimeValue?, _ key: String, global: Bool) {
        session.storedContent[storedKey(key, global)] = value
    }

    private func storedKey(_ key: String, _ global: Bool) -> StoredContentKey {
        StoredContentKey(shortcut: global ? nil : frame.name, key: key)
    }

    // MARK: What the run presents

    /// Records a value as shown (Show Result, Quick Look, Show Web Page…).
    func show(_ value: RuntimeValue) { session.shown.append(value) }

    /// Records URLs as opened.
    func open(_ urls: [String]) throws {
        try checkRecorded(session.opened.count + urls.count)
        session.opened += urls
    }

    /// Records an app, by bundle identifier, as launched.
    func launch(_ app: String) throws {
        try checkRecorded(session.launched.count + 1)
        session.launched.append(app)
    }

    /// Records text as spoken.
    func speak(_ text: String) throws {
        try checkRecorded(session.spoken.count + 1)
        session.spoken.append(text)
    }

    /// A loop opening a long list again and again would otherwise grow the record without
    /// bound: at most the item bound of each kind is recorded.
    private func checkRecorded(_ count: Int) throws {
        guard count <= limits.maximumItems else {
            throw ActionFailure(
                .tooLarge("more than \(limits.maximumItems) things opened, launched or spoken in one run"))
        }
    }

    // MARK: Other shortcuts

    /// The names Get My Shortcuts lists: this shortcut's, then the library's, sorted.
    var shortcutNames: [String] {
        var seen = Set<String>()
        return ([session.runner.name] + session.runner.library.keys.sorted()).filter { seen.insert($0).inserted }
    }

    /// The shortcut Run Shortcut knows by `name`: the library's, or the one being run.
    func shortcut(named name: String) -> Shortcut? {
        let runner = session.runner
        return runner.library[name] ?? (name == runner.name ? runner.shortcut : nil)
    }

    /// Runs the shortcut `name` (``shortcut(named:)``) on `input`, with its own variables, and
    /// gives its output; its stops end it, not this shortcut.
    func runShortcut(named name: String, input: RuntimeValue) async throws -> RuntimeValue {
        guard let shortcut = shortcut(named: name) else { throw ActionFailure(.shortcutNotFound(name: name)) }
        let path = frame.path + [name]
        guard path.count <= limits.maximumNesting else {
            throw ActionFailure(.nestedTooDeep(limit: limits.maximumNesting))
        }
        return try await session.run(frame: ShortcutFrame(shortcut: shortcut, name: name, path: path, input: input)).0
    }
}
