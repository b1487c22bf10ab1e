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
    public func read(_ data: Data) throws(PropertyListError) -> PropertyListValue {
        try TextDocument.parse(data, check: Self.rejectUTF16) { (base, count, start) throws(PropertyListError) in
            var parser = XMLPropertyListParser(base: base, count: count, start: start, limits: limits)
            return try parser.parseDocument()
        }
    }

    /// UTF-16 XML (a UTF-16 byte-order mark) is named as such rather than as invalid UTF-8.
    private static func rejectUTF16(_ base: UnsafePointer<UInt8>, count: Int) throws(PropertyListError) {
        if count >= 2, (base[0] == 0xFE && base[1] == 0xFF) || (base[0] == 0xFF && base[1] == 0xFE) {
            throw PropertyListError(.malformedXML("UTF-16 XML is not supported"), offset: 0)
        }
    }
}
