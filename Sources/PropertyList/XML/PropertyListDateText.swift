import Foundation

/// ISO 8601 text of plist dates (`YYYY-MM-DDTHH:MM:SSZ`, UTC), with our own calendar arithmetic
/// so reading a date costs no formatter, no locale and no allocation.
///
/// A plist date is a `Double` of seconds since 2001-01-01 00:00:00 UTC. XML keeps whole seconds
/// only; JSON may add a fraction chosen so that the text reads back to the identical `Double`.
enum PropertyListDateText {
    /// Seconds from 1970-01-01 to 2001-01-01.
    private static let epochOffset: Int64 = 978_307_200
    /// Beyond this the calendar arithmetic would leave exact integer range; such dates are absurd.
    static let maximumMagnitude: Double = 1e16

    /// Formats `seconds` (since 2001). With `fraction == false` the sub-second part is dropped
    /// (rounded towards the past, as a clock shows it); with `true` the shortest fraction that
    /// reads back exactly is added. Nil when the value cannot be written as text: not finite,
    /// absurdly far away, or (fraction mode) a fraction needing more than 17 digits.
    static func format(_ seconds: Double, fraction: Bool) -> String? {
        guard seconds.isFinite, abs(seconds) <= maximumMagnitude else { return nil }
        let whole = seconds.rounded(.down)
        let remainder = seconds - whole  // exact: both are close doubles
        var fractionText = ""
        if fraction, remainder != 0 {
            guard let digits = shortestFraction(remainder, whole: whole, target: seconds) else { return nil }
            fractionText = "." + digits
        }
        let unix = Int64(whole) + epochOffset
        let days = unix >= 0 ? unix / 86_400 : (unix - 86_399) / 86_400
        let secondOfDay = unix - days * 86_400
        let (year, month, day) = civil(fromDays: days)
        var text = year < 0 ? "-" : ""
        let yearDigits = String(abs(year))
        text += String(repeating: "0", count: max(0, 4 - yearDigits.count)) + yearDigits
        text += "-" + twoDigits(month) + "-" + twoDigits(day)
        text += "T" + twoDigits(secondOfDay / 3600) + ":" + twoDigits(secondOfDay / 60 % 60)
        text += ":" + twoDigits(secondOfDay % 60) + fractionText + "Z"
        return text
    }

    /// Parses `[-+]YYYY-MM-DDTHH:MM:SS[.fraction]Z` (surrounding whitespace allowed).
    /// Returns seconds since 2001, or nil when the text is not such a date.
    static func parse(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        var start = 0
        var end = text.count
        while start < end, isSpace(text[start]) { start += 1 }
        while end > start, isSpace(text[end - 1]) { end -= 1 }
        var index = start

        func number(_ minDigits: Int, _ maxDigits: Int) -> Int64? {
            var value: Int64 = 0
            var digits = 0
            while index < end, digits < maxDigits, text[index] &- 48 < 10 {
                value = value * 10 + Int64(text[index] &- 48)
                index += 1
                digits += 1
            }
            return digits >= minDigits ? value : nil
        }
        func expect(_ character: Character) -> Bool {
            guard index < end, text[index] == character.asciiValue else { return false }
            index += 1
            return true
        }

        var negative = false
        if index < end, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
            negative = text[index] == UInt8(ascii: "-")
            index += 1
        }
        guard let rawYear = number(4, 9), expect("-"), let month = number(2, 2), expect("-"),
            let day = number(2, 2), expect("T"), let hour = number(2, 2), expect(":"),
            let minute = number(2, 2), expect(":"), let second = number(2, 2)
        else { return nil }
        let year = negative ? -rawYear : rawYear
        guard (1...12).contains(month), day >= 1, day <= daysInMonth(month, year: year),
            hour <= 23, minute <= 59, second <= 60
        else { return nil }
        var fractionValue = 0.0
        if index < end, text[index] == UInt8(ascii: ".") {
            let fractionStart = index
            index += 1
            let digitsStart = index
            while index < end, text[index] &- 48 < 10 { index += 1 }
            guard index > digitsStart else { return nil }
            let fractionText = String(
                decoding: UnsafeBufferPointer(rebasing: text[fractionStart..<index]), as: UTF8.self)
            guard let parsed = Double("0" + fractionText) else { return nil }
            fractionValue = parsed
        }
        guard expect("Z"), index == end else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let unix = days * 86_400 + hour * 3600 + minute * 60 + second
        return Double(unix - epochOffset) + fractionValue
    }

    // MARK: - Calendar arithmetic (proleptic Gregorian, days since 1970-01-01)

    private static func civil(fromDays days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468  // days since 0000-03-01
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153  // March = 0
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    private static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
        let marchYear = month <= 2 ? year - 1 : year
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func daysInMonth(_ month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2:
            let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
            return leap ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// The fewest decimal digits `d` such that `whole + Double("0.d") == target`.
    private static func shortestFraction(_ remainder: Double, whole: Double, target: Double) -> String? {
        var scale = 1.0
        for digitCount in 1...17 {
            scale *= 10
            let scaled = (remainder * scale).rounded()
            guard scaled < scale else { continue }
            let digits = String(UInt64(scaled))
            let text = String(repeating: "0", count: digitCount - digits.count) + digits
            if let value = Double("0." + text), whole + value == target {
                var trimmed = Substring(text)
                while trimmed.last == "0" { trimmed = trimmed.dropLast() }
                return String(trimmed)
            }
        }
        return nil
    }

    private static func twoDigits(_ value: Int64) -> String {
        value < 10 ? "0" + String(value) : String(value)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
