import CloudTestSupport
import Foundation
import Testing

@testable import ShortcutCloud

// Tests that start the fake server open with `guard #available(macOS 14, …)`: Hummingbird 2
// needs macOS 14 and Swift Testing does not allow `@available` on tests or suites.

@Suite(.timeLimit(.minutes(1))) struct BulkFetcherTests {
    /// Every fault at once among healthy links: each failing link gets its own error, all
    /// others succeed, results come back in input order, and nothing outlives its timeout.
    @Test func mixedFaultsEachGetTheirOwnResult() async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
        let healthy = (0..<12).map {
            FakeShortcut(
                id: ShortcutIDs.id(100 + $0), name: "ok \($0)", actions: sampleActions,
                shape: $0 % 3 == 0 ? .legacy2018 : .current)
        }
        let faulty: [FakeShortcut] = [
            .init(id: ShortcutIDs.id(1), name: "404", actions: [], fault: .notFound),
            .init(id: ShortcutIDs.id(2), name: "500 always", actions: [], fault: .serverError(times: .max)),
            .init(id: ShortcutIDs.id(3), name: "500 twice", actions: [], fault: .serverError(times: 2)),
            .init(id: ShortcutIDs.id(4), name: "429 once", actions: [], fault: .rateLimited(retryAfter: "1", times: 1)),
            .init(id: ShortcutIDs.id(5), name: "cut", actions: [], fault: .truncatedBody),
            .init(id: ShortcutIDs.id(6), name: "bad json", actions: [], fault: .malformedJSON),
            .init(id: ShortcutIDs.id(7), name: "hang", actions: [], fault: .hang),
            .init(id: ShortcutIDs.id(8), name: "slow", actions: [], fault: .latency(.milliseconds(300))),
        ]
        var inputs = healthy.map { "https://www.icloud.com/shortcuts/\($0.id)" }
        inputs.insert(contentsOf: faulty.map(\.id), at: 5)
        inputs.insert("https://example.com/shortcuts/\(ShortcutIDs.id(9))", at: 2)
        inputs.append("not a link")

        try await FakeICloudServer.with(healthy + faulty) { server in
            try await withTestClient(server, timeout: .milliseconds(600)) { client in
                let fetcher = BulkFetcher(client: client, configuration: .init(concurrency: 4, retry: quickRetry))
                let progress = ProgressLog()
                let start = ContinuousClock.now
                let results = await fetcher.fetchMetadata(inputs) { progress.append($0) }
                let elapsed = ContinuousClock.now - start
                // Worst case: the hanging link, 3 attempts × (0.6 s + grace) + backoff.
                #expect(elapsed < .seconds(8), "took \(elapsed)")

                #expect(results.map(\.input) == inputs, "input order")
                func result(_ id: String) -> BulkResult<ShortcutMetadata>? { results.first { $0.link?.id == id } }
                for h in healthy {
                    #expect(result(h.id)?.value?.name == h.name)
                    #expect(result(h.id)?.attempts == 1)
                }
                #expect(result(ShortcutIDs.id(1))?.error == .notFound(id: ShortcutIDs.id(1), resource: .record))
                #expect(result(ShortcutIDs.id(1))?.attempts == 1, "404 is not retried")
                #expect(
                    result(ShortcutIDs.id(2))?.error == .server(id: ShortcutIDs.id(2), status: 500, resource: .record))
                #expect(result(ShortcutIDs.id(2))?.attempts == 3)
                #expect(result(ShortcutIDs.id(3))?.value?.name == "500 twice", "succeeds on the third try")
                #expect(result(ShortcutIDs.id(3))?.attempts == 3)
                #expect(result(ShortcutIDs.id(4))?.value?.name == "429 once")
                #expect(result(ShortcutIDs.id(4))?.attempts == 2)
                #expect(result(ShortcutIDs.id(5))?.error?.isTransient == true)
                #expect(result(ShortcutIDs.id(5))?.attempts == 3)
                if case .malformedResponse(let id, _)? = result(ShortcutIDs.id(6))?.error {
                    #expect(id == ShortcutIDs.id(6))
                } else {
                    Issue.record("malformed JSON: \(String(describing: result(ShortcutIDs.id(6))?.error))")
                }
                #expect(result(ShortcutIDs.id(7))?.error == .timeout(id: ShortcutIDs.id(7), after: .milliseconds(600)))
                #expect(result(ShortcutIDs.id(8))?.value?.name == "slow")
                #expect(results[2].error == .invalidLink(input: inputs[2], reason: .unsupportedHost("example.com")))
                #expect(results.last?.error == .invalidLink(input: "not a link", reason: .invalidID("not a link")))
                #expect(results.last?.attempts == 0)

                let events = progress.events
                #expect(events.last == BulkProgress(completed: inputs.count, failed: 7, total: inputs.count))
                #expect(events.map(\.completed) == events.map(\.completed).sorted(), "monotonic")
            }
            #expect(await server.state.requests(ShortcutIDs.id(3)) == 3)
        }
    }

    @Test func concurrencyIsBoundedAndUsed() async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
        let fakes = (0..<24).map { FakeShortcut(id: ShortcutIDs.id($0), name: "n\($0)", actions: []) }
        try await FakeICloudServer.with(fakes, latency: .milliseconds(60)) { server in
            try await withTestClient(server) { client in
                let fetcher = BulkFetcher(client: client, configuration: .init(concurrency: 4, stagger: .none))
                let results = await fetcher.fetchMetadata(fakes.map(\.id))
                #expect(results.allSatisfy { $0.value != nil })
                let peak = await server.state.maxInFlight
                #expect(peak <= 4, "at most 4 in flight, saw \(peak)")
                // Requests overlap (wall-clock speed is the benchmark's job: it is load-sensitive).
                #expect(peak >= 3, "the bound is actually used, saw \(peak)")
            }
        }
    }

    @Test func retryAfterDateFormIsHonoured() async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
        let fake = FakeShortcut(
            id: ShortcutIDs.id(1), name: "rl", actions: [], fault: .rateLimitedUntil(secondsAhead: 1, times: 1))
        let noHeader = FakeShortcut(
            id: ShortcutIDs.id(2), name: "rl2", actions: [], fault: .rateLimited(retryAfter: nil, times: 2))
        try await FakeICloudServer.with([fake, noHeader]) { server in
            try await withTestClient(server) { client in
                let fetcher = BulkFetcher(
                    client: client, configuration: .init(concurrency: 2, stagger: .none, retry: quickRetry))
                let start = ContinuousClock.now
                let results = await fetcher.fetchMetadata([fake.id, noHeader.id])
                let elapsed = ContinuousClock.now - start
                #expect(results[0].value?.name == "rl")
                #expect(results[1].value?.name == "rl2", "429 without Retry-After backs off exponentially")
                #expect(results[1].attempts == 3)
                // The date is more than one second ahead when sent, and its wait was honoured.
                #expect(elapsed > .milliseconds(950), "waited \(elapsed)")
                #expect(elapsed < .seconds(5))
            }
        }
    }

    @Test func tooLongRetryAfterIsReportedNotWaited() async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
        let fake = FakeShortcut(
            id: ShortcutIDs.id(1), name: "rl", actions: [], fault: .rateLimited(retryAfter: "3600", times: .max))
        try await FakeICloudServer.with([fake]) { server in
            try await withTestClient(server) { client in
                let fetcher = BulkFetcher(client: client, configuration: .init(retry: quickRetry))
                let results = await fetcher.fetchMetadata([fake.id])
                #expect(results[0].error == .rateLimited(id: fake.id, retryAfter: .seconds(3600)))
                #expect(results[0].attempts == 1)
            }
        }
    }

    @Test func cacheServesRepeatsAndCanBeBypassed() async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
        let fakes = (0..<3).map { FakeShortcut(id: ShortcutIDs.id($0), name: "c\($0)", actions: sampleActions) }
        let dir = try TempDir()
        defer { dir.cleanup() }
        try await FakeICloudServer.with(fakes) { server in
            try await withTestClient(server) { client in
                let cache = MetadataCache(directory: dir.url, ttl: .seconds(600))
                let fetcher = BulkFetcher(client: client, cache: cache)
                let first = await fetcher.fetchMetadata(fakes.map(\.id))
                let second = await fetcher.fetchMetadata(fakes.map(\.id) + [fakes[0].id])
                #expect(first.map(\.value) == second.prefix(3).map(\.value))
                #expect(second.allSatisfy { $0.attempts == 0 }, "served from disk")
                for f in fakes { #expect(await server.state.requests(f.id) == 1) }

                var bypass = cache
                bypass.bypass = true
                let third = await BulkFetcher(client: client, cache: bypass).fetchMetadata([fakes[1].id])
                #expect(third[0].value?.name == "c1")
                #expect(await server.state.requests(fakes[1].id) == 2)

                // Downloads are never cached (their URLs expire) but metadata still is.
                let shortcuts = await fetcher.fetchShortcuts([fakes[2].id], decoder: ShortcutModelDecoder())
                #expect(shortcuts[0].value?.metadata.actionCount == 3)
                #expect(await server.state.requests(fakes[2].id) == 1)
                #expect(await server.state.assetRequests[fakes[2].id] == 1)
            }
        }
    }

    @Test func staleCachedURLsAreRefetched() async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
        let fake = FakeShortcut(id: ShortcutIDs.id(1), name: "fresh", actions: sampleActions)
        let dir = try TempDir()
        defer { dir.cleanup() }
        try await FakeICloudServer.with([fake]) { server in
            try await withTestClient(server) { client in
                let cache = MetadataCache(directory: dir.url)
                // A cached entry whose download URL no longer works.
                var stale = ShortcutMetadata(
                    id: fake.id, recordName: ShortcutIDs.recordName(fake.id), name: "stale", iCloudLink: "x")
                stale.shortcutURL =
                    "\(server.baseURL.absoluteString)/assets/\(ShortcutIDs.id(99))/unsigned/shortcut.plist"
                try cache.store(stale)
                let results = await BulkFetcher(client: client, cache: cache).fetchShortcuts(
                    [fake.id], decoder: ShortcutModelDecoder())
                #expect(results[0].value?.metadata.name == "fresh")
                #expect(results[0].value?.metadata.actionCount == 3)
                #expect(await server.state.requests(fake.id) == 1, "record fetched once after the stale download")
                #expect(cache.load(id: fake.id)?.name == "fresh", "cache repaired")
            }
        }
    }

    @Test func emptyAndAllInvalidInputs() async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
        try await FakeICloudServer.with([]) { server in
            try await withTestClient(server) { client in
                let fetcher = BulkFetcher(client: client)
                #expect(await fetcher.fetchMetadata([]).isEmpty)
                let results = await fetcher.fetchMetadata(["x", "https://icloud.com/shortcuts/zz"])
                #expect(results.allSatisfy { if case .invalidLink? = $0.error { true } else { false } })
            }
        }
    }

    @Test func cancellationStopsPromptly() async throws {
        guard #available(macOS 14, iOS 17, tvOS 17, visionOS 1, *) else { return }
        let fakes = (0..<8).map { FakeShortcut(id: ShortcutIDs.id($0), name: "h\($0)", actions: [], fault: .hang) }
        try await FakeICloudServer.with(fakes) { server in
            try await withTestClient(server, timeout: .seconds(20)) { client in
                let fetcher = BulkFetcher(client: client, configuration: .init(concurrency: 4))
                let task = Task { await fetcher.fetchMetadata(fakes.map(\.id)) }
                try await Task.sleep(for: .milliseconds(300))
                let start = ContinuousClock.now
                task.cancel()
                let results = await task.value
                #expect(ContinuousClock.now - start < .seconds(3))
                #expect(results.count == 8)
                #expect(results.allSatisfy { if case .cancelled? = $0.error { true } else { false } })
            }
        }
    }
}

/// Thread-safe collector for progress callbacks.
final class ProgressLog: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [BulkProgress] = []
    func append(_ p: BulkProgress) {
        lock.lock()
        items.append(p)
        lock.unlock()
    }
    var events: [BulkProgress] {
        lock.lock()
        defer { lock.unlock() }
        return items
    }
}
