/// Per-client rate limiting for requests that write (uploads, iCloud adds, deletes): one
/// ``TokenBucket`` per client address, in memory. Buckets that have refilled are forgotten when
/// the table grows, so a flood of addresses cannot grow it without bound.
package actor RateLimiter {
    package nonisolated let capacity: Double
    package nonisolated let refillPerSecond: Double
    private var buckets: [String: TokenBucket] = [:]
    private let start = ContinuousClock.now
    /// Most clients tracked before full buckets are dropped.
    static let pruneThreshold = 10_000

    /// `capacity` requests at once per client, then `perMinute` a minute.
    package init(capacity: Int, perMinute: Int) {
        self.capacity = Double(max(capacity, 1))
        self.refillPerSecond = Double(max(perMinute, 1)) / 60
    }

    /// Nil when `client` may go ahead, else the whole seconds to wait (at least 1).
    package func check(_ client: String) -> Int? {
        let now = Self.seconds(ContinuousClock.now - start)
        if buckets.count >= Self.pruneThreshold {
            buckets = buckets.filter { !$0.value.isFull(at: now) }
        }
        var bucket = buckets[client] ?? TokenBucket(capacity: capacity, refillPerSecond: refillPerSecond, now: now)
        let wait = bucket.take(now: now)
        buckets[client] = bucket
        return wait.map { max(1, Int($0.rounded(.up))) }
    }

    /// Clients currently tracked.
    package var trackedClients: Int { buckets.count }

    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
