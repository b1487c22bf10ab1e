import Foundation
import FuzzTargets
import GalleryFuzzTargets
import Testing

extension GalleryFuzzTarget {
    /// ``run(_:)`` on a dispatch thread: it blocks its thread on a semaphore until the import task
    /// finishes, which on the cooperative pool (2 threads here) could leave that task no thread.
    func runOffThePool(_ data: Data) async throws -> FuzzOutcome {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Result { try run(data) }) }
        }
    }
}

/// What the upload target makes of real uploads (the project's examples, as the add page's
/// multipart form and as the API's raw body) and of bad ones: accepted, or rejected with a 4xx,
/// never a broken promise.
@Suite struct GalleryFuzzTargetTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    static func multipart(_ file: Data, name: String, boundary: String = "----fuzz-test") -> Data {
        var body = Data("multipart/form-data; boundary=\(boundary)\n".utf8)
        body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(name)\"\r\n".utf8)
        body += Data("Content-Type: application/octet-stream\r\n\r\n".utf8) + file
        body += Data("\r\n--\(boundary)\r\nContent-Disposition: form-data; name=\"uploader\"\r\n\r\nann\r\n".utf8)
        body += Data("--\(boundary)--\r\n".utf8)
        return body
    }

    @Test func everyExampleIsAcceptedAsAFormAndAsARawBody() async throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.examples, includingPropertiesForKeys: nil)
            .filter { ["shortcut", "plist"].contains($0.pathExtension) }
        #expect(files.count >= 3)
        for url in files {
            let data = try Data(contentsOf: url)
            let form = Self.multipart(data, name: url.lastPathComponent)
            #expect(try await GalleryFuzzTarget.upload.runOffThePool(form) == .accepted)
            let raw = Data("application/octet-stream\n".utf8) + data
            #expect(try await GalleryFuzzTarget.upload.runOffThePool(raw) == .accepted)
        }
    }

    @Test(arguments: [
        "", "\n", "multipart/form-data; boundary=x\n--x\r\nContent-Disposition: form-data; name=\"file\"\r\n\r\n",
        "multipart/form-data; boundary=x\n--x--\r\n", "text/plain\nnot a shortcut",
        "multipart/form-data; boundary=\"\"\n--\r\n\r\n", "application/x-www-form-urlencoded\na=%ZZ&&=&b=%E2%82",
    ])
    func badUploadsAreRejectedWithoutBreakingAPromise(_ input: String) async throws {
        guard case .rejected = try await GalleryFuzzTarget.upload.runOffThePool(Data(input.utf8)) else {
            Issue.record("accepted: \(input.debugDescription)")
            return
        }
    }
}
