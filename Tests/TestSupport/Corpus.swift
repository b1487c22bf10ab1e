import Foundation
import Testing

/// The shared development corpus (`../shared/corpus` beside the package), read by tests.
/// Tests never copy these files; when the folder is absent they skip with a visible message, and
/// under CI they fail (``Prerequisite``).
public enum Corpus {
    /// The package root: the nearest folder above this file that holds `Package.swift`.
    public static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
            url.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }()

    /// `../shared` relative to the package root.
    public static let shared: URL = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")

    /// `../shared/corpus`.
    public static let root: URL = shared.appendingPathComponent("corpus")

    /// True when the corpus is present.
    public static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent("MANIFEST.tsv").path)
    }

    /// The condition for a corpus test's `.enabled(if:)` trait (see ``Prerequisite/runs(when:_:)``).
    public static var runs: Bool { Prerequisite.runs(when: isAvailable, "the corpus at \(root.path)") }

    /// Says why a corpus test does nothing: a note in the log, or a test failure under CI.
    public static func noteMissing(
        _ test: String = #function, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        Prerequisite.missing(
            "the corpus at \(root.path)", test: test, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Every manifest row.
    public static func manifest() throws -> [ManifestEntry] {
        if !isAvailable { noteMissing() }
        let text = try String(contentsOf: root.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        guard !lines.isEmpty else { return [] }
        let header = lines.removeFirst().components(separatedBy: "\t")
        return lines.map { line in
            let cells = line.components(separatedBy: "\t")
            var fields: [String: String] = [:]
            for (index, name) in header.enumerated() where index < cells.count { fields[name] = cells[index] }
            return ManifestEntry(fields: fields)
        }
    }

    /// Manifest rows of the given kinds (`binary`, `xml`, `signed`, `icloud-json`, `intentdefinition`).
    public static func entries(kinds: Set<String>) throws -> [ManifestEntry] {
        try manifest().filter { kinds.contains($0.kind) }
    }
}

/// One row of `MANIFEST.tsv`.
public struct ManifestEntry: Sendable, CustomStringConvertible {
    public var fields: [String: String]

    public var file: String { fields["file"] ?? "" }
    public var kind: String { fields["kind"] ?? "" }
    public var url: URL { Corpus.root.appendingPathComponent(file) }
    public var actions: Int? { fields["actions"].flatMap { Int($0) } }
    public var clientVersion: String? { fields["client_version"].flatMap { $0.isEmpty ? nil : $0 } }
    public var maxControlFlowDepth: Int? { fields["max_cf_depth"].flatMap { Int($0) } }
    public var signing: String { fields["signing"] ?? "" }
    public var importQuestions: Int? { fields["import_questions"].flatMap { Int($0) } }

    public func data() throws -> Data { try Data(contentsOf: url) }
    public var description: String { file }
}
