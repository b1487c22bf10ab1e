import Foundation

extension PropertyListValue {
    /// Reads a property list in any of the three formats, detected from its content by
    /// ``PropertyListFormat/detect(_:)``.
    ///
    /// - Throws: ``PropertyListError`` naming the byte offset (and line/column for XML and JSON);
    ///   `unrecognizedFormat` at offset 0 when the bytes are none of the three.
    public init(decoding data: Data, limits: PropertyListLimits = .default) throws(PropertyListError) {
        switch PropertyListFormat.detect(data) {
        case .binary: self = try BinaryPropertyListReader(limits: limits).read(data)
        case .xml: self = try XMLPropertyListReader(limits: limits).read(data)
        case .json: self = try PropertyListJSONReader(limits: limits).read(data)
        case nil: throw PropertyListError(.unrecognizedFormat, offset: 0)
        }
    }

    /// Encodes the value; output is deterministic (same value, same bytes). JSON is pretty-printed.
    ///
    /// - Throws: ``PropertyListError/Reason/unrepresentable(_:)`` only for XML output of values
    ///   XML cannot hold (for example a string with a NUL or other XML-forbidden character).
    public func encoded(as format: PropertyListFormat) throws(PropertyListError) -> Data {
        switch format {
        case .binary: BinaryPropertyListWriter().write(self)
        case .xml: try XMLPropertyListWriter().write(self)
        case .json: PropertyListJSONWriter().write(self)
        }
    }
}
