import Foundation
import PropertyList
import Testing

@Suite("XML writer")
struct XMLPropertyListWriterTests {
    private func text(_ value: PropertyListValue) throws -> String {
        String(decoding: try XMLPropertyListWriter().write(value), as: UTF8.self)
    }

    @Test func appleLayout() throws {
        let value: PropertyListValue = [
            "b": "x", "a": [1, true, false, [], [:], ""], "c": ["d": 2.5],
        ]
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>b</key>
            \t<string>x</string>
            \t<key>a</key>
            \t<array>
            \t\t<integer>1</integer>
            \t\t<true/>
            \t\t<false/>
            \t\t<array/>
            \t\t<dict/>
            \t\t<string></string>
            \t</array>
            \t<key>c</key>
            \t<dict>
            \t\t<key>d</key>
            \t\t<real>2.5</real>
            \t</dict>
            </dict>
            </plist>

            """
        #expect(try text(value) == expected)
    }

    @Test func escapingKeepsCarriageReturnsRaw() throws {
        let output = try XMLPropertyListWriter().write(["k&<>": "a & b < c > d \"q\" 'a'\r\nx\ry"])
        let string = String(decoding: output, as: UTF8.self)
        #expect(string.contains("<key>k&amp;&lt;&gt;</key>"))
        #expect(string.contains("<string>a &amp; b &lt; c &gt; d \"q\" 'a'\r\nx\ry</string>"))
        #expect(output.contains(0x0D))
    }

    @Test func dataIsWrappedLikeApple() throws {
        let bytes = Data((0..<200).map { UInt8($0) })
        let base64 = bytes.base64EncodedString()
        func lines(atDepth depth: Int) throws -> [Substring] {
            var value = PropertyListValue.data(bytes)
            for _ in 0..<depth { value = [value] }
            let output = try text(value)
            let body = try #require(output.range(of: "<data>\n")?.upperBound).map { output[$0...] }
            let end = try #require(body?.range(of: "</data>"))
            return body?[..<end.lowerBound].split(separator: "\n") ?? []
        }
        // Root (indent 0): 76 columns; each tab level takes 8 of them; lines are indented with at
        // most 8 tabs (what Foundation writes for a 10-deep `<data>`).
        for (depth, width) in [(0, 76), (1, 68), (3, 52), (8, 12), (10, 12)] {
            let found = try lines(atDepth: depth).filter { !$0.allSatisfy { $0 == "\t" } }  // not the closing indent
            let lineIndent = min(depth, 8)
            #expect(
                found.allSatisfy {
                    $0.prefix(lineIndent + 1) == String(repeating: "\t", count: lineIndent)
                        + String($0.dropFirst(lineIndent).prefix(1)) && !$0.dropFirst(lineIndent).hasPrefix("\t")
                })
            let content = found.map { $0.dropFirst(lineIndent) }
            #expect(content.dropLast().allSatisfy { $0.count == width }, "depth \(depth)")
            #expect(content.joined() == base64)
        }
        #expect(try text(.data(Data())).contains("<data>\n</data>\n"))
        #expect(try text([.data(Data())]).contains("\t<data>\n\t</data>\n"))
        var deep = PropertyListValue.data(Data(0..<4))
        for _ in 0..<10 { deep = [deep] }
        let tabs = { (count: Int) in String(repeating: "\t", count: count) }
        #expect(try text(deep).contains(tabs(10) + "<data>\n" + tabs(8) + "AAECAw==\n" + tabs(10) + "</data>\n"))
    }

    @Test func realsUseShortestRoundTripText() throws {
        let cases: [(Double, String)] = [
            (1, "1"), (100, "100"), (0, "0.0"), (-0.0, "-0.0"), (0.1, "0.1"), (-2.5e-3, "-0.0025"),
            (1e300, "1e+300"), (.infinity, "inf"), (-.infinity, "-inf"), (.nan, "nan"),
            (0.93599992990493774, "0.9359999299049377"),
        ]
        for (real, expected) in cases {
            #expect(try text(.real(real)).contains("<real>\(expected)</real>"), "\(real)")
        }
        for real in [
            0.1, 1.0 / 3, .pi, Double("1e-310")!, .leastNonzeroMagnitude, .greatestFiniteMagnitude, -0.0, 123456789.125,
        ] {
            let back = try XMLPropertyListReader().read(try XMLPropertyListWriter().write(.real(real))).real
            #expect(back?.bitPattern == real.bitPattern)
        }
    }

    @Test func datesIntegersAndUIDs() throws {
        #expect(
            try text(.date(Date(timeIntervalSinceReferenceDate: 725_857_445))).contains(
                "<date>2024-01-02T03:04:05Z</date>"))
        // XML has no fraction: the clock time is written (rounded towards the past).
        #expect(
            try text(.date(Date(timeIntervalSinceReferenceDate: 725_857_445.75))).contains(
                "<date>2024-01-02T03:04:05Z</date>"))
        #expect(
            try text(.date(Date(timeIntervalSinceReferenceDate: -0.5))).contains("<date>2000-12-31T23:59:59Z</date>"))
        #expect(try text(.date(Date(timeIntervalSince1970: 0))).contains("<date>1970-01-01T00:00:00Z</date>"))
        #expect(
            try text(.integer(PropertyListInteger(high: -1, low: 0))).contains(
                "<integer>-18446744073709551616</integer>"))
        #expect(try text(.uid(7)).contains("<dict>\n\t<key>CF$UID</key>\n\t<integer>7</integer>\n</dict>\n"))
        #expect(try XMLPropertyListReader().read(try XMLPropertyListWriter().write(.uid(7))) == ["CF$UID": 7])
    }

    @Test func forbiddenCharactersNameTheKeyPath() throws {
        let value: PropertyListValue = ["actions": [["ok": "fine"], ["text": "bell \u{7}"]]]
        #expect {
            try XMLPropertyListWriter().write(value)
        } throws: { error in
            guard case .unrepresentable(let message) = (error as? PropertyListError)?.reason else { return false }
            return message.contains("U+0007") && message.contains("actions[1].text")
        }
        for scalar: Unicode.Scalar in ["\u{0}", "\u{8}", "\u{B}", "\u{C}", "\u{E}", "\u{1F}", "\u{FFFE}", "\u{FFFF}"] {
            #expect(throws: PropertyListError.self) { try XMLPropertyListWriter().write(.string("a\(scalar)b")) }
        }
        #expect(throws: PropertyListError.self) { try XMLPropertyListWriter().write(["bad\u{1}key": 1]) }
        #expect(throws: Never.self) { try XMLPropertyListWriter().write("tab\t lf\n cr\r \u{FFFD} \u{FFEF} 😀") }
    }

    @Test func deterministicAndOrderPreserving() throws {
        let first = try XMLPropertyListWriter().write(XMLTestSupport.richValue)
        let second = try XMLPropertyListWriter().write(XMLTestSupport.richValue)
        #expect(first == second)
        let text = String(decoding: first, as: UTF8.self)
        let zebra = try #require(text.range(of: "<key>zebra first</key>"))
        let textKey = try #require(text.range(of: "<key>text</key>"))
        #expect(zebra.lowerBound < textKey.lowerBound)
    }

    @Test func writerReaderRoundTrip() throws {
        let value = XMLTestSupport.richValue
        let back = try XMLPropertyListReader().read(try XMLPropertyListWriter().write(value))
        #expect(back == value.asReadBackFromXML)
    }

    @Test func deepTreesAreWrittenIteratively() throws {
        // Deeper than the reader's default limit; kept moderate because Swift's synthesised
        // `==` and deallocation of the enum tree itself recurse per level.
        var value: PropertyListValue = "leaf"
        for index in 0..<3_000 { value = index.isMultiple(of: 2) ? [value] : ["k": value] }
        let data = try XMLPropertyListWriter().write(value)
        #expect(throws: PropertyListError.self) { try XMLPropertyListReader().read(data) }
        let back = try XMLPropertyListReader(limits: PropertyListLimits(maximumDepth: 3_000)).read(data)
        #expect(back == value)
    }
}

extension PropertyListValue {
    /// What XML turns a tree into: UIDs become `{CF$UID: n}` dictionaries; dates lose fractions.
    var asReadBackFromXML: PropertyListValue {
        switch self {
        case .uid(let uid): return ["CF$UID": .integer(PropertyListInteger(uid))]
        case .date(let date):
            return .date(Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate.rounded(.down)))
        case .array(let array): return .array(array.map(\.asReadBackFromXML))
        case .dictionary(let dictionary): return .dictionary(dictionary.mapValues(\.asReadBackFromXML))
        default: return self
        }
    }
}
