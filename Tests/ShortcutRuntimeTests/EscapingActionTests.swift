import ShortcutAuthoring
import ShortcutRuntime
import Testing

/// The runtime's escaping actions write what the toolkit's one escaper and encoder write
/// (`TextEscaping`): Make HTML from Rich Text escapes `'` as well as `" < > &`, and URL Encode
/// encodes letters outside ASCII and emoji as their UTF-8 bytes.
@Suite struct EscapingActionTests {
    func text(_ value: String) -> Action { act("gettext", ["WFTextActionText": Value(stringLiteral: value)]) }

    @Test func makeHTMLEscapesQuotesAngleBracketsAndAmpersands() async throws {
        let html = try await output { s in
            s.add(text("it's \"<b>\" & é 🙂"))
            s.add(act("gethtmlfromrichtext"))
        }
        #expect(html == .text("it&#39;s &quot;&lt;b&gt;&quot; &amp; é 🙂"))
    }

    @Test func urlEncodeEncodesEveryByteButTheUnreservedOnes() async throws {
        let encoded = try await output { s in
            s.add(text("a b/é~🙂?&=+"))
            s.add(act("urlencode"))
        }
        #expect(encoded == .text("a%20b%2F%C3%A9~%F0%9F%99%82%3F%26%3D%2B"))
        let decoded = try await output { s in
            s.add(text("a%20b+%C3%A9"))
            s.add(act("urlencode", ["WFEncodeMode": "Decode"]))
        }
        #expect(decoded == .text("a b é"))
    }
}
