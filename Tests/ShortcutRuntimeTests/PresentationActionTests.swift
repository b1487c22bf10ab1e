import Foundation
import ShortcutAuthoring
import ShortcutModel
import ShortcutRuntime
import Testing

/// Open URLs, Open App, Show in iTunes Store, Show Web Page and Speak Text, recorded in the
/// run's result. Expectations: the
/// catalog (Open URLs takes URLs as its input and has no output; Open App's `WFAppIdentifier`; Show Web Page takes a URL or
/// rich text, `WFURL`; Speak Text speaks `WFText`, its rate, pitch, language and voice only
/// change how) and the Shortcuts User Guide (Open URLs opens each URL it is given).
@Suite struct PresentationActionTests {
    @Test func openURLsRecordsEachURLInOrderAndOutputsNothing() async throws {
        let result = try await run { s in
            s.add(act("list", ["WFItems": .list(["https://a.example/1", "mailto:ada@example.com"])]))
            s.add(act("openurl"))
        }
        #expect(result.opened == ["https://a.example/1", "mailto:ada@example.com"])
        #expect(result.output == .nothing)
        #expect(result.shown.isEmpty)
    }

    @Test func openURLsFailsOnTextThatIsNotAURLAndOpensNothingFromNothing() async throws {
        let notURL = try await failure { s in
            s.add(act("gettext", ["WFTextActionText": "just words"]))
            s.add(act("openurl"))
        }
        #expect(notURL?.actionIndex == 1)
        #expect("\(notURL!)".contains("is not a URL to open"))
        let none = try await run { s in s.add(act("openurl")) }
        #expect(none.opened.isEmpty)
        #expect(none.trace.map(\.identifier) == ["is.workflow.actions.openurl"])
    }

    @Test func aHostNameIsAWebAddressAndEmptyTextOpensNothing() async throws {
        // The app reads text by link detection: a bare host name is a web link.
        let result = try await run { s in
            s.add(act("list", ["WFItems": .list(["regex101.com", "example.org/a?b=1", ""])]))
            s.add(act("openurl"))
        }
        #expect(result.opened == ["http://regex101.com", "http://example.org/a?b=1"])
        for notURL in ["version 1.2", "a..b", ".com", "x.y!"] {
            let error = try await failure { s in
                s.add(act("gettext", ["WFTextActionText": .plain(notURL)]))
                s.add(act("openurl"))
            }
            #expect(error != nil, "\(notURL)")
        }
    }

    @Test func openAppRecordsTheBundleIdentifier() async throws {
        let result = try await run { s in
            s.add(act("openapp", ["WFAppIdentifier": .plain("com.apple.mobilenotes")]))
            s.add(
                act(
                    "openapp",
                    [
                        "WFSelectedApp": .raw(
                            .dictionary(["BundleIdentifier": .string("io.pushcut.Pushcut"), "Name": .string("Pushcut")])
                        )
                    ]))
        }
        #expect(result.launched == ["com.apple.mobilenotes", "io.pushcut.Pushcut"])
        #expect(result.output == .nothing)
        let none = try await failure { s in s.add(act("openapp")) }
        #expect(none?.reason == .invalidParameter(key: "WFAppIdentifier", message: "no app chosen"))
    }

    @Test func showInStoreOpensTheProductsStorePage() async throws {
        // Store products are dictionaries keyed by their details (Search App Store's items).
        let product: RuntimeValue = .dictionary([
            "Name": .text("Pages"), "Store URL": .url("https://apps.apple.com/app/id361309726"),
        ])
        let result = try await run(stubs: ["is.workflow.actions.getcurrentsong": product]) { s in
            s.add(act("getcurrentsong"))
            s.add(act("showinstore"))
        }
        #expect(result.opened == ["https://apps.apple.com/app/id361309726"])
        let notProduct = try await failure { s in
            s.add(act("gettext", ["WFTextActionText": "Pages"]))
            s.add(act("showinstore"))
        }
        #expect("\(notProduct!)".contains("is not a store product with a Store URL"))
    }

    @Test func showWebPageIsRecordedAsShown() async throws {
        let result = try await run { s in
            s.add(act("showwebpage", ["WFURL": "https://docs.example/page"]))
        }
        #expect(result.shown == [.url("https://docs.example/page")])
        #expect(result.output == .nothing)
        let nothing = try await run { s in s.add(act("showwebpage")) }
        #expect(nothing.shown.isEmpty)
    }

    @Test func speakTextRecordsWhatIsSaidWhateverTheVoice() async throws {
        let result = try await run(input: .text("Ada")) { s in
            s.add(act("speaktext", ["WFText": "Hello \(Variable.shortcutInput)", "WFSpeakTextRate": 0.8]))
            s.add(act("speaktext", ["WFText": "Bye", "WFSpeakTextLanguage": "fr-FR"]))
        }
        #expect(result.spoken == ["Hello Ada", "Bye"])
        #expect(result.output == .nothing)
    }

    @Test func whatIsRecordedIsBounded() async throws {
        // Opening a list of 600 URLs twice passes a bound of 1,000 items: a clear error, not a
        // record that grows for as long as the loop runs.
        let urls = (1...600).map { Value.plain("https://a.example/\($0)") }
        let error = try await failure(limits: RunLimits(maximumItems: 1_000)) { s in
            s.add(act("list", ["WFItems": .list(urls)]))
            s.add(act("setvariable", ["WFVariableName": "urls"]))
            s.repeat(2) { _ in
                s.add(act("getvariable", ["WFVariable": Value(Variable.named("urls"))]))
                s.add(act("openurl"))
            }
        }
        guard case .tooLarge(let message)? = error?.reason else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(message == "more than 1000 things opened, launched or spoken in one run")
        #expect(error?.identifier == "is.workflow.actions.openurl")
    }
}
