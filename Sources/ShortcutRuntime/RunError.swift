/// Why a run failed, and which action failed: the one line `shortcut run` prints.
public struct RunError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Equatable {
        /// A device-bound action (location, contacts, photos, other apps' intents, …) ran and no
        /// stub gave its output.
        case needsStub
        /// An action the runtime does not implement yet (and no stub gave its output).
        case notSupported
        /// Get Contents of URL without network access or a stub for the URL; no request was made.
        case networkDisabled(url: String)
        /// Run Shell Script in a run that was not allowed to run shell scripts; nothing ran.
        case shellDisabled
        /// The request failed or its answer was refused.
        case network(String)
        /// Ask for Input, Choose from Menu or Choose from List found no answer left.
        case noAnswer(prompt: String)
        /// The answer does not fit the question (a menu title that is not an item, …).
        case invalidAnswer(String)
        /// A parameter has a value the action cannot use.
        case invalidParameter(key: String, message: String)
        /// The run took more than ``RunLimits/maximumSteps`` actions.
        case tooManySteps(limit: Int)
        /// The run took longer than ``RunLimits/timeout``.
        case timedOut(seconds: Double)
        /// A value grew past a size bound (text length, list length, response size).
        case tooLarge(String)
        /// Run Shortcut nested deeper than ``RunLimits/maximumNesting``.
        case nestedTooDeep(limit: Int)
        /// Run Shortcut named a shortcut the run was not given.
        case shortcutNotFound(name: String)
        /// A regular expression is invalid, uses a feature the bounded engine lacks, or ran out of
        /// its step budget.
        case regularExpression(String)
        /// The action failed the way it fails in the app (dividing by zero, a file that is not
        /// there, …).
        case failed(String)
    }

    public var reason: Reason
    /// Index of the failing action in its shortcut; nil for failures before any action ran.
    public var actionIndex: Int?
    public var identifier: String?
    /// The action's name in the app (from the runtime's registry or the catalog).
    public var actionName: String?
    /// The Run Shortcut chain that led here, outermost first (empty in the shortcut being run).
    public var shortcutPath: [String]

    public init(
        _ reason: Reason, actionIndex: Int? = nil, identifier: String? = nil, actionName: String? = nil,
        shortcutPath: [String] = []
    ) {
        self.reason = reason
        self.actionIndex = actionIndex
        self.identifier = identifier
        self.actionName = actionName
        self.shortcutPath = shortcutPath
    }

    /// What went wrong, without the action.
    public var message: String {
        switch reason {
        case .needsStub: "needs a stub: it uses the device, give its output in the stubs"
        case .notSupported: "is not supported by the runtime yet (a stub can give its output)"
        case .networkDisabled(let url):
            "would fetch \(url): network access is off (pass --allow-network, or a stub for the URL)"
        case .shellDisabled: "would run a shell script: shell scripts are off (pass --allow-shell)"
        case .network(let message): "network: \(message)"
        case .noAnswer(let prompt): "needs an answer (\(prompt)) and the answers are used up"
        case .invalidAnswer(let message): "answer refused: \(message)"
        case .invalidParameter(let key, let message): "parameter \(key): \(message)"
        case .tooManySteps(let limit): "stopped after \(limit) steps (--max-steps)"
        case .timedOut(let seconds): "stopped after \(RuntimeCoercion.text(of: seconds)) s (--timeout)"
        case .tooLarge(let message): "too large: \(message)"
        case .nestedTooDeep(let limit): "Run Shortcut nested deeper than \(limit) shortcuts"
        case .shortcutNotFound(let name): "no shortcut named “\(name)” was given to the run"
        case .regularExpression(let message): "regular expression: \(message)"
        case .failed(let message): message
        }
    }

    /// `action 3 (Get Contents of URL, is.workflow.actions.downloadurl): …`, with the Run
    /// Shortcut chain in front when the failure is inside another shortcut.
    public var description: String {
        var line = ""
        if !shortcutPath.isEmpty { line += "in " + shortcutPath.map { "“\($0)”" }.joined(separator: " → ") + ", " }
        if let actionIndex {
            line += "action \(actionIndex)"
            let naming = [actionName, identifier].compactMap { $0 }
            if !naming.isEmpty { line += " (" + naming.joined(separator: ", ") + ")" }
            line += ": "
        }
        // One line whatever the texts inside hold (menu titles, prompts, file names).
        return (line + message).replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")
    }
}

/// A failure raised inside an action before the interpreter knows its index.
struct ActionFailure: Error {
    var reason: RunError.Reason
    init(_ reason: RunError.Reason) { self.reason = reason }
    static func failed(_ message: String) -> ActionFailure { ActionFailure(.failed(message)) }
    static func parameter(_ key: String, _ message: String) -> ActionFailure {
        ActionFailure(.invalidParameter(key: key, message: message))
    }
}
