import Foundation
import PropertyList
import Testing

/// UTF-16 XML property lists with a byte-order mark, as CoreFoundation and Python's `plistlib` read
/// them: the same values as the UTF-8 text, and errors located in the original bytes.
@Suite("XML reader: UTF-16")
struct XMLUTF16Tests {
    /// A document whose text needs every UTF-8 length: ASCII, Latin, a CJK character, an emoji
    /// (a surrogate pair in UTF-16) and a raw carriage return, which must survive as it is.
    static let text = """
        <?xml version="1.0" encoding="UTF-16"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>WFWorkflowName</key>
        \t<string>Café 天気 🌦\r\nend</string>
        \t<key>count</key>
        \t<integer>42</integer>
        </dict>
        </plist>

        """

    enum Order: String, CaseIterable {
        case bigEndian, littleEndian
    }

    /// `text` as UTF-16 in `order`, with the byte-order mark first.
    static func encoded(_ text: String, _ order: Order) -> Data {
        var bytes: [UInt8] = order == .bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in text.utf16 {
            let high = UInt8(unit >> 8)
            let low = UInt8(unit & 0xFF)
            bytes += order == .bigEndian ? [high, low] : [low, high]
        }
        return Data(bytes)
    }

    @Test(arguments: Order.allCases)
    func readsTheSameValueAsUTF8(order: Order) throws {
        let utf16 = Self.encoded(Self.text, order)
        #expect(PropertyListFormat.detect(utf16) == .xml)
        let utf8Text = Self.text.replacingOccurrences(of: "encoding=\"UTF-16\"", with: "encoding=\"UTF-8\"")
        let expected = try XMLPropertyListReader().read(Data(utf8Text.utf8))
        #expect(try XMLPropertyListReader().read(utf16) == expected)
        #expect(try PropertyListValue(decoding: utf16) == expected)
        #expect(expected["WFWorkflowName"]?.string == "Café 天気 🌦\r\nend")
    }

    @Test(arguments: Order.allCases)
    func leadingWhitespaceBeforeTheDeclarationIsAllowed(order: Order) throws {
        let utf16 = Self.encoded("\n  <plist version=\"1.0\"><true/></plist>", order)
        #expect(PropertyListFormat.detect(utf16) == .xml)
        #expect(try XMLPropertyListReader().read(utf16) == .boolean(true))
    }

    @Test(arguments: Order.allCases)
    func errorsNameTheOffsetInTheOriginalBytesAndTheLine(order: Order) throws {
        // The mismatched close tag is on line 9 (the string's CR LF is a line break too); before it
        // stand the BOM and 2 bytes per UTF-16 unit.
        let broken = Self.text.replacingOccurrences(of: "</integer>", with: "</string>")
        let prefix = try #require(broken.range(of: "</string>\n</dict>"))
        let expectedOffset = 2 + 2 * broken[..<prefix.lowerBound].utf16.count
        let error = try #require(throwing(Self.encoded(broken, order)))
        #expect(error.line == 9)
        #expect(error.offset == expectedOffset)
    }

    @Test(arguments: Order.allCases)
    func anOddByteCountIsTruncation(order: Order) throws {
        var data = Self.encoded(Self.text, order)
        data.append(0x3C)
        let error = try #require(throwing(data))
        #expect(error.reason == .truncated)
        #expect(error.offset == data.count - 1)
    }

    @Test(arguments: Order.allCases)
    func anUnpairedSurrogateIsInvalidTextAtItsOffset(order: Order) throws {
        var data = Self.encoded("<plist><string>ab</string></plist>", order)
        // Replace "b" (unit 16, after the BOM) with a lone high surrogate.
        let offset = 2 + 2 * 16
        let (high, low): (UInt8, UInt8) = (0xD8, 0x3D)
        data[offset] = order == .bigEndian ? high : low
        data[offset + 1] = order == .bigEndian ? low : high
        let error = try #require(throwing(data))
        #expect(error.reason == .invalidString)
        #expect(error.offset == offset)
    }

    @Test func aByteOrderMarkAloneOrBeforeNonXMLIsNotXML() {
        #expect(PropertyListFormat.detect(Data([0xFE, 0xFF])) == nil)
        #expect(PropertyListFormat.detect(Self.encoded("{\"a\": 1}", .littleEndian)) == nil)
        #expect(PropertyListFormat.detect(Data([0xFF, 0xFE, 0x3C, 0x01])) == nil)
    }

    @Test func everyTruncationOfAUTF16DocumentFailsCleanly() {
        let data = Self.encoded(Self.text, .littleEndian)
        for length in stride(from: 0, to: data.count, by: 7) {
            #expect(throws: PropertyListError.self) { try XMLPropertyListReader().read(data.prefix(length)) }
        }
    }

    private func throwing(_ data: Data) -> PropertyListError? {
        do {
            _ = try XMLPropertyListReader().read(data)
            return nil
        } catch {
            return error
        }
    }
}
