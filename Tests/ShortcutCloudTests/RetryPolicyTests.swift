import Foundation
import TestSupport
import Testing

@testable import ShortcutCloud

@Suite struct RetryPolicyTests {
    let policy = RetryPolicy(
        maxAttempts: 5, initialDelay: .milliseconds(100), multiplier: 2, maxDelay: .milliseconds(350), jitter: 0.5)

    @Test func exponentialBackoffWithJitterWithinBounds() throws {
        var rng = SplitMix64(seed: 7)
        let error = ShortcutCloudError.server(id: "x", status: 503, resource: .record)
        for (attempt, nominal) in [(1, 100.0), (2, 200.0), (3, 350.0), (4, 350.0)] {
            var seen = Set<Int64>()
            for _ in 0..<50 {
                let d = try #require(policy.delay(after: attempt, error: error, using: &rng))
                let ms = Double(d.components.seconds * 1000) + Double(d.components.attoseconds) / 1e15
                #expect(ms >= nominal * 0.5 - 1 && ms <= nominal + 1, "attempt \(attempt): \(ms) ms")
                seen.insert(Int64(ms))
            }
            #expect(seen.count > 5, "jitter should vary the delay")
        }
        #expect(policy.delay(after: 5, error: error, using: &rng) == nil, "attempts exhausted")
    }

    @Test func onlyTransientErrorsAreRetried() {
        #expect(policy.delay(after: 1, error: .network(id: "x", detail: "reset")) != nil)
        #expect(policy.delay(after: 1, error: .timeout(id: "x", after: .seconds(1))) != nil)
        #expect(policy.delay(after: 1, error: .rateLimited(id: "x", retryAfter: nil)) != nil)
        #expect(policy.delay(after: 1, error: .notFound(id: "x", resource: .record)) == nil)
        #expect(policy.delay(after: 1, error: .malformedResponse(id: "x", detail: "")) == nil)
        #expect(policy.delay(after: 1, error: .httpStatus(id: "x", status: 403, resource: .record)) == nil)
        #expect(RetryPolicy.none.delay(after: 1, error: .network(id: "x", detail: "")) == nil)
    }

    @Test func retryAfterIsHonouredAndCapped() {
        #expect(policy.delay(after: 1, error: .rateLimited(id: "x", retryAfter: .seconds(3))) == .seconds(3))
        #expect(policy.delay(after: 1, error: .rateLimited(id: "x", retryAfter: .seconds(3600))) == nil)
    }

    @Test func retryAfterParsing() {
        let now = Date(timeIntervalSince1970: 784_111_777)  // Sun, 06 Nov 1994 08:49:37 GMT
        #expect(RetryAfter.parse("120") == .seconds(120))
        #expect(RetryAfter.parse(" 0 ") == .zero)
        #expect(RetryAfter.parse("Sun, 06 Nov 1994 08:49:39 GMT", now: now) == .seconds(2))
        #expect(RetryAfter.parse("Sunday, 06-Nov-94 08:49:47 GMT", now: now) == .seconds(10))
        #expect(RetryAfter.parse("Sun Nov  6 08:49:38 1994", now: now) == .seconds(1))
        #expect(RetryAfter.parse("Sun, 06 Nov 1994 08:00:00 GMT", now: now) == .zero, "past date → now")
        #expect(RetryAfter.parse("soon") == nil)
        #expect(RetryAfter.parse("-5") == nil)
        #expect(RetryAfter.parse("1.5") == nil)
        #expect(RetryAfter.parse("Sun, 32 Nov 1994 08:49:39 GMT") == nil)
        #expect(RetryAfter.parse("99999999999999999999999") != nil, "huge values clamp, no overflow")
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(RetryAfter.imfFixdate(date) == "Tue, 14 Nov 2023 22:13:20 GMT")
        #expect(RetryAfter.httpDate(RetryAfter.imfFixdate(date)) == date)
    }

    @Test func staggerPolicies() {
        #expect(StaggerPolicy.none.delay(forIndex: 0, concurrency: 4) == .zero)
        let burst = StaggerPolicy.initialBurst(.milliseconds(40))
        for i in 0..<4 { #expect(burst.delay(forIndex: i, concurrency: 4) <= .milliseconds(40)) }
        #expect(burst.delay(forIndex: 4, concurrency: 4) == .zero, "only the first wave waits")
        let every = StaggerPolicy.everyRequest(.milliseconds(50)...(.milliseconds(200)))
        for i in 0..<20 {
            let d = every.delay(forIndex: i, concurrency: 4)
            #expect(d >= .milliseconds(50) && d <= .milliseconds(200))
        }
    }
}
