import Foundation
import PropertyList
import TestSupport
import Testing

@Suite("XML reader: bad input")
struct XMLPropertyListErrorTests {
    /// Reads `text` expecting failure; returns the error.
    private func failure(_ text: String, limits: PropertyListLimits = .default) -> PropertyListError? {
        failure(Data(text.utf8), limits: limits)
    }

    private func failure(_ data: Data, limits: PropertyListLimits = .default) -> PropertyListError? {
        do {
            let value = try XMLPropertyListReader(limits: limits).read(data)
            Issue.record("expected an error, read \(value)")
            return nil
        } catch {
            return error
        }
    }

    private func isMalformed(_ error: PropertyListError?, containing text: String) -> Bool {
        if case .malformedXML(let message) = error?.reason { return message.contains(text) }
        return false
    }

    @Test func truncationAtEveryPointIsReportedAtTheEnd() throws {
        let document = XMLTestSupport.xml(
            """
            <dict>
            \t<key>a &amp; b</key>
            \t<array>
            \t\t<string>x<![CDATA[y]]>z</string>
            \t\t<integer>12</integer><real>1.5</real><date>2024-01-02T03:04:05Z</date>
            \t\t<data>AAEC</data><true/><false/><dict/><!-- note -->
            \t</array>
            </dict>
            """)
        let bytes = [UInt8](document)
        let rootEnd = try #require(String(decoding: bytes, as: UTF8.self).range(of: "</plist>")).upperBound.utf16Offset(
            in: String(decoding: bytes, as: UTF8.self))
        for length in 0..<rootEnd {
            let error = failure(Data(bytes[0..<length]))
            #expect(error?.reason == .truncated, "prefix of \(length) bytes: \(String(describing: error))")
            #expect(error?.offset == length)
        }
        #expect(try XMLPropertyListReader().read(Data(bytes[0..<rootEnd])).dictionary != nil)
    }

    @Test func randomByteFlipsNeverCrash() throws {
        let document = [UInt8](try XMLPropertyListWriter().write(XMLTestSupport.richValue))
        var generator = SplitMix64(seed: 0x5EED)
        var failures = 0
        for _ in 0..<3000 {
            var mutated = document
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let index = Int.random(in: 0..<mutated.count, using: &generator)
                mutated[index] = UInt8.random(in: 0...255, using: &generator)
            }
            do {
                _ = try XMLPropertyListReader().read(Data(mutated))
            } catch {
                failures += 1
                #expect((0...mutated.count).contains(error.offset))
                #expect(error.line != nil && error.column != nil)
            }
        }
        #expect(failures > 1000)  // most flips break something; all were caught as typed errors
    }

    @Test func randomTruncationsAndSplicesNeverCrash() throws {
        let document = [UInt8](try XMLPropertyListWriter().write(XMLTestSupport.richValue))
        var generator = SplitMix64(seed: 42)
        for _ in 0..<500 {
            let a = Int.random(in: 0..<document.count, using: &generator)
            let b = Int.random(in: a..<document.count, using: &generator)
            let spliced = Array(document[0..<a] + document[b...])
            _ = try? XMLPropertyListReader().read(Data(spliced))
        }
    }

    @Test func unclosedTags() {
        let error = failure("<plist><dict><key>a</key><string>b</string>")
        #expect(error?.reason == .truncated)
        #expect(
            isMalformed(
                failure("<plist><array><string>b</array></plist>"), containing: "expected </string>, found </array>"))
    }

    @Test func mismatchedCloseTagNamesBothTagsAndPosition() {
        let error = failure("<plist>\n<array>\n\t<true/>\n</dict>\n</plist>")
        #expect(isMalformed(error, containing: "expected </array>, found </dict>"))
        #expect(error?.offset == 25)
        #expect(error?.line == 4)
        #expect(error?.column == 1)
    }

    @Test func unknownElement() {
        let error = failure("<plist>\n<dict>\n\t<key>a</key>\n\t<foo/>\n</dict></plist>")
        #expect(isMalformed(error, containing: "unknown element <foo>"))
        #expect(error?.line == 4)
        #expect(error?.column == 2)
    }

    @Test func dictionaryValueWithoutKey() {
        let error = failure("<plist><dict><string>x</string></dict></plist>")
        #expect(isMalformed(error, containing: "without a <key>"))
        #expect(error?.offset == 13)
    }

    @Test func keyProblems() {
        #expect(isMalformed(failure("<plist><dict><key>a</key></dict></plist>"), containing: "<key> without a value"))
        #expect(
            isMalformed(failure("<plist><dict><key>a</key><key>b</key></dict></plist>"), containing: "follows a <key>"))
        #expect(isMalformed(failure("<plist><array><key>a</key></array></plist>"), containing: "<key> outside"))
    }

    @Test func textWhereNoTextBelongs() {
        let error = failure("<plist><array>hello<true/></array></plist>")
        #expect(isMalformed(error, containing: "unexpected text \"hello"))
        #expect(error?.offset == 14)
        #expect(isMalformed(failure("<plist><true/>x</plist>"), containing: "unexpected text"))
        #expect(isMalformed(failure("<plist><true>x</true></plist>"), containing: "must be empty"))
        #expect(
            isMalformed(
                failure("<plist><string>a<b/></string></plist>"), containing: "unexpected markup inside <string>"))
        #expect(isMalformed(failure("<plist><array><![CDATA[x]]></array></plist>"), containing: "CDATA"))
    }

    @Test func invalidUTF8() {
        var bytes = Data("<plist><string>ab".utf8)
        bytes.append(contentsOf: [0xC3, 0x28])  // bad continuation byte
        bytes.append(contentsOf: "</string></plist>".utf8)
        let error = failure(bytes)
        #expect(error?.reason == .invalidString)
        #expect(error?.offset == 17)
        for bad: [UInt8] in [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]] {
            var data = Data("<string>".utf8)
            data.append(contentsOf: bad)
            data.append(contentsOf: "</string>".utf8)
            #expect(failure(data)?.reason == .invalidString)
        }
    }

    @Test func undefinedAndBadReferences() {
        let error = failure("<plist>\n<string>a &nbsp; b</string></plist>")
        #expect(isMalformed(error, containing: "undefined entity &nbsp;"))
        #expect(error?.offset == 18)
        #expect(error?.line == 2)
        #expect(error?.column == 11)
        #expect(isMalformed(failure("<string>&#xD800;</string>"), containing: "invalid character reference"))
        #expect(isMalformed(failure("<string>&#x110000;</string>"), containing: "invalid character reference"))
        #expect(isMalformed(failure("<string>&#;</string>"), containing: "invalid character reference"))
        #expect(isMalformed(failure("<string>a & b</string>"), containing: "unterminated reference"))
        // XML wants a lower-case x
        #expect(isMalformed(failure("<string>&#X41;</string>"), containing: "invalid character reference"))
    }

    @Test func deepNestingFailsFastWithoutRecursion() {
        let depth = 10_000
        let text =
            "<plist>" + String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
            + "</plist>"
        let clock = ContinuousClock()
        var error: PropertyListError?
        let elapsed = clock.measure { error = failure(text) }
        #expect(error?.reason == .nestingTooDeep(limit: 512))
        #expect(error?.offset == 7 + 512 * 7)  // the 513th <array>
        #expect(elapsed < .seconds(1))
        // With a higher limit the same document reads (iteratively, no stack overflow).
        let limits = PropertyListLimits(maximumDepth: 20_000)
        #expect(throws: Never.self) { try XMLPropertyListReader(limits: limits).read(Data(text.utf8)) }
    }

    @Test func objectCountLimit() {
        let text = "<array>" + String(repeating: "<true/>", count: 100) + "</array>"
        #expect(failure(text, limits: PropertyListLimits(maximumObjectCount: 50))?.reason == .countTooLarge)
    }

    @Test func invalidScalars() {
        func invalidValue(_ text: String) -> Bool {
            if case .invalidValue = failure(text)?.reason { return true }
            return false
        }
        #expect(invalidValue("<integer>12a</integer>"))
        #expect(invalidValue("<integer></integer>"))
        #expect(invalidValue("<integer/>"))
        #expect(invalidValue("<integer>340282366920938463463374607431768211456</integer>"))
        #expect(invalidValue("<real>one</real>"))
        #expect(invalidValue("<date>2024-13-01T00:00:00Z</date>"))
        #expect(invalidValue("<date>2023-02-29T00:00:00Z</date>"))
        #expect(invalidValue("<date>2024-01-01 00:00:00</date>"))
        #expect(invalidValue("<data>AA*=</data>"))
        #expect(invalidValue("<data>A</data>"))
        #expect(invalidValue("<data>AA==AA</data>"))
        let error = failure("<plist>\n  <data>\n    AAAA\n    AA!A\n  </data></plist>")
        #expect(error?.offset == 32)
        #expect(error?.line == 4)
        #expect(error?.column == 7)
    }

    @Test func documentStructure() {
        #expect(isMalformed(failure("<plist><true/><false/></plist>"), containing: "more than one value"))
        #expect(isMalformed(failure("<plist><true/></plist><false/>"), containing: "after the root"))
        #expect(isMalformed(failure("<plist/>"), containing: "empty <plist>"))
        #expect(isMalformed(failure("<plist></plist>"), containing: "expected a value"))
        #expect(isMalformed(failure("hello"), containing: "text before the root"))
        #expect(isMalformed(failure("<plist><plist/></plist>"), containing: "<plist> inside"))
        #expect(
            isMalformed(
                failure("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><plist/>"), containing: "unsupported encoding"))
        // UTF-16 text is read (XMLUTF16Tests); this one is a lone "<".
        #expect(failure(Data([0xFF, 0xFE, 0x3C, 0x00]))?.reason == .truncated)
        #expect(
            isMalformed(
                failure("<?xml version=\"1.0\" encoding=\"UTF-16\"?><plist/>"), containing: "unsupported encoding"))
        #expect(failure("")?.reason == .truncated)
    }

    @Test func lineCountingWithCarriageReturnOnlyFiles() {
        let error = failure("<plist>\r<dict>\r\t<key>a</key>\r\t<bogus/>\r</dict></plist>")
        #expect(error?.line == 4)
        #expect(error?.column == 2)
        let crlf = failure("<plist>\r\n<dict>\r\n<bogus/>")
        #expect(crlf?.line == 3)
        #expect(crlf?.column == 1)
    }

    @Test func errorDescriptionNamesThePlace() {
        let error = failure("<plist>\n<wrong/></plist>")
        #expect(error?.description == "malformed XML: unknown element <wrong> at line 2, column 1 (byte 8)")
    }
}
