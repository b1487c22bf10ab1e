/// A read-only Apple Archive (`AA01`, or legacy `YAA1`): a sequence of entries, each a header of
/// typed fields followed by the entry's blobs.
///
/// Unknown keys are kept (their subtype fixes their size); an unknown subtype is an error,
/// because the reader could no longer tell where the next field starts.
public struct AppleArchive: Sendable {
    /// The archive bytes; blob ranges index into them.
    public let bytes: [UInt8]
    public let entries: [Entry]

    /// One field of an entry header; a blob is a range of ``bytes``.
    public typealias Field = AppleArchiveField<Range<Int>>
    /// A field value, by subtype.
    public typealias Value = Field.Value

    /// One archive entry.
    public struct Entry: Sendable, Equatable {
        /// Offset of the entry's magic.
        public var offset: Int
        public var fields: [Field]

        /// The first field with `key`.
        public func field(_ key: String) -> Value? {
            fields.first { $0.key == key }?.value
        }

        /// `TYP` as an ASCII character (`F` file, `D` directory, `L` link, …).
        public var type: Character? {
            guard case .integer(let raw)? = field("TYP"), raw < 0x80 else { return nil }
            return Character(UnicodeScalar(UInt8(raw)))
        }

        /// `PAT`, decoded as UTF-8 (empty for the archive root).
        public var path: String? {
            guard case .string(let raw)? = field("PAT") else { return nil }
            return String(decoding: raw, as: UTF8.self)
        }

        /// Where the `DAT` blob is.
        public var dataRange: Range<Int>? {
            guard case .blob(let range)? = field("DAT") else { return nil }
            return range
        }
    }

    /// Parses every entry.
    ///
    /// - Throws: ``AppleArchiveError`` naming the offset of the bad magic, field or blob.
    public init(bytes: [UInt8]) throws(AppleArchiveError) {
        self.bytes = bytes
        var entries: [Entry] = []
        var position = 0
        while position < bytes.count {
            let (entry, next) = try Self.parseEntry(bytes, at: position)
            entries.append(entry)
            position = next
        }
        self.entries = entries
    }

    /// The `DAT` bytes of the regular-file entry whose path is exactly `path`.
    public func fileData(atPath path: String) -> ArraySlice<UInt8>? {
        let wanted = Array(path.utf8)
        for entry in entries where entry.type == "F" {
            guard case .string(let raw)? = entry.field("PAT"), raw == wanted else { continue }
            guard let range = entry.dataRange else { return [] }
            return bytes[range]
        }
        return nil
    }

    private static func parseEntry(_ bytes: [UInt8], at start: Int) throws(AppleArchiveError) -> (Entry, Int) {
        let available = bytes.count - start
        guard available >= 6 else { throw AppleArchiveError(.truncated("entry header"), offset: start) }
        let magic = bytes[start..<(start + 4)]
        guard magic.elementsEqual("AA01".utf8) || magic.elementsEqual("YAA1".utf8) else {
            throw AppleArchiveError(.badMagic, offset: start)
        }
        let headerSize = Int(bytes[start + 4]) | Int(bytes[start + 5]) << 8
        guard headerSize >= 6 else {
            throw AppleArchiveError(.badHeaderSize(headerSize), offset: start + 4)
        }
        guard headerSize <= available else {
            throw AppleArchiveError(.truncated("entry header of \(headerSize) bytes"), offset: start)
        }
        let headerEnd = start + headerSize
        var fields: [Field] = []
        var blobSizes: [(index: Int, size: UInt64)] = []
        var cursor = start + 6

        func take(_ count: Int, _ what: String) throws(AppleArchiveError) -> Int {
            guard count <= headerEnd - cursor else {
                throw AppleArchiveError(.truncated("\(what) field value"), offset: cursor)
            }
            defer { cursor += count }
            return cursor
        }
        func integer(_ at: Int, _ count: Int) -> UInt64 {
            var value: UInt64 = 0
            for i in 0..<count { value |= UInt64(bytes[at + i]) << (8 * UInt64(i)) }
            return value
        }

        while cursor < headerEnd {
            let fieldOffset = cursor
            let keyStart = try take(4, "field key")
            let key = String(decoding: bytes[keyStart..<(keyStart + 3)], as: UTF8.self)
            let subtype = bytes[keyStart + 3]
            let value: Value
            switch subtype {
            case UInt8(ascii: "*"):
                value = .flag
            case UInt8(ascii: "1"), UInt8(ascii: "2"), UInt8(ascii: "4"), UInt8(ascii: "8"):
                let count = Int(subtype - UInt8(ascii: "0"))
                value = .integer(integer(try take(count, key), count))
            case UInt8(ascii: "P"):
                let length = Int(integer(try take(2, key), 2))
                let at = try take(length, key)
                value = .string(Array(bytes[at..<(at + length)]))
            case UInt8(ascii: "F"), UInt8(ascii: "G"), UInt8(ascii: "H"), UInt8(ascii: "I"), UInt8(ascii: "J"):
                let count = [4, 20, 32, 48, 64][Int(subtype - UInt8(ascii: "F"))]
                let at = try take(count, key)
                value = .digest(Array(bytes[at..<(at + count)]))
            case UInt8(ascii: "S"):
                value = .timestamp(seconds: integer(try take(8, key), 8), nanoseconds: 0)
            case UInt8(ascii: "T"):
                let at = try take(12, key)
                value = .timestamp(seconds: integer(at, 8), nanoseconds: UInt32(integer(at + 8, 4)))
            case UInt8(ascii: "A"), UInt8(ascii: "B"), UInt8(ascii: "C"):
                let count = [2, 4, 8][Int(subtype - UInt8(ascii: "A"))]
                blobSizes.append((fields.count, integer(try take(count, key), count)))
                value = .blob(0..<0)  // placed below, once the header's end is known
            default:
                throw AppleArchiveError(.unknownSubtype(key: key, subtype: subtype), offset: fieldOffset)
            }
            fields.append(Field(key, value))
        }

        // Blobs follow the header in field order.
        var blobStart = headerEnd
        for (index, size) in blobSizes {
            guard size <= UInt64(bytes.count - blobStart) else {
                throw AppleArchiveError(.truncated("\(fields[index].key) blob of \(size) bytes"), offset: blobStart)
            }
            let end = blobStart + Int(size)
            fields[index].value = .blob(blobStart..<end)
            blobStart = end
        }
        return (Entry(offset: start, fields: fields), blobStart)
    }
}
