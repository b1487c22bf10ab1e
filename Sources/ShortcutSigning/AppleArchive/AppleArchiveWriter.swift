/// Writes Apple Archive (`AA01`) entries: a header of typed fields, then the entry's blobs
/// (spec §5.1). The counterpart of ``AppleArchive``.
///
/// Integers are written in the fewest of 1, 2, 4 or 8 bytes that hold them (Apple writes
/// `TYP1`, `MOD2`, `FLG1`), timestamps with nanoseconds (`T`), blob sizes likewise in the
/// fewest of 2, 4 or 8 bytes (`A`, `B`, `C`: Apple's `DATA` for workflows under 64 KiB, `DATB`
/// above).
public struct AppleArchiveWriter: Sendable {
    /// One field: a three-letter ASCII key and its value; a blob is its bytes.
    public typealias Field = AppleArchiveField<[UInt8]>
    /// A field value.
    public typealias Value = Field.Value

    /// The archive written so far.
    public private(set) var bytes: [UInt8] = []

    public init() {}

    /// Appends one entry.
    ///
    /// - Throws: ``SigningError`` naming the entry and field when a key is not three ASCII
    ///   characters, a string or digest has an impossible size, or the header exceeds 65,535 bytes.
    public mutating func append(_ fields: [Field]) throws(SigningError) {
        let entryIndex = entryCount
        func fail(_ detail: String) -> SigningError {
            SigningError(.badInput(detail), at: "Apple Archive entry \(entryIndex)")
        }
        var header: [UInt8] = Array("AA01".utf8) + [0, 0]
        var blobs: [[UInt8]] = []
        for field in fields {
            let key = Array(field.key.utf8)
            guard key.count == 3, key.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else {
                throw fail("field key \"\(field.key)\" is not three ASCII characters")
            }
            header += key
            switch field.value {
            case .flag:
                header.append(UInt8(ascii: "*"))
            case .integer(let value):
                let width = value <= 0xFF ? 1 : value <= 0xFFFF ? 2 : value <= 0xFFFF_FFFF ? 4 : 8
                header.append(UInt8(ascii: "0") + UInt8(width))
                header += value.littleEndianBytes.prefix(width)
            case .string(let text):
                guard text.count <= 0xFFFF else {
                    throw fail("\(field.key) string of \(text.count) bytes exceeds 65,535")
                }
                header.append(UInt8(ascii: "P"))
                header += UInt64(text.count).littleEndianBytes.prefix(2) + text
            case .digest(let digest):
                guard let index = [4, 20, 32, 48, 64].firstIndex(of: digest.count) else {
                    throw fail("\(field.key) digest of \(digest.count) bytes is no known digest size")
                }
                header.append(UInt8(ascii: "F") + UInt8(index))
                header += digest
            case .timestamp(let seconds, let nanoseconds):
                header.append(UInt8(ascii: "T"))
                header += seconds.littleEndianBytes + nanoseconds.littleEndianBytes
            case .blob(let blob):
                if blob.count <= 0xFFFF {
                    header.append(UInt8(ascii: "A"))
                    header += UInt64(blob.count).littleEndianBytes.prefix(2)
                } else if blob.count <= Int(UInt32.max) {
                    header.append(UInt8(ascii: "B"))
                    header += UInt32(blob.count).littleEndianBytes
                } else {
                    header.append(UInt8(ascii: "C"))
                    header += UInt64(blob.count).littleEndianBytes
                }
                blobs.append(blob)
            }
        }
        guard header.count <= 0xFFFF else { throw fail("entry header of \(header.count) bytes exceeds 65,535") }
        header[4] = UInt8(header.count & 0xFF)
        header[5] = UInt8(header.count >> 8)
        bytes += header
        for blob in blobs { bytes += blob }
        entryCount += 1
    }

    private var entryCount = 0
}
