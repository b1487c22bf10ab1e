import Testing
import TextEscaping

@Suite("Markup escaping")
struct MarkupEscapingTests {
    @Test("markup: & < > \" ' become entities, everything else stays")
    func markup() {
        #expect(MarkupEscaping.escape("it's") == "it&#39;s")
        #expect(MarkupEscaping.escape("\"q\"") == "&quot;q&quot;")
        #expect(MarkupEscaping.escape("a<b>c") == "a&lt;b&gt;c")
        #expect(MarkupEscaping.escape("A & B") == "A &amp; B")
        #expect(MarkupEscaping.escape("&amp;") == "&amp;amp;")
        #expect(MarkupEscaping.escape("Crème brûlée, 日本, Ελληνικά") == "Crème brûlée, 日本, Ελληνικά")
        #expect(MarkupEscaping.escape("🙂👩‍👩‍👧 <🙂>") == "🙂👩‍👩‍👧 &lt;🙂&gt;")
        #expect(MarkupEscaping.escape("") == "")
        #expect(MarkupEscaping.escape("plain") == "plain")
    }

    @Test("text: only & < >, quotes stay (XML property lists)")
    func text() {
        #expect(MarkupEscaping.escape("it's \"<&>\" é", in: .text) == "it's \"&lt;&amp;&gt;\" é")
    }

    @Test("append adds to what is there")
    func append() {
        var out = "<p>"
        MarkupEscaping.append("'x' & é", to: &out)
        #expect(out == "<p>&#39;x&#39; &amp; é")
    }

    @Test("the entity table, byte by byte")
    func entities() {
        let special: [UInt8: String] = [38: "&amp;", 60: "&lt;", 62: "&gt;", 34: "&quot;", 39: "&#39;"]
        for byte in UInt8.min...UInt8.max {
            #expect(MarkupEscaping.entity(for: byte).map { $0.description } == special[byte])
            let textOnly = byte == 34 || byte == 39 ? nil : special[byte]
            #expect(MarkupEscaping.entity(for: byte, in: .text).map { $0.description } == textOnly)
        }
    }

    @Test("a long text with many specials round-trips through an independent unescape")
    func long() {
        let unit = "a<b>&\"c\"'d' é 🙂\n"
        let text = String(repeating: unit, count: 10_000)
        let escaped = MarkupEscaping.escape(text)
        #expect(!escaped.contains("<") && !escaped.contains(">") && !escaped.contains("\"") && !escaped.contains("'"))
        let back = escaped.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
        #expect(back == text)
    }
}
