import Foundation

extension PropertyListValue {
    /// Reads a property list in either format, detected from its first bytes.
    ///
    /// - Throws: ``PropertyListError`` naming the byte offset (and line/column for XML).
    public init(decoding data: Data, limits: PropertyListLimits = .default) throws {
        switch PropertyListFormat.detect(data) {
        case .binary: self = try BinaryPropertyListReader(limits: limits).read(data)
        case .xml: self = try XMLPropertyListReader(limits: limits).read(data)
        case nil: throw PropertyListError(.unrecognizedFormat, offset: 0)
        }
    }

    /// Encodes the value; output is deterministic (same value, same bytes).
    ///
    /// - Throws: ``PropertyListError/Reason/unrepresentable(_:)`` only for XML output of values
    ///   XML cannot hold (for example a string with a NUL or other XML-forbidden character).
    public func encoded(as format: PropertyListFormat) throws -> Data {
        switch format {
        case .binary: BinaryPropertyListWriter().write(self)
        case .xml: try XMLPropertyListWriter().write(self)
        }
    }
}
