/// A place in a text file: path, 1-based line and 1-based column (counted in UTF-8 bytes, as the
/// Swift compiler counts them).
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The file as the user named it.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }
}
