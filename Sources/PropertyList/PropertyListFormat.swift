/// The encodings a property list can have on disk.
public enum PropertyListFormat: String, Sendable, CaseIterable {
    case binary
    case xml

    /// Classifies bytes by content, never by file extension: `bplist00` is binary; `<?xml` or
    /// `<plist` (after an optional UTF-8 byte-order mark and whitespace) is XML.
    public static func detect<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> PropertyListFormat? {
        var index = bytes.startIndex
        if bytes.starts(with: "bplist00".utf8) { return .binary }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = bytes.index(index, offsetBy: 3) }
        while index != bytes.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
            index = bytes.index(after: index)
        }
        let rest = bytes[index...]
        if rest.starts(with: "<?xml".utf8) || rest.starts(with: "<plist".utf8)
            || rest.starts(with: "<!DOCTYPE".utf8)
        {
            return .xml
        }
        return nil
    }
}
