/// Why a property list could not be read or written, and where.
///
/// Every error names a location: a byte offset into the input (binary and XML), plus the line
/// and column for XML, so a user can find the damage with a hex dump or an editor.
public struct PropertyListError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, independent of where.
    public enum Reason: Sendable, Equatable {
        /// The input ends before a structure it promised.
        case truncated
        /// Not a property list in any format this package reads.
        case unrecognizedFormat
        /// A binary plist header, trailer or offset table is inconsistent.
        case invalidTrailer
        /// An object marker byte that no plist type uses.
        case invalidObjectMarker(UInt8)
        /// An object offset or reference that points outside the object table.
        case invalidReference
        /// A container that (directly or indirectly) contains itself.
        case cyclicReference
        /// Containers nested deeper than the reader's limit.
        case nestingTooDeep(limit: Int)
        /// A count or size larger than the input could possibly hold.
        case countTooLarge
        /// A dictionary key that is not a string.
        case nonStringKey
        /// Bytes that are not valid in the declared string encoding.
        case invalidString
        /// Malformed XML: the message says what was expected.
        case malformedXML(String)
        /// Malformed JSON (``PropertyListJSONReader``): the message says what was expected.
        case malformedJSON(String)
        /// Text in an `<integer>`, `<real>`, `<date>` or `<data>` element that does not parse.
        case invalidValue(String)
        /// A value the target format cannot represent (e.g. a UID in XML's strict mode).
        case unrepresentable(String)
        /// A binary object type that exists in the format but has no ``PropertyListValue``
        /// counterpart (null `0x00`, fill `0x0F`, URL, UUID, ordered set); the marker byte is given.
        case unsupportedObject(UInt8)
    }

    public var reason: Reason
    /// Byte offset into the input where the problem was found.
    public var offset: Int
    /// 1-based line and column (XML only).
    public var line: Int?
    public var column: Int?

    public init(_ reason: Reason, offset: Int, line: Int? = nil, column: Int? = nil) {
        self.reason = reason
        self.offset = offset
        self.line = line
        self.column = column
    }

    public var description: String {
        let what: String
        switch reason {
        case .truncated: what = "unexpected end of data"
        case .unrecognizedFormat: what = "not a property list"
        case .invalidTrailer: what = "invalid binary plist trailer"
        case .invalidObjectMarker(let marker):
            what = "invalid object marker 0x\(String(marker, radix: 16, uppercase: true))"
        case .invalidReference: what = "object reference out of range"
        case .cyclicReference: what = "object contains itself"
        case .nestingTooDeep(let limit): what = "nesting deeper than \(limit) levels"
        case .countTooLarge: what = "count larger than the data"
        case .nonStringKey: what = "dictionary key is not a string"
        case .invalidString: what = "invalid string encoding"
        case .malformedXML(let message): what = "malformed XML: \(message)"
        case .malformedJSON(let message): what = "malformed JSON: \(message)"
        case .invalidValue(let message): what = "invalid value: \(message)"
        case .unrepresentable(let message): what = "cannot be written: \(message)"
        case .unsupportedObject(let marker):
            what = "unsupported object type 0x\(String(marker, radix: 16, uppercase: true))"
        }
        if let line, let column {
            return "\(what) at line \(line), column \(column) (byte \(offset))"
        }
        return "\(what) at byte \(offset)"
    }
}
