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

/// A fresh temporary directory, removed by the caller with `cleanup`.
struct TempDir {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("cloud-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    func cleanup() { try? FileManager.default.removeItem(at: url) }
}

/// A client against `server` with a short timeout, for tests.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
func withTestClient<T>(
    _ server: FakeICloudServer, timeout: Duration = .seconds(5), connections: Int = 16,
    _ body: (ICloudClient) async throws -> T
) async throws -> T {
    try await ICloudClient.withHTTPClient(maxConnectionsPerHost: connections) { http in
        try await body(ICloudClient(httpClient: http, apiBase: server.baseURL, requestTimeout: timeout))
    }
}

/// Fast retries so fault tests stay short.
let quickRetry = RetryPolicy(maxAttempts: 3, initialDelay: .milliseconds(20), maxDelay: .milliseconds(100))

let sampleActions = ["is.workflow.actions.gettext", "is.workflow.actions.showresult", "is.workflow.actions.comment"]

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
