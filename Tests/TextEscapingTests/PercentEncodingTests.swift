import Foundation
import Testing
import TextEscaping

@Suite("Percent-encoding")
struct PercentEncodingTests {
    @Test("unreserved characters stay, every other byte is %XX in upper-case hex")
    func unreserved() {
        let unreserved = "ABCXYZabcxyz0189-._~"
        #expect(PercentEncoding.encode(unreserved) == unreserved)
        #expect(PercentEncoding.encode(" ") == "%20")
        #expect(
            PercentEncoding.encode("/?#[]@!$&'()*+,;=%:") == "%2F%3F%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D%25%3A"
        )
        #expect(PercentEncoding.encode("<\"'>") == "%3C%22%27%3E")
        #expect(PercentEncoding.encode("") == "")
    }

    @Test("letters outside ASCII and emoji are encoded as their UTF-8 bytes")
    func nonASCII() {
        #expect(PercentEncoding.encode("é") == "%C3%A9")
        #expect(PercentEncoding.encode("Straße") == "Stra%C3%9Fe")
        #expect(PercentEncoding.encode("日本") == "%E6%97%A5%E6%9C%AC")
        #expect(PercentEncoding.encode("☕️") == "%E2%98%95%EF%B8%8F")
        #expect(PercentEncoding.encode("🙂") == "%F0%9F%99%82")
    }

    @Test("every byte agrees with Foundation's encoding for the unreserved set, and decodes back")
    func agreesWithFoundation() {
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        var scalars = (0x20...0x7E).compactMap(Unicode.Scalar.init).map(String.init).joined()
        scalars += "\u{7F}\u{80}\u{FF}\u{100}\u{7FF}\u{800}\u{FFFD}\u{10000}\u{10FFFF}é日🙂"
        for character in scalars {
            let text = String(character)
            let encoded = PercentEncoding.encode(text)
            #expect(encoded == text.addingPercentEncoding(withAllowedCharacters: allowed), "\(text)")
            #expect(encoded.removingPercentEncoding == text)
        }
    }

    @Test("isUnreserved is exactly RFC 3986's set")
    func unreservedSet() {
        let expected = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
        for byte in UInt8.min...UInt8.max {
            #expect(PercentEncoding.isUnreserved(byte) == expected.contains(byte))
        }
    }
}
