import Foundation
import ShortcutModel

extension RuntimeRegistry {
    /// Dates, all read from the run's clock and time zone: Date, Adjust Date, Format Date,
    /// Get Time Between Dates.
    mutating func registerDateActions() {
        native("is.workflow.actions.date") { call in
            let mode = try call.option("WFDateActionMode", default: "Current Date")
            switch mode {
            case "Current Date": return .date(call.clock.now)
            case "Specified Date":
                let value = try call.value("WFDateActionDate") ?? .nothing
                guard let date = call.coercion.date(value) else {
                    throw ActionFailure.parameter("WFDateActionDate", "“\(call.coercion.text(value))” is not a date")
                }
                return .date(date)
            default: throw ActionFailure(.notSupported)  // holidays need the app's holiday tables
            }
        }
        native("is.workflow.actions.adjustdate") { call in
            let input = try call.input("WFDate", "WFInput")
            guard let date = call.coercion.date(input) else {
                throw ActionFailure.parameter("WFDate", "“\(call.coercion.text(input))” is not a date")
            }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = call.coercion.timeZone
            var operation = try call.option("WFAdjustOperation", default: "Add")
            var amount: Double = 0
            var unit = ""
            if case .quantity(let quantity)? = call.parameter("WFDuration") {
                amount = try quantity.magnitude.map { call.coercion.number(try call.resolve($0)) ?? 0 } ?? 0
                unit = quantity.unit ?? "days"
            } else if case .timeOffset(let offset)? = call.parameter("WFAdjustOffsetPicker") {
                operation = offset.operation ?? operation
                unit = offset.unit ?? "days"
                amount = try offset.value.map { call.coercion.number(try call.resolve($0)) ?? 0 } ?? 0
            }
            if operation.hasPrefix("Get Start of ") {
                let period = String(operation.dropFirst("Get Start of ".count))
                guard let component = DateFormatting.component(period) else {
                    throw ActionFailure.parameter("WFAdjustOperation", "unknown period “\(period)”")
                }
                guard let start = calendar.dateInterval(of: component, for: date)?.start else { return .date(date) }
                return .date(start)
            }
            guard let component = DateFormatting.component(unit) else {
                throw ActionFailure.parameter("WFDuration", "unknown unit “\(unit)”")
            }
            guard amount.isFinite, abs(amount) < 1e9 else {
                throw ActionFailure.parameter("WFDuration", "not a duration")
            }
            let signed = operation == "Subtract" ? -amount : amount
            if signed == signed.rounded(),
                let adjusted = calendar.date(byAdding: component, value: Int(signed), to: date)
            {
                return .date(adjusted)
            }
            let seconds: [Calendar.Component: Double] = [
                .second: 1, .minute: 60, .hour: 3600, .day: 86400, .weekOfYear: 604_800,
            ]
            return .date(date.addingTimeInterval(signed * (seconds[component] ?? 86400)))
        }
        native("is.workflow.actions.format.date") { call in
            let input = try call.input("WFDate", "WFInput")
            let dateStyle = try call.option("WFDateFormatStyle", default: "Short")
            let timeStyle = try call.option("WFTimeFormatStyle", default: "Short")
            let custom = try call.text("WFDateFormat")
            let includeTime = try call.bool("WFISO8601IncludeTime", default: false)
            return try call.coercion.mapItems(input) { item in
                guard let date = call.coercion.date(item) else {
                    throw ActionFailure.parameter("WFDate", "“\(call.coercion.text(item))” is not a date")
                }
                return .text(
                    DateFormatting.text(
                        of: date, dateStyle: dateStyle, timeStyle: timeStyle, customFormat: custom,
                        includeISOTime: includeTime, relativeTo: call.clock.now, coercion: call.coercion))
            }
        }
        native("is.workflow.actions.gettimebetweendates") { call in
            // The input date minus the start date (or now): positive when the input is later.
            let input = try call.input("WFInput")
            guard let end = call.coercion.date(input) else {
                throw ActionFailure.parameter("WFInput", "“\(call.coercion.text(input))” is not a date")
            }
            var start = call.clock.now
            if let from = try call.value("WFTimeUntilFromDate"), let date = call.coercion.date(from) {
                start = date
            } else if try call.option("WFTimeUntilReferenceDate", default: "Right Now") == "Other",
                let custom = try call.value("WFTimeUntilCustomDate"), let date = call.coercion.date(custom)
            {
                start = date
            }
            let unit = try call.option("WFTimeUntilUnit", default: "Minutes")
            let seconds = end.timeIntervalSince(start)
            if unit == "Total Time" { return .number(seconds) }
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = call.coercion.timeZone
            guard let component = DateFormatting.component(unit) else {
                throw ActionFailure.parameter("WFTimeUntilUnit", "unknown unit “\(unit)”")
            }
            let parts = calendar.dateComponents([component], from: start, to: end)
            return .number(Double(parts.value(for: component) ?? 0))
        }
        native("is.workflow.actions.converttimezone") { call in
            // The date whose reading in the source zone is the input's reading in the destination
            // zone: the input moved by the difference of the two zones' offsets at that moment.
            let input = try call.input("Date", "WFInput")
            guard let date = call.coercion.date(input) else {
                throw ActionFailure.parameter("Date", "“\(call.coercion.text(input))” is not a date")
            }
            let source = try TimeZones.zone(call, "SourceTimeZone") ?? call.coercion.timeZone
            guard let destination = try TimeZones.zone(call, "DestinationTimeZone") else {
                throw ActionFailure.parameter("DestinationTimeZone", "no destination time zone")
            }
            let shift = destination.secondsFromGMT(for: date) - source.secondsFromGMT(for: date)
            return .date(date.addingTimeInterval(TimeInterval(shift)))
        }
    }
}

/// The time zones of Convert Time Zone's pickers: an identifier (`Europe/Paris`), an
/// abbreviation (`PST`), or a picker state holding one.
enum TimeZones {
    static func zone(_ call: ActionCall, _ key: String) throws -> TimeZone? {
        guard let value = try call.value(key) else { return nil }
        if case .nothing = value { return nil }
        var candidates: [String] = []
        if let members = call.coercion.dictionary(value) {
            candidates = members.values.map(call.coercion.text)
        } else {
            candidates = [call.coercion.text(value)]
        }
        for candidate in candidates {
            let trimmed = candidate.trimmingCharacters(in: .whitespaces)
            if let zone = TimeZone(identifier: trimmed) ?? TimeZone(abbreviation: trimmed) { return zone }
        }
        throw ActionFailure.parameter(key, "“\(call.coercion.text(value))” is not a time zone")
    }
}
