import FeedXML
import Foundation
import SeededRandom
import Testing

/// The feed XML reader on its own: elements, attributes, text, CDATA and references as RSS and Atom
/// use them, and hostile documents (entity bombs, external entities, deep nesting, a million
/// elements, unterminated markup), each ending in a ``FeedXMLError`` naming line, column and byte.
/// Expectations: XML 1.0 (well-formedness, the five predefined entities, character references).
@Suite struct FeedXMLReaderTests {
    static let atom = """
        <?xml version="1.0" encoding="utf-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom">
          <title type="text">Notes &amp; news</title>
          <entry>
            <title><![CDATA[Fish <i>&</i> chips]]></title>
            <link rel="alternate" href="https://example.org/2026/fish"/>
            <author><name>Grace &#x48;opper</name></author>
            <summary>Tea &#8212; biscuits</summary>
          </entry>
        </feed>
        """

    @Test func elementsAttributesTextAndReferences() throws {
        let root = try FeedXMLReader.parse(Array(Self.atom.utf8))
        #expect(root.name == "feed" && root.localName == "feed")
        #expect(root.attributes == ["xmlns": "http://www.w3.org/2005/Atom"])
        #expect(root.childText("title") == "Notes & news")
        let entry = try #require(root.child("entry"))
        #expect(entry.childText("title") == "Fish <i>&</i> chips")
        #expect(entry.children("link").map { $0.attributes["href"] } == ["https://example.org/2026/fish"])
        #expect(entry.child("author")?.childText("name") == "Grace Hopper")
        #expect(entry.childText("summary") == "Tea \u{2014} biscuits")
        #expect(entry.childText("missing") == nil)
        let prefixed = try FeedXMLReader.parse(Array("<rdf:RDF><dc:creator>Ann</dc:creator></rdf:RDF>".utf8))
        #expect(prefixed.localName == "RDF" && prefixed.childText("dc:creator") == "Ann")
    }

    @Test func hostileDocumentsEndWithAnError() throws {
        func reason(_ text: String) -> FeedXMLError.Reason? {
            do {
                _ = try FeedXMLReader.parse(Array(text.utf8))
                return nil
            } catch {
                return error.reason
            }
        }
        // Entities a DOCTYPE declares are never expanded: the "billion laughs" is an unknown entity.
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
            <rss><channel><title>&lol2;</title></channel></rss>
            """
        #expect(reason(laughs) == .unknownEntity("lol2"))
        // An external entity is not fetched either.
        #expect(
            reason("<!DOCTYPE r [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><rss>&x;</rss>") == .unknownEntity("x"))
        // Nesting past the bound.
        let deep = String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300)
        #expect(reason(deep) == .tooLarge("elements nested more than 256 deep"))
        // More elements than the bound, in one linear pass.
        let many = "<rss>" + String(repeating: "<i/>", count: 500_001) + "</rss>"
        let started = ContinuousClock.now
        #expect(reason(many) == .tooLarge("more than 500000 elements"))
        #expect(ContinuousClock.now - started < .seconds(20))
        // Unterminated markup of every kind, stray text and a second root.
        #expect(reason("<rss><!-- no end") == .unexpectedEnd("inside a comment"))
        #expect(reason("<rss><![CDATA[ no end") == .unexpectedEnd("inside CDATA"))
        #expect(reason("<?xml no end") == .unexpectedEnd("inside a processing instruction"))
        #expect(reason("<!DOCTYPE rss [ <!ENTITY a \"]>\"> ") == .unexpectedEnd("inside the DOCTYPE"))
        #expect(reason("<rss a='1") == .unexpectedEnd("inside attribute a of <rss>"))
        #expect(reason("<rss a=1>") == .malformed("the value of attribute a of <rss> is not quoted"))
        #expect(reason("<rss a='1' a='2'/>") == .malformed("attribute a appears twice in <rss>"))
        #expect(reason("text<rss/>") == .malformed("text outside the root element"))
        #expect(reason("<rss/><rss/>") == .malformed("a second root element"))
        #expect(reason("<rss></feed>") == .mismatchedTag(expected: "rss", found: "feed"))
        #expect(reason("<rss>&#0;</rss>") == .malformed("“&#0;” is not a character"))
        #expect(reason("<rss>&#x110000;</rss>") == .malformed("“&#x110000;” is not a character"))
        #expect(reason("< rss/>") == .malformed("a tag or attribute without a name"))
        #expect(reason("<1rss/>") == .malformed("a name starting with “1”"))
        #expect(reason("<rss>" + String(repeating: "&", count: 100_000)) != nil)
        // Every prefix of a real feed is an error or a document, never a crash.
        let bytes = Array(Self.atom.utf8)
        for length in 0..<bytes.count {
            _ = try? FeedXMLReader.parse(Array(bytes[0..<length]))
        }
        // So is every one of 5,000 seeded mutations (bytes replaced by markup characters), and
        // an error's offset is inside the document.
        var random = SplitMix64(seed: 27)
        let markup = Array("<>/&;='\"![]?-# \nx".utf8)
        for _ in 0..<5_000 {
            var mutated = bytes
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                mutated[Int.random(in: 0..<mutated.count, using: &random)] = markup.randomElement(using: &random)!
            }
            do {
                _ = try FeedXMLReader.parse(mutated)
            } catch {
                #expect(error.offset >= 0 && error.offset <= mutated.count && error.line >= 1 && error.column >= 1)
            }
        }
    }
}
