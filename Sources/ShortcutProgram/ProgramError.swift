/// Why a program could not be read or built, and where: the step's path
/// (`actions[2].then[0].params.WFInput`) and, for malformed JSON, the line and column.
public struct ProgramError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, independent of where.
    public enum Reason: Sendable, Equatable {
        /// The text is not JSON (the message says what the reader expected).
        case malformedJSON(String)
        /// A value of the wrong JSON type: what the key needs and what was found.
        case wrongType(expected: String, found: String)
        /// A required key is missing.
        case missingKey(String)
        /// A key the format does not have here (a typo, usually); the allowed keys are listed.
        case unknownKey(String, allowed: [String])
        /// A step object that is none of `action`, `if`, `repeat`, `for each`, `menu`, or more than one.
        case unknownStep(keys: [String])
        /// An action identifier the catalog does not list (mark it `"unlisted": true` to keep it).
        case unknownAction(String)
        /// An `is` word that is not one of the app's conditions (listed).
        case unknownCondition(String, allowed: [String])
        /// An enumeration value that is not one of the catalog's values (listed).
        case invalidEnumeration(value: String, allowed: [String])
        /// A `{{NAME}}` that names no earlier `as`, variable or global.
        case undefinedPlaceholder(String)
        /// A `{{` without its `}}`, or an empty placeholder.
        case malformedPlaceholder(String)
        /// A block without its body (`then`, `do`, `cases`), or a menu case without `do`.
        case missingBody(String)
        /// A value that does not fit where it is (`is between` without `[low, high]`, …).
        case invalidValue(String)
        /// Steps nested deeper than ``ProgramLimits/maximumDepth``.
        case nestingTooDeep(limit: Int)
    }

    public var reason: Reason
    /// Where: the key path from the program's root (`actions[2].then[0]`); empty for the whole text.
    public var path: String
    /// 1-based line and column in the JSON text, for ``Reason/malformedJSON(_:)``.
    public var line: Int?
    public var column: Int?

    public init(_ reason: Reason, path: String, line: Int? = nil, column: Int? = nil) {
        self.reason = reason
        self.path = path
        self.line = line
        self.column = column
    }

    /// One line: where, then what (`actions[2].then[0]: unknown action 'shwresult'`).
    public var description: String {
        let what: String
        switch reason {
        case .malformedJSON(let message): what = "malformed JSON: \(message)"
        case .wrongType(let expected, let found): what = "expected \(expected), found \(found)"
        case .missingKey(let key): what = "missing key '\(key)'"
        case .unknownKey(let key, let allowed):
            what = "unknown key '\(key)'; allowed here: \(allowed.joined(separator: ", "))"
        case .unknownStep(let keys):
            what =
                keys.isEmpty
                ? "a step needs one of 'action', 'if', 'repeat', 'for each', 'menu'"
                : "not a step (keys: \(keys.joined(separator: ", "))); a step has one of 'action', 'if', 'repeat', "
                    + "'for each', 'menu'"
        case .unknownAction(let identifier):
            what = "unknown action '\(identifier)' (mark it \"unlisted\": true to write it anyway)"
        case .unknownCondition(let word, let allowed):
            what = "unknown condition '\(word)'; one of: \(allowed.joined(separator: ", "))"
        case .invalidEnumeration(let value, let allowed):
            what = "'\(value)' is not one of: \(allowed.joined(separator: ", "))"
        case .undefinedPlaceholder(let name): what = "{{\(name)}} names nothing defined earlier"
        case .malformedPlaceholder(let text): what = "malformed placeholder in '\(text)'"
        case .missingBody(let key): what = "block without its '\(key)'"
        case .invalidValue(let message): what = message
        case .nestingTooDeep(let limit): what = "steps nested deeper than \(limit)"
        }
        let place: String
        if let line, let column {
            place = path.isEmpty ? "line \(line):\(column)" : "\(path) (line \(line):\(column))"
        } else {
            place = path.isEmpty ? "program" : path
        }
        return "\(place): \(what)"
    }
}

/// Bounds the reader and builder enforce, so hostile programs fail with an error instead of
/// exhausting the stack or memory.
public enum ProgramLimits {
    /// Deepest block nesting accepted (real shortcuts stay below 30).
    public static let maximumDepth = 100
    /// Deepest JSON nesting the reader accepts (steps take three levels each, values more).
    public static let maximumJSONDepth = 400
}
