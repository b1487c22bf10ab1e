/// A warning the builder found in a program that still builds (an unknown parameter key, an
/// unlisted action), naming the step by its path.
public struct ProgramDiagnostic: Sendable, Equatable, Hashable, Codable, CustomStringConvertible {
    /// Where: `actions[2].params.WFFoo`.
    public var path: String
    /// What.
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}
