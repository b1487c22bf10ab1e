/// Why a tool call failed: the text of the MCP tool error (`isError: true`) the agent reads.
///
/// Every failure names its cause and where it is: the argument (`path`, `program.actions[3]`), and
/// for a run or a build the action or step. The server never turns one into a crash or a JSON-RPC
/// error; only an unknown tool name is a protocol error (``ShortcutToolbox/call(_:arguments:)``).
public struct MCPToolError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Equatable {
        /// A required argument is missing.
        case missingArgument
        /// An argument has the wrong JSON type (`expected`: "a string", "an integer", …).
        case wrongType(expected: String)
        /// An argument has a value the tool cannot use (an unknown enum case, an empty query, …).
        case invalidValue(String)
        /// The call names an argument the tool does not take.
        case unknownArgument
        /// A path leads outside the server's root folder (`..`, an absolute path elsewhere, a
        /// symbolic link out).
        case outsideRoot(String)
        /// A path names nothing, or a folder where a file is needed.
        case notFound(String)
        /// A file could not be read or written.
        case io(String)
        /// The bytes are not a shortcut (the reader's message, with its byte offset or key path).
        case notAShortcut(String)
        /// The catalog names no such action.
        case unknownAction(String)
        /// The JSON program does not build (the program reader's message, naming the step).
        case build(String)
        /// The run stopped with a failure (the runtime's message, naming the action).
        case run(String)
        /// Signing or verifying failed.
        case signing(String)
        /// Fetching from iCloud failed.
        case fetch(String)
        /// The server was not started with what the tool needs (`--allow-network`, an identity).
        case notEnabled(String)
        /// A resource the server ships is missing or damaged.
        case resource(String)
    }

    /// What went wrong.
    public var reason: Reason
    /// The tool that failed.
    public var tool: String
    /// Where: the argument or key path (`path`, `answers[2]`), nil when the whole call is meant.
    public var location: String?

    /// A failure of `tool`, at `location`.
    public init(_ reason: Reason, tool: String, location: String? = nil) {
        self.reason = reason
        self.tool = tool
        self.location = location
    }

    /// One line: `check_shortcut: path: "../x" leads outside the root folder`.
    public var description: String {
        var text = tool + ": "
        if let location { text += location + ": " }
        switch reason {
        case .missingArgument: text += "missing (the tool needs this argument)"
        case .wrongType(let expected): text += "must be \(expected)"
        case .invalidValue(let detail): text += detail
        case .unknownArgument: text += "the tool takes no such argument"
        case .outsideRoot(let detail): text += detail
        case .notFound(let detail): text += detail
        case .io(let detail): text += detail
        case .notAShortcut(let detail): text += "not a shortcut: \(detail)"
        case .unknownAction(let identifier): text += "the catalog knows no action “\(identifier)”"
        case .build(let detail): text += "the program does not build: \(detail)"
        case .run(let detail): text += "the run failed: \(detail)"
        case .signing(let detail): text += "signing failed: \(detail)"
        case .fetch(let detail): text += "fetching failed: \(detail)"
        case .notEnabled(let detail): text += detail
        case .resource(let detail): text += detail
        }
        return text
    }
}
