import CloudTestSupport
import Foundation
import TestSupport
import Testing

@testable import ShortcutCloud

/// The iCloud responses of the corpus (`../shared/corpus/icloud-json`, TestSupport's ``Corpus``).
enum CloudCorpus {
    static var directory: URL? {
        let folder = Corpus.root.appendingPathComponent("icloud-json")
        return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
    }

    /// The `.enabled(if:)` condition (see TestSupport's ``Prerequisite``).
    static var runs: Bool { Prerequisite.runs(when: directory != nil, "../shared/corpus/icloud-json") }

    static func files() throws -> [URL] {
        guard let directory else {
            Prerequisite.missing("../shared/corpus/icloud-json")
            return []
        }
        return try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}

/// The ``ShortcutCloudError`` `body` throws, or nil when it succeeds.
func cloudError<T>(_ body: () async throws -> T) async -> ShortcutCloudError? {
    do {
        _ = try await body()
        return nil
    } catch let error as ShortcutCloudError {
        return error
    } catch {
        Issue.record("unexpected error type: \(error)")
        return nil
    }
}
