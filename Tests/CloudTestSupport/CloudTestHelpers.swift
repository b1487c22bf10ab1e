import Foundation

@testable import ShortcutCloud

/// A fresh temporary directory, removed by the caller with `cleanup`.
package struct TempDir {
    package let url: URL
    package init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("cloud-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    package func cleanup() { try? FileManager.default.removeItem(at: url) }
}

/// A client against `server` with a short timeout, for tests.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
package func withTestClient<T>(
    _ server: FakeICloudServer, timeout: Duration = .seconds(5), connections: Int = 16,
    _ body: (ICloudClient) async throws -> T
) async throws -> T {
    try await ICloudClient.withHTTPClient(maxConnectionsPerHost: connections) { http in
        try await body(ICloudClient(httpClient: http, apiBase: server.baseURL, requestTimeout: timeout))
    }
}

/// Fast retries so fault tests stay short.
package let quickRetry = RetryPolicy(maxAttempts: 3, initialDelay: .milliseconds(20), maxDelay: .milliseconds(100))

package let sampleActions = [
    "is.workflow.actions.gettext", "is.workflow.actions.showresult", "is.workflow.actions.comment",
]
