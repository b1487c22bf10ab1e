import Foundation

/// Format Date and the date-format aggrandizement: the app's styles (None, Short, Medium, Long,
/// Relative, RFC 2822, ISO 8601, Custom), in the run's time zone and the en_US locale.
enum DateFormatting {
    static func text(
        of date: Date, dateStyle: String, timeStyle: String, customFormat: String?, includeISOTime: Bool,
        relativeTo now: Date, coercion: RuntimeCoercion
    ) -> String {
        switch dateStyle {
        case "Custom":
            return coercion.formatter(format: customFormat ?? "").string(from: date)
        case "ISO 8601":
            let formatter = ISO8601DateFormatter()
            formatter.timeZone = coercion.timeZone
            formatter.formatOptions = includeISOTime ? [.withInternetDateTime] : [.withFullDate]
            return formatter.string(from: date)
        case "RFC 2822":
            return coercion.formatter(format: "EEE, dd MMM yyyy HH:mm:ss Z").string(from: date)
        case "Relative":
            // Today / Yesterday / Tomorrow, else the medium date; the time as asked.
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = coercion.timeZone
            let days =
                calendar.dateComponents(
                    [.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: date)
                ).day ?? 0
            let day =
                switch days {
                case 0: "Today"
                case -1: "Yesterday"
                case 1: "Tomorrow"
                default: coercion.formatter(dateStyle: .medium, timeStyle: .none).string(from: date)
                }
            guard style(timeStyle) != .none else { return day }
            return day + " at " + coercion.formatter(dateStyle: .none, timeStyle: style(timeStyle)).string(from: date)
        default:
            return coercion.formatter(dateStyle: style(dateStyle), timeStyle: style(timeStyle)).string(from: date)
        }
    }

    static func style(_ name: String) -> DateFormatter.Style {
        switch name {
        case "Short": .short
        case "Medium": .medium
        case "Long": .long
        case "Full": .full
        default: .none
        }
    }

    /// A date component by the name the app shows.
    static func part(_ name: String, of date: Date, timeZone: TimeZone) -> RuntimeValue? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = calendar.dateComponents(
            [.year, .month, .day, .hour, .minute, .second, .weekday, .weekOfYear], from: date)
        let number: Int?
        switch name {
        case "Year": number = components.year
        case "Month": number = components.month
        case "Day": number = components.day
        case "Hour": number = components.hour
        case "Minute": number = components.minute
        case "Second": number = components.second
        case "Week": number = components.weekOfYear
        case "Day of Week", "Weekday":
            guard let weekday = components.weekday else { return nil }
            return .text(calendar.weekdaySymbols[weekday - 1])
        case "Time Zone": return .text(timeZone.identifier)
        default: number = nil
        }
        return number.map { .number(Double($0)) }
    }

    /// NSCalendar units by the names Adjust Date and Get Time Between Dates use.
    static func component(_ unit: String) -> Calendar.Component? {
        switch unit.lowercased() {
        case "seconds", "second", "sec": .second
        case "minutes", "minute", "min": .minute
        case "hours", "hour", "hr": .hour
        case "days", "day": .day
        case "weeks", "week", "wk": .weekOfYear
        case "months", "month", "mo": .month
        case "years", "year", "yr": .year
        default: nil
        }
    }
}
