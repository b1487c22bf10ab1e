import Foundation
import ShortcutAuthoring
import ShortcutModel
import ShortcutRuntime
import Testing

/// The native actions not covered by the other suites. Expectations from the action
/// descriptions in Apple's Shortcuts User Guide (Get Name, Get Type, Get Details of Files, Get
/// Dates / Email Addresses / Phone Numbers from Input, Wait, Get My Shortcuts) and the catalog's
/// parameter keys.
@Suite struct RemainingActionTests {
    @Test func namesTypesAndFileDetails() async throws {
        let result = try await run { s in
            s.add(act("gettext", ["WFTextActionText": "body"]))
            s.add(act("setitemname", ["WFName": "report.md"]))
            s.add(act("getitemname"))
            s.add(act("getitemtype", ["WFInput": Value(ShortcutBuilder.output(of: s.shortcut.actions[1]))]))
            s.add(
                act(
                    "properties.files",
                    [
                        "WFInput": Value(ShortcutBuilder.output(of: s.shortcut.actions[1])),
                        "WFContentItemPropertyName": "File Extension",
                    ]))
            s.add(
                act(
                    "properties.files",
                    [
                        "WFInput": Value(ShortcutBuilder.output(of: s.shortcut.actions[1])),
                        "WFContentItemPropertyName": "File Size",
                    ]))
        }
        #expect(result.trace.map(\.output).suffix(4) == [.text("report"), .text("File"), .text("md"), .number(4)])
    }

    @Test func detectorsForDatesEmailsAndPhoneNumbers() async throws {
        let clock = RunClock.fixed(Date(timeIntervalSinceReferenceDate: 0), timeZone: TimeZone(identifier: "UTC")!)
        let shortcut = try Shortcut.build(checks: .none) { s in
            s.add(act("gettext", ["WFTextActionText": "2024-05-01"]))
            s.add(act("detect.date"))
            s.add(act("format.date", ["WFDateFormatStyle": "Long", "WFTimeFormatStyle": "None"]))
            s.add(act("gettext", ["WFTextActionText": "write to ada@example.com or call +1 (555) 010-9999."]))
            s.add(act("detect.emailaddress"))
            s.add(act("detect.phonenumber", ["WFInput": Value(ShortcutBuilder.output(of: s.shortcut.actions[3]))]))
        }
        let result = try await ShortcutRunner(shortcut).run(clock: clock)
        #expect(result.trace[2].output == .text("May 1, 2024"))
        #expect(result.trace[4].output == .list([.text("ada@example.com")]))
        #expect(result.trace[5].output == .list([.text("+1 (555) 010-9999")]))
    }

    @Test func waitGoesOnAtOnceAndKeepsTheInput() async throws {
        let started = ContinuousClock.now
        let result = try await output { s in
            s.add(act("gettext", ["WFTextActionText": "kept"]))
            s.add(act("delay", ["WFDelayTime": 60]))
        }
        #expect(result == .text("kept"))
        #expect(ContinuousClock.now - started < .seconds(5))
    }

    @Test func getMyShortcutsListsTheRunAndItsLibrary() async throws {
        let other = try Shortcut.build(name: "Helper", checks: .none) { s in s.add(act("nothing")) }
        let result = try await run(library: ["Helper": other]) { s in s.add(act("getmyworkflows")) }
        #expect(result.output == .list([.text("Test"), .text("Helper")]))
    }

    @Test func urlsAndTheirComponents() async throws {
        let result = try await output { s in
            s.add(act("url", ["WFURLActionURL": " https://example.com/a?b=1 "]))
            s.add(act("geturlcomponent", ["WFURLComponent": "Query"]))
        }
        #expect(result == .text("b=1"))
    }

    @Test func webPagesAndExpandedURLsNeedTheNetworkOrAStub() async throws {
        let page = try await run(stubs: ["https://example.com/": .text("<h1>Title</h1><p>Body</p>")]) { s in
            s.add(act("getwebpagecontents", ["WFInput": "https://example.com/"]))
        }
        #expect(page.output == .text("Title\nBody"))
        let expanded = try await run(stubs: ["https://t.co/x": .url("https://example.com/long")]) { s in
            s.add(act("url.expand", ["URL": "https://t.co/x"]))
        }
        #expect(expanded.output == .url("https://example.com/long"))
        let refused = try await failure { s in s.add(act("url.expand", ["URL": "https://t.co/x"])) }
        #expect(refused?.reason == .networkDisabled(url: "https://t.co/x"))
    }

    @Test func emailAddressAndPhoneNumberActionsGiveTheirEntries() async throws {
        let fields = ContactFields(entries: [.text("ada@example.com"), .text("grace@example.com")])
        let result = try await output { s in
            s.add(act("email", ["WFEmailAddress": Value(.contactFields(fields))]))
        }
        #expect(result == .list([.text("ada@example.com"), .text("grace@example.com")]))
    }

    @Test func aTransportIsUsedOnlyWhenGiven() async throws {
        struct Recorder: WebTransport {
            func send(_ request: WebRequest, timeout: Duration, maximumBytes: Int) async throws -> WebResponse {
                WebResponse(
                    status: 200, contentType: "application/json", body: Data(#"{"url": "\#(request.url)"}"#.utf8))
            }
        }
        let shortcut = try Shortcut.build(checks: .none) { s in
            s.add(act("downloadurl", ["WFURL": "https://api.example/v1"]))
            s.add(act("getvalueforkey", ["WFDictionaryKey": "url"]))
        }
        var runner = ShortcutRunner(shortcut)
        runner.network = Recorder()
        #expect(try await runner.run().output == .text("https://api.example/v1"))
    }
}
