import Foundation

/// Reads XML property lists (Apple's `PropertyList-1.0` DTD) into ``PropertyListValue``.
///
/// A byte-level reader rather than Foundation's `XMLParser`: it keeps raw CR and CR LF inside
/// strings exactly (XML parsers normalise line ends, which shifts the UTF-16 offsets shortcuts
/// store for variables), it is several times faster, and it reports errors with a byte offset,
/// line and column.
///
/// Accepted: a UTF-8 BOM, the XML declaration, DOCTYPE, comments, processing instructions,
/// CDATA sections, the five predefined entities, decimal and hex character references, a
/// `<plist>` root or a bare root value, empty-element forms (`<array/>`, `<string/>`, …),
/// `0x` hex integers up to 128 bits, `nan`/`inf` reals and base64 with any whitespace inside.
/// A repeated dictionary key keeps its first position and takes the last value.
/// `<dict><key>CF$UID</key>…</dict>` stays a dictionary (Foundation would turn it into a UID).
/// Control characters in text are accepted as they are, although the writer refuses them.
public struct XMLPropertyListReader: Sendable {
    /// Nesting depth and value count beyond which reading fails (`nestingTooDeep`, `countTooLarge`).
    public var limits: PropertyListLimits

    public init(limits: PropertyListLimits = .default) {
        self.limits = limits
    }

    /// Parses `data` as an XML property list.
    ///
    /// - Throws: ``PropertyListError`` with the byte offset, line and column of the problem:
    ///   malformed or mismatched markup, text where none belongs, invalid UTF-8, undefined
    ///   entities, unparsable scalars, truncation, or input beyond ``PropertyListLimits``.
    public func read(_ data: Data) throws -> PropertyListValue {
        try data.withUnsafeBytes { bytes in
            do {
                return try Self.parse(bytes, limits: limits)
            } catch var error as PropertyListError {
                // Line and column cost a scan, so they are computed only for a thrown error.
                let location = TextLocation.lineAndColumn(in: bytes, offset: error.offset)
                error.line = location.line
                error.column = location.column
                throw error
            }
        }
    }

    private static func parse(_ bytes: UnsafeRawBufferPointer, limits: PropertyListLimits) throws -> PropertyListValue {
        guard let raw = bytes.baseAddress, !bytes.isEmpty else {
            throw PropertyListError(.truncated, offset: 0)
        }
        let base = raw.assumingMemoryBound(to: UInt8.self)
        if bytes.count >= 2, (base[0] == 0xFE && base[1] == 0xFF) || (base[0] == 0xFF && base[1] == 0xFE) {
            throw PropertyListError(.malformedXML("UTF-16 XML is not supported"), offset: 0)
        }
        if let invalid = UTF8Validation.firstInvalidOffset(in: bytes) {
            throw PropertyListError(.invalidString, offset: invalid)
        }
        let hasBOM = bytes.count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF
        var parser = XMLPropertyListParser(
            base: base, count: bytes.count, start: hasBOM ? 3 : 0, limits: limits)
        return try parser.parseDocument()
    }
}
