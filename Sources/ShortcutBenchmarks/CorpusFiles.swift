import Foundation

/// The development corpus as the benchmark sees it: `../shared/corpus` from the current
/// folder, or the folder given with `--corpus`.
struct CorpusFiles {
    var root: URL
    var binary: [Data] = []
    var xml: [Data] = []
    var signed: [Data] = []
    var signedNames: [String] = []

    init(root: URL) throws {
        self.root = root
        binary = try Self.files(in: root.appendingPathComponent("binary")).map { try Data(contentsOf: $0) }
        xml = try Self.files(in: root.appendingPathComponent("xml")).map { try Data(contentsOf: $0) }
        let signedURLs = try Self.files(in: root.appendingPathComponent("signed"))
        signed = try signedURLs.map { try Data(contentsOf: $0) }
        signedNames = signedURLs.map(\.path)
    }

    static func files(in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { !$0.hasDirectoryPath }
            .sorted { $0.path < $1.path }
    }

    var unsigned: [Data] { binary + xml }
    var unsignedBytes: Int { unsigned.reduce(0) { $0 + $1.count } }
}
