import Foundation

/// Reads XML property lists (Apple's `PropertyList-1.0` DTD) into ``PropertyListValue``.
///
/// A byte-level reader rather than Foundation's `XMLParser`: it keeps raw CR and CR LF inside
/// strings exactly (XML parsers normalise line ends, which shifts the UTF-16 offsets shortcuts
/// store for variables), it is several times faster, and it reports errors with a byte offset,
/// line and column.
///
/// Accepted: UTF-8 with or without a BOM, UTF-16 with a BOM in either byte order, the XML declaration, DOCTYPE, comments, processing instructions,
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

    /// Parses `data` as an XML property list, in UTF-8 or (with a byte-order mark) UTF-16 of
    /// either byte order.
    ///
    /// - Throws: ``PropertyListError`` with the byte offset, line and column of the problem:
    ///   malformed or mismatched markup, text where none belongs, invalid UTF-8 or UTF-16, undefined
    ///   entities, unparsable scalars, truncation, or input beyond ``PropertyListLimits``. For
    ///   UTF-16 input the offset counts the original bytes.
    public func read(_ data: Data) throws(PropertyListError) -> PropertyListValue {
        if let order = UTF16XMLText.byteOrder(of: data) {
            let utf8 = try UTF16XMLText.utf8(from: data, order: order)
            do {
                return try readUTF8(utf8, transcodedFromUTF16: true)
            } catch var error {
                error.offset = UTF16XMLText.originalOffset(ofUTF8Offset: error.offset, in: utf8)
                throw error
            }
        }
        return try readUTF8(data)
    }

    private func readUTF8(_ data: Data, transcodedFromUTF16: Bool = false) throws(PropertyListError)
        -> PropertyListValue
    {
        try TextDocument.parse(data) { (base, count, start) throws(PropertyListError) in
            var parser = XMLPropertyListParser(base: base, count: count, start: start, limits: limits)
            parser.transcodedFromUTF16 = transcodedFromUTF16
            return try parser.parseDocument()
        }
    }
}
