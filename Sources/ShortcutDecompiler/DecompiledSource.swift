/// The Swift text of one decompiled shortcut and how it was written.
public struct DecompiledSource: Sendable, Hashable {
    /// The source file's text.
    public var text: String
    /// The function that rebuilds the shortcut.
    public var functionName: String
    public var statistics: DecompileStatistics

    public init(text: String, functionName: String, statistics: DecompileStatistics) {
        self.text = text
        self.functionName = functionName
        self.statistics = statistics
    }
}
