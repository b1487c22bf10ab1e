/// Why an Apple Archive could not be read, and where (offset into the decoded payload).
public struct AppleArchiveError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong with the archive.
    public enum Reason: Sendable, Equatable {
        /// The archive ends inside the named structure.
        case truncated(String)
        /// An entry does not start with `AA01` or `YAA1`.
        case badMagic
        /// An entry header size smaller than its own fixed part.
        case badHeaderSize(Int)
        /// A field subtype the format does not define; the rest of the header cannot be sized.
        case unknownSubtype(key: String, subtype: UInt8)
        /// No regular-file entry with the expected path.
        case missingEntry(String)
    }

    public var reason: Reason
    /// Byte offset into the archive (the decoded AEA payload).
    public var offset: Int

    public init(_ reason: Reason, offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    public var description: String {
        let what: String
        switch reason {
        case .truncated(let structure): what = "archive ends inside the \(structure)"
        case .badMagic: what = "entry does not start with AA01"
        case .badHeaderSize(let size): what = "entry header size \(size) is too small"
        case .unknownSubtype(let key, let subtype):
            what = "field \(key) has unknown subtype 0x\(String(subtype, radix: 16))"
        case .missingEntry(let path): what = "no file entry named \"\(path)\""
        }
        return "Apple Archive: \(what) at byte offset \(offset)"
    }
}
