/// One Swift source file written by ``AppIntentsMigrator``.
public struct MigratedFile: Sendable, Equatable {
    /// The file name (`ImportAppIntent.swift`), unique within one migration.
    public var name: String
    /// The Swift source.
    public var contents: String

    /// A file called `name` holding `contents`.
    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}
