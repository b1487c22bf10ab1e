import Foundation
import ShortcutAuthoring
import ShortcutModel
import ShortcutRuntime
import Testing

/// Measurement, Convert Measurement and Convert Time Zone. Expectations: the Shortcuts User
/// Guide's descriptions (a measurement is a magnitude with a unit of a type; conversion keeps
/// the quantity), the catalog's parameters (`WFMeasurementUnitType`, the `WFMeasurementUnit`
/// quantity and `{WFNSUnitType, WFNSUnitSymbol}` forms as the corpus stores them), and the unit
/// definitions of Foundation's `Dimension` classes (1 MB = 1,000,000 B, 1 km = 1,000 m).
@Suite struct MeasurementAndTimeZoneActionTests {
    func measure(_ magnitude: Value, _ unit: String, type: String) -> Action {
        act(
            "measurement.create",
            ["WFMeasurementUnitType": Value(.string(type)), "WFMeasurementUnit": .quantity(magnitude, unit: unit)])
    }

    func convert(to symbol: String, type: String) -> Action {
        act(
            "measurement.convert",
            [
                "WFMeasurementUnitType": Value(.string(type)),
                "WFMeasurementUnit": .plainDictionary([
                    "WFNSUnitType": Value(.string(type)), "WFNSUnitSymbol": Value(.string(symbol)),
                ]),
            ])
    }

    @Test func theCorpusBytesToMegabytesConversion() async throws {
        // As in the corpus: 2,000,000 B as Information Storage, converted to MB.
        let result = try await run { s in
            s.add(measure("2000000", "B", type: "Information Storage"))
            s.add(convert(to: "MB", type: "Information Storage"))
        }
        #expect(result.trace.map(\.output) == [.text("2000000 B"), .text("2 MB")])
    }

    @Test func lengthsDurationsAndTemperatures() async throws {
        let marathon = try await output { s in
            s.add(measure(42.195, "km", type: "Length"))
            s.add(convert(to: "m", type: "Length"))
        }
        #expect(marathon == .text("42195 m"))
        let minutes = try await output { s in
            s.add(act("number", ["WFNumberActionNumber": 90]))
            s.add(measure(Value(ShortcutBuilder.output(of: s.shortcut.actions[0])), "s", type: "Duration"))
            s.add(convert(to: "min", type: "Duration"))
        }
        #expect(minutes == .text("1.5 min"))
        let fahrenheit = try await output { s in
            s.add(measure(100, "°C", type: "Temperature"))
            s.add(convert(to: "°F", type: "Temperature"))
        }
        #expect(fahrenheit == .text("212°F"))
    }

    @Test func aMeasurementTypedAsTextConverts() async throws {
        let result = try await output(input: .text("3 ft")) { s in s.add(convert(to: "in", type: "Length")) }
        #expect(result == .text("36 in"))
    }

    @Test func unitsOfAnotherTypeOrNoMeasurementFailClearly() async throws {
        let wrongUnit = try await failure { s in s.add(measure(1, "kg", type: "Length")) }
        #expect(
            wrongUnit?.reason == .invalidParameter(key: "WFMeasurementUnit", message: "“kg” is not a unit of length"))
        let notMeasurement = try await failure(input: .text("five apples")) { s in
            s.add(convert(to: "km", type: "Length"))
        }
        #expect(notMeasurement?.message.contains("“five apples” is not a measurement of length") == true)
        let unknownType = try await failure { s in s.add(measure(1, "x", type: "Happiness")) }
        #expect(unknownType?.message.contains("unknown unit type “Happiness”") == true)
    }

    // MARK: Convert Time Zone

    @Test func aDateReadsInTheSourceZoneAsItDidInTheDestination() async throws {
        // 2024-01-15 09:00 in New York (14:00 UTC) is 15:00 in Paris: the output reads 15:00 in New York.
        let clock = RunClock.fixed(
            Date(timeIntervalSinceReferenceDate: 0), timeZone: TimeZone(identifier: "America/New_York")!)
        let shortcut = try Shortcut.build(checks: .none) { s in
            s.add(act("gettext", ["WFTextActionText": "2024-01-15T14:00:00Z"]))
            s.add(
                act(
                    "converttimezone",
                    [
                        "Date": Value(ShortcutBuilder.output(of: s.shortcut.actions[0])),
                        "SourceTimeZone": "America/New_York", "DestinationTimeZone": "Europe/Paris",
                    ]))
            s.add(act("format.date", ["WFDateFormatStyle": "Custom", "WFDateFormat": "yyyy-MM-dd HH:mm"]))
        }
        let result = try await ShortcutRunner(shortcut).run(clock: clock)
        #expect(result.output == .text("2024-01-15 15:00"))
    }

    @Test func theSourceZoneDefaultsToTheRunsZone() async throws {
        let clock = RunClock.fixed(Date(timeIntervalSinceReferenceDate: 0), timeZone: TimeZone(identifier: "UTC")!)
        let shortcut = try Shortcut.build(checks: .none) { s in
            s.add(act("converttimezone", ["Date": "2024-07-01T12:00:00Z", "DestinationTimeZone": "Asia/Tokyo"]))
        }
        let result = try await ShortcutRunner(shortcut).run(clock: clock)
        #expect(result.output == .date(ISO8601DateFormatter().date(from: "2024-07-01T21:00:00Z")!))
    }

    @Test func anUnknownZoneFailsNamingTheParameter() async throws {
        let error = try await failure { s in
            s.add(act("converttimezone", ["Date": "2024-07-01T12:00:00Z", "DestinationTimeZone": "Mars/Olympus"]))
        }
        #expect(
            error?.reason == .invalidParameter(key: "DestinationTimeZone", message: "“Mars/Olympus” is not a time zone")
        )
    }
}

/// Hostile measurement text: huge or odd input ends with a clear error at once.
@Suite struct HostileMeasurementTests {
    @Test func hugeAndOddMeasurementsFailQuickly() async throws {
        let started = ContinuousClock.now
        for input in [
            String(repeating: "9", count: 5_000_000) + " km", "km", " ", "1e999999 km", "NaN km", "--1 km", "1 km km",
        ] {
            let error = try await failure(input: .text(input)) { s in
                s.add(
                    act(
                        "measurement.convert",
                        [
                            "WFMeasurementUnitType": "Length",
                            "WFMeasurementUnit": .plainDictionary(["WFNSUnitSymbol": "m"]),
                        ]))
            }
            #expect(error?.identifier == "is.workflow.actions.measurement.convert", "\(input.prefix(20))")
        }
        #expect(ContinuousClock.now - started < .seconds(10))
    }
}
