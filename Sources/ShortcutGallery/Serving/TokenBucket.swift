/// A token bucket: `capacity` requests at once, refilled at `refillPerSecond`. A value, so the
/// limiter's state is plain data inside one actor (and testable with a made-up clock).
package struct TokenBucket: Sendable, Equatable {
    package var capacity: Double
    package var refillPerSecond: Double
    package private(set) var tokens: Double
    package private(set) var updatedAt: Double

    package init(capacity: Double, refillPerSecond: Double, now: Double) {
        self.capacity = max(capacity, 1)
        self.refillPerSecond = max(refillPerSecond, 0.000_001)
        tokens = self.capacity
        updatedAt = now
    }

    /// Takes one token at time `now` (seconds); returns nil when allowed, else the seconds until
    /// a token is available.
    package mutating func take(now: Double) -> Double? {
        if now > updatedAt {
            tokens = min(capacity, tokens + (now - updatedAt) * refillPerSecond)
            updatedAt = now
        }
        if tokens >= 1 {
            tokens -= 1
            return nil
        }
        return (1 - tokens) / refillPerSecond
    }

    /// True when the bucket has refilled completely by `now` (it can be forgotten).
    package func isFull(at now: Double) -> Bool {
        tokens + (now - updatedAt) * refillPerSecond >= capacity
    }
}
