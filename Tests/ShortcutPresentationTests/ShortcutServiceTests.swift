import Foundation
import ShortcutKit
import ShortcutPresentation
import TestSupport
import Testing

@Suite struct ShortcutServiceTests {
    /// Nothing listens on port 9 of the loopback address, so every request fails at once.
    let service = ShortcutService(
        apiBase: URL(string: "http://127.0.0.1:9")!,
        configuration: .init(concurrency: 2, stagger: .none, retry: RetryPolicy(maxAttempts: 1)))

    @Test(.timeLimit(.minutes(1))) func bulkLoadingGivesOneResultPerInputInOrder() async {
        let inputs = [
            "0123456789abcdef0123456789abcdef", "not a link",
            "https://www.icloud.com/shortcuts/ffffffffffffffffffffffffffffffff",
            "https://example.com/shortcuts/0123456789abcdef0123456789abcdef",
        ]
        let results = await service.fetchMetadata(from: inputs)
        #expect(results.count == inputs.count)
        guard results.count == 4 else { return }
        #expect(throws: ShortcutError.invalidURL("not a link")) { try results[1].get() }
        #expect(throws: ShortcutError.invalidURL(inputs[3])) { try results[3].get() }
        for index in [0, 2] {
            guard case .failure(.networkError) = results[index] else {
                Issue.record("input \(index): \(results[index])")
                continue
            }
        }
    }

    @Test(.timeLimit(.minutes(1))) func aSingleBadLinkFailsWithoutARequest() async {
        await #expect(throws: ShortcutError.invalidURL("abc123")) { try await service.fetchMetadata(from: "abc123") }
        await #expect(throws: ShortcutError.invalidURL("abc123")) {
            try await service.fetchShortcut(from: "abc123", resources: PresentationFixtures.resources)
        }
    }

    @Test(.timeLimit(.minutes(1))) func anUnreachableFileIsANetworkError() async {
        do {
            _ = try await service.fetchShortcut(
                from: "0123456789abcdef0123456789abcdef", resources: PresentationFixtures.resources)
            Issue.record("loaded from a closed port")
        } catch {
            guard case .networkError = error else {
                Issue.record("\(error)")
                return
            }
        }
    }
}
