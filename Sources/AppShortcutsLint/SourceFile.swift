/// One input file: its path as the user named it and its bytes.
public struct SourceFile: Sendable, Equatable {
    /// What the linter does with a file, decided by its extension.
    public enum Kind: Sendable, Equatable {
        case swift, strings, catalog
    }

    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// `.swift`, `.strings` or `.xcstrings`; nil for anything else.
    public var kind: Kind? {
        if path.hasSuffix(".swift") { return .swift }
        if path.hasSuffix(".strings") { return .strings }
        if path.hasSuffix(".xcstrings") { return .catalog }
        return nil
    }
}
