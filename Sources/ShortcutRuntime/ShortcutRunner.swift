import Foundation
import ShortcutModel

/// Runs a shortcut off the device: the test API for shortcut authors and the engine of
/// `shortcut run`.
///
/// ```swift
/// let shortcut = try Shortcut.build(name: "Greet") { s in
///     let text = s.add(.text(text: "Hello, \(Variable.shortcutInput)!"))
///     s.add(.showResult(text: "\(text)"))
/// }
/// let result = try await ShortcutRunner(shortcut).run(input: .text("Ada"))
/// #expect(result.shown == [.text("Hello, Ada!")])
/// ```
///
/// A run is deterministic: dates come from the ``RunClock``, random numbers from a seeded
/// generator, questions from the answers, device services from ``DeviceServices`` and the web from a
/// ``WebTransport`` only when one is given.
public struct ShortcutRunner: Sendable {
    public var shortcut: Shortcut
    /// The name Run Shortcut and Get My Shortcuts know this shortcut by.
    public var name: String
    /// Other shortcuts Run Shortcut may run, by name.
    public var library: [String: Shortcut]
    public var limits: RunLimits
    /// The transport for Get Contents of URL; nil (the default) means no network access.
    public var network: (any WebTransport)?
    /// Whether Run Shell Script may start processes on this machine (`--allow-shell`); false (the
    /// default) makes it fail naming the action, without running anything. The script runs with
    /// the permissions, environment and working directory of the process running the shortcut:
    /// it is not confined to the sandbox folder.
    public var allowsShellScripts: Bool
    /// The folder the file actions (Save File, Get File, Create Folder, Delete Files, Append to
    /// File) work in; nil makes them fail.
    public var sandbox: URL?
    /// Seed of Random Number and Shuffle.
    public var randomSeed: UInt64
    /// The clipboard at the start of the run.
    public var clipboard: RuntimeValue
    /// What a question gets once the answers are used up: by default the run fails
    /// (``RunError/Reason/noAnswer(prompt:)``); ``AnswerFallback/firstChoice`` takes the first
    /// menu case or list item and the question's default answer (for runs over many files).
    public var whenAnswersRunOut: AnswerFallback
    /// Records ``RunResult/trace`` (the benchmark turns it off).
    public var recordsTrace: Bool
    /// Called with each trace entry as the action finishes, so a failing run still shows the
    /// actions before the failure (`shortcut run --trace` prints from here).
    public var onTrace: (@Sendable (TraceEntry) -> Void)?
    public var registry: RuntimeRegistry

    public init(_ shortcut: Shortcut, name: String? = nil) {
        self.shortcut = shortcut
        self.name = name ?? shortcut.name ?? "Shortcut"
        self.library = [:]
        self.limits = .default
        self.network = nil
        self.sandbox = nil
        self.allowsShellScripts = false
        self.randomSeed = 0x5EED
        self.clipboard = .nothing
        self.recordsTrace = true
        self.whenAnswersRunOut = .fail
        self.onTrace = nil
        self.registry = .standard
    }

    /// Runs the shortcut.
    ///
    /// - Parameters:
    ///   - input: Shortcut Input (also the first action's input).
    ///   - answers: Consumed in order by Ask for Input (its text), Choose from Menu (the item's
    ///     title) and Choose from List (the item as text).
    ///   - services: Outputs of device-bound actions.
    ///   - clock: Current Date and the time zone.
    /// - Throws: ``RunError`` naming the action that failed.
    public func run(
        input: RuntimeValue = .nothing, answers: [RuntimeValue] = [], services: any DeviceServices = NoDeviceServices(),
        clock: RunClock = .reference
    ) async throws(RunError) -> RunResult {
        let session = RunSession(runner: self, answers: answers, services: services, clock: clock)
        return try await session.run(input: input)
    }
}

/// What a question gets when the answers are used up.
public enum AnswerFallback: Sendable, Hashable {
    /// The run fails naming the action.
    case fail
    /// The first menu case, the first list item, the question's default answer (else empty text).
    case firstChoice
}
