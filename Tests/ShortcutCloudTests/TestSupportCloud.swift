import CloudTestSupport
import Foundation
import Testing

@testable import ShortcutCloud

/// Locates `shared/corpus` next to the package root (symlinks resolved, so dev packages that
/// link this folder find the real checkout).
enum CloudCorpus {
    static let directory: URL? = {
        var dir = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        while dir.path != "/" {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
                let corpus = dir.deletingLastPathComponent().appendingPathComponent("shared/corpus/icloud-json")
                return FileManager.default.fileExists(atPath: corpus.path) ? corpus : nil
            }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }()

    static var isAvailable: Bool {
        if directory == nil { print("note: shared/corpus/icloud-json not found; corpus tests skipped") }
        return directory != nil
    }

    static func files() throws -> [URL] {
        guard let directory else { return [] }
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
