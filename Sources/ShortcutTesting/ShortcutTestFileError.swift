/// Why a test file is not valid, and where: a line and column for JSON that does not parse,
/// else the test and the key (`tests[1] “greets”, expect.output`).
public struct ShortcutTestFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Equatable {
        /// The file is larger than ``ShortcutTestFile/maximumBytes``.
        case tooLarge(bytes: Int, limit: Int)
        /// The bytes are not UTF-8 text.
        case notText
        /// The JSON does not parse (the runtime parser's message).
        case invalidJSON(String)
        /// A key holds a value of another kind.
        case wrongType(expected: String, found: String)
        /// A required key is missing.
        case missingKey
        /// A key the format does not define (a typo would otherwise be ignored).
        case unknownKey
        /// A value of the right kind that cannot be used (an unknown time zone, an empty name, …).
        case invalidValue(String)
        /// Two tests of the file have the same name.
        case duplicateName
        /// More tests than ``ShortcutTestFile/maximumTests``.
        case tooManyTests(limit: Int)
    }

    /// Where in the file.
    public enum Location: Sendable, Equatable {
        /// The file as a whole.
        case file
        /// 1-based line and column (UTF-8 bytes) of a JSON syntax error.
        case position(line: Int, column: Int)
        /// A key path (`shortcut`, `stubs`, `tests[2].expect.output`), with the test's name when
        /// the key is inside a test.
        case key(path: String, testName: String?)
    }

    public var reason: Reason
    public var location: Location

    public init(_ reason: Reason, at location: Location) {
        self.reason = reason
        self.location = location
    }

    /// What went wrong, without where.
    public var message: String {
        switch reason {
        case .tooLarge(let bytes, let limit): "the file has \(bytes) bytes, more than the \(limit) a test file may have"
        case .notText: "not UTF-8 text"
        case .invalidJSON(let message): "invalid JSON: \(message)"
        case .wrongType(let expected, let found): "expected \(expected), found \(found)"
        case .missingKey: "missing"
        case .unknownKey: "unknown key (see Docs/Testing.md for the format)"
        case .invalidValue(let message): message
        case .duplicateName: "another test has the same name"
        case .tooManyTests(let limit): "more than \(limit) tests"
        }
    }

    /// `line 3, column 14: invalid JSON: …` or `tests[1] “greets”, key expect.output: expected …`.
    public var description: String {
        let line: String
        switch location {
        case .file: line = message
        case .position(let number, let column): line = "line \(number), column \(column): \(message)"
        case .key(let path, let testName):
            let test = testName.map { " (test “\($0)”)" } ?? ""
            line = "key \(path)\(test): \(message)"
        }
        return line.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")
    }
}
