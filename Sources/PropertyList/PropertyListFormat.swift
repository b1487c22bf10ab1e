/// The encodings a property list can have on disk: Apple's binary and XML forms, and the
/// project's loss-free JSON rendering (Docs/JSON.md).
public enum PropertyListFormat: String, Sendable, CaseIterable {
    case binary
    case xml
    case json

    /// Classifies bytes by content, never by file extension — the one place that decides:
    /// `bplist00` at byte 0 is binary; otherwise, after an optional UTF-8 byte-order mark and any
    /// of space, tab, line feed and carriage return, `<?xml`, `<plist` or `<!DOCTYPE` is XML (in UTF-16
    /// too, after a UTF-16 byte-order mark) and
    /// `{` or `[` is JSON, and so is the start of a JSON scalar (`"`, `-`, a digit, `true`,
    /// `false`): the JSON writer writes a plist whose root is a string or number that way, and
    /// its output must read back. Anything else is `nil`.
    public static func detect<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> PropertyListFormat? {
        if bytes.starts(with: "bplist00".utf8) { return .binary }
        if UTF16XMLText.looksLikeXML(bytes) { return .xml }
        let rest = bytes[textStart(of: bytes)...]
        if rest.starts(with: "<?xml".utf8) || rest.starts(with: "<plist".utf8)
            || rest.starts(with: "<!DOCTYPE".utf8)
        {
            return .xml
        }
        guard let first = rest.first else { return nil }
        switch first {
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "-"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .json
        default:
            return rest.starts(with: "true".utf8) || rest.starts(with: "false".utf8) ? .json : nil
        }
    }

    /// The index of the first byte after a UTF-8 byte-order mark and leading whitespace: where a
    /// text format's content starts.
    public static func textStart<Bytes: Collection<UInt8>>(of bytes: Bytes) -> Bytes.Index {
        var index = bytes.startIndex
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = bytes.index(index, offsetBy: 3) }
        while index != bytes.endIndex, isWhitespace(bytes[index]) { index = bytes.index(after: index) }
        return index
    }

    /// XML and JSON agree on these four.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
