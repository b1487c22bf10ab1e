/// Percent-encoding for URLs: the one encoder of share links, download names, gallery links,
/// `shortcut publish` and the runtime's URL Encode and form bodies.
///
/// ``encode(_:)`` keeps only RFC 3986's unreserved characters (`A–Z a–z 0–9 - . _ ~`) and writes
/// every other UTF-8 byte as `%XX` (upper-case hex). That one set is right in every component a
/// caller builds:
///
/// * **path segment** (a CloudKit asset's file name): `/`, `?` and `#` are encoded, so any name
///   stays one segment;
/// * **query name or value** (`?name=…`, `&url=…`): `&`, `=`, `+` and `#` are encoded, so a value
///   never splits the query;
/// * **form field** (`application/x-www-form-urlencoded` bodies): a space is written `%20`, not
///   `+`; form decoders read both, and `+` itself is encoded as `%2B`.
///
/// Letters outside ASCII (é, ß, 日本) and emoji are always encoded as their UTF-8 bytes. (Two callers
/// used to pass Foundation's `CharacterSet.alphanumerics`, which holds such letters; Foundation's
/// `addingPercentEncoding(withAllowedCharacters:)` ignores every allowed character outside ASCII, so
/// their output was the same, but only by that documented rule.)
public enum PercentEncoding {
    /// True for RFC 3986's unreserved characters, the bytes ``encode(_:)`` copies.
    @inlinable
    public static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default: false
        }
    }

    /// `text` with every byte but the unreserved ones written `%XX`: safe as a path segment, a
    /// query name or value, or a form field.
    public static func encode(_ text: String) -> String {
        let hex: StaticString = "0123456789ABCDEF"
        var out = [UInt8]()
        out.reserveCapacity(text.utf8.count)
        hex.withUTF8Buffer { digits in
            for byte in text.utf8 {
                if isUnreserved(byte) {
                    out.append(byte)
                } else {
                    out += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
                }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
