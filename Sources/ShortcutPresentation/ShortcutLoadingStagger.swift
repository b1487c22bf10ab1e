/// How long each loading view waits before its first request, so a grid of tiles does not
/// hit iCloud all at once: a random delay in ``range`` seconds, or none.
public struct ShortcutLoadingStagger: Sendable, Hashable {
    /// Delay bounds in seconds; nil when staggering is disabled.
    public var range: ClosedRange<Double>?

    /// The longest delay accepted; larger bounds are clamped (a typo must not hide a tile for hours).
    public static let maximumDelay = 10.0

    /// Waits a random delay within `range` seconds. Negative, NaN and too large bounds are clamped
    /// into 0…``maximumDelay``.
    public init(_ range: ClosedRange<Double>) {
        func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), Self.maximumDelay) }
        let lower = clamp(range.lowerBound)
        self.range = lower...max(lower, clamp(range.upperBound))
    }

    private init(disabled: Void) { range = nil }

    /// SwiftShortcuts' default: 0.05…0.2 s.
    public static let `default` = ShortcutLoadingStagger(0.05...0.2)
    /// No delay: load at once.
    public static let disabled = ShortcutLoadingStagger(disabled: ())

    /// A delay drawn from `generator` (pass a seeded generator in tests).
    public func delay(using generator: inout some RandomNumberGenerator) -> Duration {
        guard let range, range.upperBound > 0 else { return .zero }
        let seconds =
            range.lowerBound == range.upperBound ? range.lowerBound : Double.random(in: range, using: &generator)
        return .milliseconds(Int64((seconds * 1000).rounded()))
    }

    /// A delay from the system generator.
    public func delay() -> Duration {
        var generator = SystemRandomNumberGenerator()
        return delay(using: &generator)
    }
}
