import Foundation

/// The outcome for one input of a bulk fetch.
public struct BulkResult<Value: Sendable>: Sendable {
    /// The input exactly as given.
    public var input: String
    /// The parsed link, or `nil` when the input was rejected.
    public var link: ShortcutLink?
    public var result: Result<Value, ShortcutCloudError>
    /// Requests made for this input's last stage (0 for invalid links and cache hits).
    public var attempts: Int

    public var value: Value? { try? result.get() }
    public var error: ShortcutCloudError? {
        if case .failure(let e) = result { e } else { nil }
    }
}

/// Progress of a bulk fetch, reported after each input completes.
public struct BulkProgress: Sendable, Equatable {
    public var completed: Int
    public var failed: Int
    public var total: Int
}

/// Fetches many links at once: at most ``Configuration/concurrency`` requests in flight, a small
/// random stagger, retries per ``RetryPolicy``, an optional disk cache, and one result per input
/// **in input order** — a failing link never affects the others.
public struct BulkFetcher: Sendable {
    /// How a bulk fetch runs: how many inputs at once, how starts are staggered, and retries.
    public struct Configuration: Sendable, Equatable {
        /// Maximum inputs being worked on at once (each has at most one request in flight).
        public var concurrency: Int
        /// How the first requests are spread out in time.
        public var stagger: StaggerPolicy
        /// When and how often a failed request is tried again.
        public var retry: RetryPolicy

        public init(
            concurrency: Int = 8, stagger: StaggerPolicy = .initialBurst(.milliseconds(50)),
            retry: RetryPolicy = RetryPolicy()
        ) {
            self.concurrency = max(1, concurrency)
            self.stagger = stagger
            self.retry = retry
        }
    }

    package var client: ICloudClient
    package var configuration: Configuration
    /// Metadata cache; `nil` disables caching.
    package var cache: MetadataCache?

    public init(client: ICloudClient, configuration: Configuration = Configuration(), cache: MetadataCache? = nil) {
        self.client = client
        self.configuration = configuration
        self.cache = cache
    }

    /// Metadata for every input (id or share URL).
    public func fetchMetadata(
        _ inputs: [String], progress: (@Sendable (BulkProgress) -> Void)? = nil
    ) async -> [BulkResult<ShortcutMetadata>] {
        await run(inputs, progress: progress) { link, attempts async throws(ShortcutCloudError) in
            try await metadata(for: link, attempts: &attempts)
        }
    }

    /// Metadata, file and decoded model for every input. Metadata may come from the cache;
    /// the file is always downloaded afresh, retried like the record.
    public func fetchShortcuts<D: ShortcutDecoding>(
        _ inputs: [String], decoder: D, progress: (@Sendable (BulkProgress) -> Void)? = nil
    ) async -> [BulkResult<DecodedShortcut<D.Decoded>>] {
        await run(inputs, progress: progress) { link, attempts async throws(ShortcutCloudError) in
            try await shortcut(for: link, decoder: decoder, attempts: &attempts)
        }
    }

    /// Metadata (cached or fresh), then the file, decoded. When cached metadata's download
    /// fails for good (its URLs may have been revoked early), the entry is dropped and the
    /// record fetched once more.
    public func shortcut<D: ShortcutDecoding>(
        for link: ShortcutLink, decoder: D, attempts: inout Int
    ) async throws(ShortcutCloudError) -> DecodedShortcut<D.Decoded> {
        let client = self.client
        let cached = cache?.load(id: link.id)
        let meta = try await metadata(for: link, attempts: &attempts)
        do {
            return try await retrying(id: link.id, attempts: &attempts) { () async throws(ShortcutCloudError) in
                try await client.fetchShortcut(metadata: meta, decoder: decoder)
            }
        } catch {
            guard cached != nil, Self.mayBeStale(error) else { throw error }
            cache?.remove(id: link.id)
            let fresh = try await metadata(for: link, attempts: &attempts)
            return try await retrying(id: link.id, attempts: &attempts) { () async throws(ShortcutCloudError) in
                try await client.fetchShortcut(metadata: fresh, decoder: decoder)
            }
        }
    }

    /// Errors a stale download URL produces.
    static func mayBeStale(_ error: ShortcutCloudError) -> Bool {
        switch error {
        case .notFound(_, let r), .httpStatus(_, _, let r): r != .record
        default: false
        }
    }

    /// Runs `operation` for every valid input with bounded concurrency and returns the results
    /// in input order. Invalid inputs fail immediately without a request.
    /// `operation` receives an attempts counter it should increase per request (the fetcher's retry loop reads it).
    package func run<T: Sendable>(
        _ inputs: [String], progress: (@Sendable (BulkProgress) -> Void)? = nil,
        operation: @escaping @Sendable (ShortcutLink, inout Int) async throws(ShortcutCloudError) -> T
    ) async -> [BulkResult<T>] {
        var results: [BulkResult<T>?] = Array(repeating: nil, count: inputs.count)
        var queue: [(Int, ShortcutLink)] = []
        queue.reserveCapacity(inputs.count)
        var failed = 0
        for (i, input) in inputs.enumerated() {
            do {
                queue.append((i, try ShortcutLink(parsing: input)))
            } catch {
                results[i] = BulkResult(input: input, link: nil, result: .failure(error), attempts: 0)
                failed += 1
            }
        }
        var completed = inputs.count - queue.count
        let total = inputs.count
        if completed > 0 { progress?(BulkProgress(completed: completed, failed: failed, total: total)) }

        let concurrency = configuration.concurrency
        let stagger = configuration.stagger
        await withTaskGroup(of: (Int, BulkResult<T>).self) { group in
            var next = 0
            func enqueue(_ group: inout TaskGroup<(Int, BulkResult<T>)>, _ slot: Int) {
                let (index, link) = queue[slot]
                let input = inputs[index]
                group.addTask {
                    let wait = stagger.delay(forIndex: slot, concurrency: concurrency)
                    if wait > .zero { try? await Task.sleep(for: wait) }
                    var attempts = 0
                    let result: Result<T, ShortcutCloudError>
                    if Task.isCancelled {
                        result = .failure(.cancelled(id: link.id))
                    } else {
                        do throws(ShortcutCloudError) {
                            result = .success(try await operation(link, &attempts))
                        } catch {
                            result = .failure(error)
                        }
                    }
                    return (index, BulkResult(input: input, link: link, result: result, attempts: attempts))
                }
            }
            while next < min(concurrency, queue.count) {
                enqueue(&group, next)
                next += 1
            }
            while let (index, result) = await group.next() {
                results[index] = result
                completed += 1
                if result.error != nil { failed += 1 }
                progress?(BulkProgress(completed: completed, failed: failed, total: total))
                if next < queue.count {
                    enqueue(&group, next)
                    next += 1
                }
            }
        }
        return results.enumerated().map { i, r in
            r ?? BulkResult(input: inputs[i], link: nil, result: .failure(.cancelled(id: inputs[i])), attempts: 0)
        }
    }

    /// Cached metadata, or a fetch with retries (stored in the cache on success).
    /// Metadata for one link: from the cache when fresh, else the record, retried.
    package func metadata(for link: ShortcutLink, attempts: inout Int) async throws(ShortcutCloudError)
        -> ShortcutMetadata
    {
        if let cached = cache?.load(id: link.id) { return cached }
        let client = self.client
        let meta = try await retrying(id: link.id, attempts: &attempts) { () async throws(ShortcutCloudError) in
            try await client.fetchMetadata(link)
        }
        try? cache?.store(meta)
        return meta
    }

    /// Runs `body` until it succeeds, fails for good, or the policy gives up; counts requests.
    package func retrying<T>(
        id: String, attempts: inout Int, _ body: () async throws(ShortcutCloudError) -> T
    ) async throws(ShortcutCloudError) -> T {
        var attempt = 1
        while true {
            attempts += 1
            do {
                return try await body()
            } catch {
                if Task.isCancelled { throw .cancelled(id: id) }
                guard let wait = configuration.retry.delay(after: attempt, error: error) else { throw error }
                do { try await Task.sleep(for: wait) } catch { throw .cancelled(id: id) }
                attempt += 1
            }
        }
    }
}
