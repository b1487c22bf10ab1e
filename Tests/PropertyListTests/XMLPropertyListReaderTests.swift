import Foundation
import PropertyList
import Testing

@Suite("XML reader: syntax")
struct XMLPropertyListReaderTests {
    private func string(_ body: String) throws -> String? {
        try XMLTestSupport.read("<plist><string>\(body)</string></plist>").string
    }

    @Test func predefinedEntities() throws {
        #expect(try string("&lt;&gt;&amp;&quot;&apos;") == "<>&\"'")
        #expect(try string("a &amp;amp; b") == "a &amp; b")
    }

    @Test func characterReferences() throws {
        #expect(try string("&#65;&#x42;&#x1F600;&#128512;&#xe9;") == "AB😀😀é")
        #expect(try string("&#x10FFFF;") == "\u{10FFFF}")
    }

    @Test func cdataSectionsAreLiteral() throws {
        #expect(try string("a<![CDATA[<b>&amp;\r\n]]>c") == "a<b>&amp;\r\nc")
        #expect(try string("<![CDATA[]]>") == "")
    }

    @Test func commentsAndProcessingInstructionsAnywhere() throws {
        let value = try XMLTestSupport.read(
            """
            <?xml version="1.0" encoding="UTF-8"?><!-- before -->
            <?app hint?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "x.dtd">
            <plist version="1.0"><!-- c1 --><dict>
              <!-- c2 --><key>a<!-- inside --></key><?pi x?><string>x<!-- y -->z</string>
            </dict><!-- after --></plist><!-- trailing -->
            """)
        #expect(value == ["a": "xz"])
    }

    @Test func doctypeWithInternalSubset() throws {
        let value = try XMLTestSupport.read(
            "<!DOCTYPE plist [ <!ELEMENT plist ANY> <!ATTLIST plist version CDATA '1.0'> ]><plist><true/></plist>")
        #expect(value == true)
    }

    @Test func carriageReturnsInsideStringsAreKept() throws {
        let bytes = Data("<plist><dict><key>k\r</key><string>a\rb\r\nc\n\rd</string></dict></plist>".utf8)
        let value = try XMLPropertyListReader().read(bytes)
        #expect(value == ["k\r": "a\rb\r\nc\n\rd"])
        #expect(value["k\r"]?.string?.utf8.count == 9)
    }

    @Test func carriageReturnOnlyLayout() throws {
        let text = XMLTestSupport.xml(
            "<dict>\r\t<key>a</key>\r\t<array>\r\t\t<integer>1</integer>\r\t</array>\r</dict>")
        let crOnly = String(decoding: text, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r")
        #expect(try XMLTestSupport.read(crOnly) == ["a": [1]])
    }

    @Test func minifiedLayout() throws {
        let text =
            #"<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd"><plist version="1.0"><dict><key>a</key><array><string> x </string><integer>2</integer></array><key>b</key><dict/></dict></plist>"#
        #expect(try XMLTestSupport.read(text) == ["a": [" x ", 2], "b": [:]])
    }

    @Test func byteOrderMarkAndBareRootValues() throws {
        var data = Data([0xEF, 0xBB, 0xBF])
        data.append(XMLTestSupport.xml("<string>bom</string>"))
        #expect(try XMLPropertyListReader().read(data) == "bom")
        #expect(try XMLTestSupport.read("<array><true/></array>") == [true])
        #expect(
            try XMLTestSupport.read("<?xml version=\"1.0\"?>\n<dict><key>k</key><real>1.5</real></dict>\n") == [
                "k": 1.5
            ])
        #expect(try XMLTestSupport.read("  <integer>7</integer>  ") == 7)
    }

    @Test func attributesInEitherQuoteStyle() throws {
        #expect(try XMLTestSupport.read("<plist version='1.0' other = \"x\" ><false/></plist>") == false)
    }

    @Test func emptyElementForms() throws {
        let value = try XMLTestSupport.read(
            """
            <plist><dict>
            <key>array</key><array/><key>dict</key><dict/><key>string</key><string/>
            <key>data</key><data/><key>true</key><true/><key>false</key><false/>
            <key>t2</key><true></true><key>a2</key><array> </array><key>d2</key><dict>
            </dict><key>s2</key><string></string><key/><string>empty key</string>
            </dict></plist>
            """)
        let expected: PropertyListValue = [
            "array": [], "dict": [:], "string": "", "data": .data(Data()), "true": true, "false": false,
            "t2": true, "a2": [], "d2": [:], "s2": "", "": "empty key",
        ]
        #expect(value == expected)
    }

    @Test func integers() throws {
        func integer(_ text: String) throws -> PropertyListInteger? {
            if case .integer(let value) = try XMLTestSupport.read("<integer>\(text)</integer>") { return value }
            return nil
        }
        #expect(try integer("0") == 0)
        #expect(try integer(" -42\n") == -42)
        #expect(try integer("+7") == 7)
        #expect(try integer("0x1F") == 31)
        #expect(try integer("-0x10") == -16)
        #expect(try integer("9223372036854775807") == PropertyListInteger(Int64.max))
        #expect(try integer("-9223372036854775808") == PropertyListInteger(Int64.min))
        #expect(try integer("18446744073709551615") == PropertyListInteger(UInt64.max))
        #expect(try integer("18446744073709551616") == PropertyListInteger(high: 1, low: 0))
        #expect(try integer("-18446744073709551616") == PropertyListInteger(high: -1, low: 0))
        #expect(try integer("170141183460469231731687303715884105727") == PropertyListInteger(high: .max, low: .max))
    }

    @Test func reals() throws {
        func real(_ text: String) throws -> Double? { try XMLTestSupport.read("<real>\(text)</real>").real }
        #expect(try real("1.5") == 1.5)
        #expect(try real("100") == 100)
        #expect(try real("-2.5E-3") == -0.0025)
        #expect(try real("1e10") == 1e10)
        #expect(try real(" 0.93599992990493774 ") == 0.93599992990493774)
        #expect(try real("inf") == .infinity)
        #expect(try real("+inf") == .infinity)
        #expect(try real("-inf") == -.infinity)
        #expect(try real("-infinity") == -.infinity)
        #expect(try real("nan")?.isNaN == true)
        #expect(try real("-0.0")?.sign == .minus)
    }

    @Test func datesHaveExactSeconds() throws {
        func seconds(_ text: String) throws -> Double? {
            try XMLTestSupport.read("<date>\(text)</date>").date?.timeIntervalSinceReferenceDate
        }
        #expect(try seconds("2001-01-01T00:00:00Z") == 0)
        #expect(try seconds("2024-01-02T03:04:05Z") == 725_857_445)
        #expect(try seconds("1970-01-01T00:00:00Z") == -978_307_200)
        #expect(try seconds("2000-02-29T23:59:59Z") == -26_438_401)
        #expect(try seconds("0001-01-01T00:00:00Z") == -63_113_904_000)
        #expect(try seconds("2024-01-02T03:04:05.25Z") == 725_857_445.25)
    }

    @Test func base64WithWhitespace() throws {
        let value = try XMLTestSupport.read("<data>\n\t\tAAEC\r\n\tAwQF BgcI\n\tCQ==\n\t</data>")
        #expect(value == .data(Data(0...9)))
        #expect(try XMLTestSupport.read("<data>AAE</data>") == .data(Data([0, 1])))  // padding optional
    }

    @Test func nonBMPCharacters() throws {
        #expect(try string("😀 𝄞 \u{10FFFD} 家族 👨‍👩‍👧") == "😀 𝄞 \u{10FFFD} 家族 👨‍👩‍👧")
    }

    @Test func dictionaryOrderAndDuplicateKeys() throws {
        let value = try XMLTestSupport.read(
            "<dict><key>z</key><integer>1</integer><key>a</key><integer>2</integer><key>z</key><integer>3</integer></dict>"
        )
        #expect(value.dictionary.map { Array($0.keys) } == ["z", "a"])
        #expect(value["z"] == 3)
        // Also with more keys than the pairwise duplicate check handles.
        var body = (0..<40).map { "<key>k\($0)</key><integer>\($0)</integer>" }.joined()
        body += "<key>k5</key><string>last</string>"
        let large = try XMLTestSupport.read("<dict>\(body)</dict>")
        #expect(large.dictionary?.count == 40)
        #expect(large.dictionary?.keys[5] == "k5")
        #expect(large["k5"] == "last")
    }

    @Test func cfUIDDictionaryStaysADictionary() throws {
        let value = try XMLTestSupport.read("<dict><key>CF$UID</key><integer>5</integer></dict>")
        #expect(value == ["CF$UID": 5])
    }

    @Test func repeatedLongKeysShareNothingWrong() throws {
        // The string cache must never hand back a different text with the same hash slot.
        let keys = (0..<2000).map { "WFWorkflowActionParameter-\($0 % 700)-\(String(repeating: "x", count: $0 % 50))" }
        let body = keys.map { "<string>\($0)</string>" }.joined()
        let value = try XMLTestSupport.read("<array>\(body)</array>")
        #expect(value == .array(keys.map(PropertyListValue.string)))
    }

    @Test func hugeStringIsLinear() throws {
        let big = String(repeating: "abc\r\ndéf😀 ", count: 300_000)  // ≈ 3.3 million characters
        let data = XMLTestSupport.xml("<dict><key>s</key><string>\(big)</string></dict>")
        let clock = ContinuousClock()
        var value: PropertyListValue?
        let elapsed = try clock.measure { value = try XMLPropertyListReader().read(data) }
        #expect(value?["s"]?.string == big)
        #expect(elapsed < .seconds(5))
    }
}
