import Foundation

/// "2 mo ago", "1 wk ago", "just now": the abbreviated relative dates of the detail line.
///
/// Computed from whole seconds with fixed unit lengths (a month is 30 days, a year 365), so the
/// text depends only on the two dates, never on the machine's locale, calendar or clock.
public enum RelativeAge {
    /// `date` relative to `now`. Dates in the future read "in 3 days".
    public static func text(for date: Date, now: Date) -> String {
        let seconds = now.timeIntervalSince(date)
        guard seconds.isFinite else { return "" }
        let magnitude = abs(seconds)
        if magnitude < 60 { return "just now" }
        let (amount, unit) = Self.unit(for: magnitude)
        let phrase = "\(amount) \(unit)"
        return seconds >= 0 ? phrase + " ago" : "in " + phrase
    }

    private static let minute = 60.0
    private static let hour = 3600.0
    private static let day = 86_400.0
    private static let week = 7 * day
    private static let month = 30 * day
    private static let year = 365 * day

    /// The largest unit that fits at least once; "mo" and "wk" are the same in the plural.
    static func unit(for seconds: Double) -> (Int, String) {
        func count(_ length: Double) -> Int { Int(min(seconds / length, Double(Int32.max)).rounded(.down)) }
        if seconds >= year { return (count(year), "yr") }
        if seconds >= month { return (count(month), "mo") }
        if seconds >= week { return (count(week), "wk") }
        if seconds >= day {
            let n = count(day)
            return (n, n == 1 ? "day" : "days")
        }
        if seconds >= hour { return (count(hour), "hr") }
        return (count(minute), "min")
    }
}
