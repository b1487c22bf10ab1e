import Foundation
import ShortcutAuthoring
import ShortcutModel
import ShortcutRuntime
import Testing

/// Dates (with the injected clock and time zone) and encodings. Expectations: the date styles
/// of the catalog (Format Date: Short default, ISO 8601, Custom with Unicode date patterns);
/// RFC 4648 Base64; RFC 3986 percent-encoding; the MD5 (RFC 1321) and SHA-1 (FIPS 180)
/// test vectors for "abc".
@Suite struct DateAndEncodingActionTests {
    static let clock = RunClock.fixed(
        ISO8601DateFormatter().date(from: "2024-02-28T22:30:00Z")!, timeZone: TimeZone(identifier: "Europe/Paris")!)

    func run(_ body: (ShortcutBuilder) throws -> Void) async throws -> RuntimeValue {
        let shortcut = try Shortcut.build(checks: .none, body)
        return try await ShortcutRunner(shortcut).run(clock: Self.clock).output
    }

    @Test func currentDateFormattedInTheRunsTimeZone() async throws {
        let custom = try await run { s in
            s.add(act("date"))
            s.add(act("format.date", ["WFDateFormatStyle": "Custom", "WFDateFormat": "yyyy-MM-dd HH:mm"]))
        }
        #expect(custom == .text("2024-02-28 23:30"))  // Paris is UTC+1 in February
        let short = try await run { s in
            s.add(act("date"))
            s.add(act("format.date"))
        }
        // CLDR 42+ (iOS 17, ICU 72) puts a narrow no-break space before AM/PM.
        #expect(short == .text("2/28/24, 11:30\u{202F}PM"))
    }

    @Test func adjustDateAcrossTheLeapDay() async throws {
        let result = try await run { s in
            s.add(act("date"))
            s.add(
                act(
                    "adjustdate",
                    [
                        "WFDuration": Value(.quantity(Quantity(magnitude: .integer(2), unit: "days"))),
                        "WFAdjustOperation": "Add",
                    ]))
            s.add(act("format.date", ["WFDateFormatStyle": "ISO 8601"]))
        }
        #expect(result == .text("2024-03-01"))
        let start = try await run { s in
            s.add(act("date"))
            s.add(act("adjustdate", ["WFAdjustOperation": "Get Start of Month"]))
            s.add(act("format.date", ["WFDateFormatStyle": "Custom", "WFDateFormat": "yyyy-MM-dd HH:mm"]))
        }
        #expect(start == .text("2024-02-01 00:00"))
    }

    @Test func timeBetweenDates() async throws {
        let days = try await run { s in
            s.add(act("gettext", ["WFTextActionText": "2024-03-10"]))
            s.add(act("gettimebetweendates", ["WFTimeUntilUnit": "Days"]))
        }
        #expect(days == .number(10))  // from Feb 28 23:30 (Paris) to Mar 10 00:00: 10 whole days
    }

    @Test func base64RoundTrip() async throws {
        let encoded = try await run { s in
            s.add(act("gettext", ["WFTextActionText": "Many hands make light work."]))
            s.add(act("base64encode"))
        }
        #expect(encoded == .text("TWFueSBoYW5kcyBtYWtlIGxpZ2h0IHdvcmsu"))
        let decoded = try await run { s in
            s.add(act("gettext", ["WFTextActionText": "TWFu"]))
            s.add(act("base64encode", ["WFEncodeMode": "Decode"]))
        }
        #expect(decoded == .text("Man"))
    }

    @Test func urlEncodeAndComponents() async throws {
        let encoded = try await run { s in
            s.add(act("gettext", ["WFTextActionText": "a b&c/é"]))
            s.add(act("urlencode"))
        }
        #expect(encoded == .text("a%20b%26c%2F%C3%A9"))
        let host = try await run { s in
            s.add(act("url", ["WFURLActionURL": "https://user@example.com:8443/p/a?q=1#top"]))
            s.add(act("geturlcomponent", ["WFURLComponent": "Host"]))
        }
        #expect(host == .text("example.com"))
        let port = try await run { s in
            s.add(act("url", ["WFURLActionURL": "https://example.com:8443/p"]))
            s.add(act("geturlcomponent", ["WFURLComponent": "Port"]))
        }
        #expect(port == .number(8443))
    }

    @Test func hashTestVectors() async throws {
        func hash(_ type: String) async throws -> RuntimeValue {
            try await run { s in
                s.add(act("gettext", ["WFTextActionText": "abc"]))
                s.add(act("hash", ["WFHashType": Value(stringLiteral: type)]))
            }
        }
        #expect(try await hash("MD5") == .text("900150983cd24fb0d6963f7d28e17f72"))
        #expect(try await hash("SHA1") == .text("a9993e364706816aba3e25717850c26c9cd0d89d"))
        #expect(
            try await hash("SHA256") == .text("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"))
    }
}
