/// One field of an Apple Archive entry header: a three-letter ASCII key (`TYP`, `PAT`, `DAT`, …)
/// and its value. One type for the reader and the writer; `Blob` says where a blob is — a range of
/// the archive's bytes when read (``AppleArchive/Field``), the bytes themselves when written
/// (``AppleArchiveWriter/Field``).
public struct AppleArchiveField<Blob: Sendable & Equatable>: Sendable, Equatable {
    public var key: String
    public var value: Value

    public init(_ key: String, _ value: Value) {
        self.key = key
        self.value = value
    }

    /// A field value, by subtype.
    public enum Value: Sendable, Equatable {
        /// `*`: present, no value.
        case flag
        /// `1` `2` `4` `8`: an unsigned integer.
        case integer(UInt64)
        /// `P`: string bytes (not necessarily UTF-8), at most 65,535 of them.
        case string([UInt8])
        /// `F`…`J`: a CRC32 / SHA-1 / SHA-256 / SHA-384 / SHA-512 digest (4, 20, 32, 48 or 64 bytes).
        case digest([UInt8])
        /// `S` / `T`: seconds and nanoseconds.
        case timestamp(seconds: UInt64, nanoseconds: UInt32)
        /// `A` `B` `C`: a blob after the header.
        case blob(Blob)
    }
}
