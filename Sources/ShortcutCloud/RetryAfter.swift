import Foundation

/// Parses an HTTP `Retry-After` header (RFC 9110 §10.2.3): delta-seconds or an HTTP-date.
package enum RetryAfter {
    /// The wait the header asks for, measured from `now`; `nil` if it cannot be parsed.
    /// A date in the past yields zero.
    package static func parse(_ value: String, now: Date = Date()) -> Duration? {
        let text = value.trimmingCharacters(in: .whitespaces)
        if !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
            // Absurd values are clamped rather than overflowing.
            guard let seconds = Int64(text.prefix(12)) else { return nil }
            return .seconds(seconds)
        }
        guard let date = httpDate(text) else { return nil }
        let delta = date.timeIntervalSince(now)
        return delta <= 0 ? .zero : .milliseconds(Int64((delta * 1000).rounded(.up)))
    }

    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`), RFC 850 (`Sunday, 06-Nov-94 08:49:37 GMT`)
    /// and asctime (`Sun Nov  6 08:49:37 1994`), parsed by hand to avoid locale-dependent formatters.
    package static func httpDate(_ text: String) -> Date? {
        let tokens = text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        var day: Int?
        var month: Int?
        var year: Int?
        var time: [Int]?
        for token in tokens {
            let lower = token.lowercased()
            if let m = months.firstIndex(of: lower) {
                month = m + 1
            } else if token.contains(":") {
                let parts = token.split(separator: ":").compactMap { Int($0) }
                if parts.count == 3 { time = parts }
            } else if token.contains("-") {
                // RFC 850 date: 06-Nov-94
                let parts = token.split(separator: "-").map(String.init)
                guard parts.count == 3, let d = Int(parts[0]), let m = months.firstIndex(of: parts[1].lowercased()),
                    let y = Int(parts[2])
                else { return nil }
                day = d
                month = m + 1
                year = y < 100 ? (y < 70 ? 2000 + y : 1900 + y) : y
            } else if let n = Int(token) {
                if token.count == 4 { year = n } else if day == nil { day = n }
            }
        }
        guard let day, let month, let year, let time, (1...31).contains(day), time[0] < 24, time[1] < 60,
            time[2] < 61
        else { return nil }
        var comps = DateComponents()
        comps.year = year
        comps.month = month
        comps.day = day
        comps.hour = time[0]
        comps.minute = time[1]
        comps.second = time[2]
        var calendar = Calendar(identifier: .gregorian)
        guard let utc = TimeZone(identifier: "UTC") else { return nil }
        calendar.timeZone = utc
        return calendar.date(from: comps)
    }

    /// Formats `date` as an IMF-fixdate (used by tests and the fake servers).
    package static func imfFixdate(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        func two(_ n: Int?) -> String { n.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "00" }
        let wd = days[((c.weekday ?? 1) - 1 + 7) % 7]
        let mon = months[((c.month ?? 1) - 1 + 12) % 12].capitalized
        return "\(wd), \(two(c.day)) \(mon) \(c.year ?? 1970) \(two(c.hour)):\(two(c.minute)):\(two(c.second)) GMT"
    }
}
