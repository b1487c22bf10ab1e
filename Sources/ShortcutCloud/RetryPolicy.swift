/// When and how long to wait before trying a failed request again.
///
/// Transient failures (5xx, network errors, timeouts) back off exponentially with jitter so
/// that many clients do not retry in lock-step; a 429 waits what its `Retry-After` asks.
public struct RetryPolicy: Sendable, Equatable {
    /// Total attempts including the first (1 = never retry).
    public var maxAttempts: Int
    /// Delay before the second attempt.
    public var initialDelay: Duration
    /// Growth factor per attempt.
    public var multiplier: Double
    /// Cap on a single back-off delay.
    public var maxDelay: Duration
    /// Fraction of the delay that is randomised: 0.5 → uniformly in [0.5 d, d].
    public var jitter: Double
    /// A `Retry-After` longer than this is not waited for; the 429 is reported instead.
    public var maxRetryAfter: Duration

    public init(
        maxAttempts: Int = 4, initialDelay: Duration = .milliseconds(200), multiplier: Double = 2,
        maxDelay: Duration = .seconds(10), jitter: Double = 0.5, maxRetryAfter: Duration = .seconds(60)
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.initialDelay = initialDelay
        self.multiplier = max(1, multiplier)
        self.maxDelay = maxDelay
        self.jitter = min(1, max(0, jitter))
        self.maxRetryAfter = maxRetryAfter
    }

    /// Never retry.
    public static let none = RetryPolicy(maxAttempts: 1)

    /// The wait before the next attempt after `attempt` (1-based) failed with `error`, or `nil`
    /// when the error is final or the attempts are used up.
    package func delay<R: RandomNumberGenerator>(
        after attempt: Int, error: ShortcutCloudError, using rng: inout R
    ) -> Duration? {
        guard attempt < maxAttempts, error.isTransient else { return nil }
        if case .rateLimited(_, let retryAfter?) = error {
            return retryAfter <= maxRetryAfter ? retryAfter : nil
        }
        let base = initialDelay.seconds * pow(multiplier, Double(attempt - 1))
        let capped = min(base, maxDelay.seconds)
        let factor = 1 - jitter * Double.random(in: 0...1, using: &rng)
        return .milliseconds(Int64((capped * factor * 1000).rounded()))
    }

    /// ``delay(after:error:using:)`` with the system generator.
    package func delay(after attempt: Int, error: ShortcutCloudError) -> Duration? {
        var rng = SystemRandomNumberGenerator()
        return delay(after: attempt, error: error, using: &rng)
    }

    private func pow(_ b: Double, _ e: Double) -> Double {
        var r = 1.0
        var i = 0.0
        while i < e {
            r *= b
            i += 1
        }
        return r
    }
}

/// How requests are spread out in time so a bulk fetch does not open with a burst.
public enum StaggerPolicy: Sendable, Equatable {
    /// Start everything at once.
    case none
    /// Each request of the first wave (the first *concurrency* ones) waits a random delay up
    /// to the given maximum; later requests start as slots free up, which spreads them anyway.
    case initialBurst(Duration)
    /// Every request waits a random delay in the range first (like SwiftShortcuts' 50–200 ms).
    case everyRequest(ClosedRange<Duration>)

    func delay(forIndex index: Int, concurrency: Int) -> Duration {
        switch self {
        case .none:
            return .zero
        case .initialBurst(let limit):
            guard limit > .zero, index < concurrency else { return .zero }
            return .milliseconds(Int64.random(in: 0...Int64(limit.seconds * 1000)))
        case .everyRequest(let range):
            let lo = Int64(range.lowerBound.seconds * 1000)
            let hi = Int64(range.upperBound.seconds * 1000)
            return .milliseconds(Int64.random(in: lo...Swift.max(lo, hi)))
        }
    }
}

extension Duration {
    /// Seconds as a `Double`.
    var seconds: Double {
        let (s, atto) = components
        return Double(s) + Double(atto) / 1e18
    }
}
