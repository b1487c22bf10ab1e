import Foundation

/// Where a run's dates come from: Current Date, Date, Adjust Date and date formatting read
/// this, never the machine's clock or time zone, so a test gets the same answer anywhere.
public struct RunClock: Sendable {
    /// The time zone dates are shown, read and adjusted in.
    public var timeZone: TimeZone
    private let reading: @Sendable () -> Date

    public init(timeZone: TimeZone, now: @escaping @Sendable () -> Date) {
        self.timeZone = timeZone
        self.reading = now
    }

    /// The current date as the run sees it.
    public var now: Date { reading() }

    /// A clock that always reads `date` (deterministic runs and tests).
    public static func fixed(_ date: Date, timeZone: TimeZone = TimeZone(identifier: "UTC")!) -> RunClock {
        RunClock(timeZone: timeZone) { date }
    }

    /// The machine's clock in `timeZone` (the CLI's default: the machine's own zone).
    public static func system(timeZone: TimeZone = .current) -> RunClock {
        RunClock(timeZone: timeZone) { Date() }
    }

    /// 2001-01-01 00:00:00 UTC, the app's reference date: the default of a test run.
    public static let reference = RunClock.fixed(Date(timeIntervalSinceReferenceDate: 0))
}
