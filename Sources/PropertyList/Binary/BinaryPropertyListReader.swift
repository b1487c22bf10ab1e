import Foundation

/// Reads Apple's binary property-list format (`bplist00`) into a ``PropertyListValue``.
///
/// The reader keeps what a loss-free round trip needs: booleans stay distinct from integers,
/// integers keep all 128 bits, 4-byte reals widen exactly to `Double`, dictionaries keep the
/// file's key order (for a duplicated key the last value wins at the first key's position), and
/// UIDs survive. Sets are read as arrays.
///
/// Hostile input fails with a ``PropertyListError`` naming the byte offset of the offending
/// marker, reference or trailer field: truncation, references or offsets outside the object
/// area, counts larger than the file, cycles, nesting deeper than
/// ``PropertyListLimits/maximumDepth``, non-string keys, invalid string bytes. The reader never
/// recurses; its memory is proportional to the input's size and object count.
public struct BinaryPropertyListReader: Sendable {
    public var limits: PropertyListLimits

    public init(limits: PropertyListLimits = .default) {
        self.limits = limits
    }

    /// Decodes a complete binary plist.
    ///
    /// - Throws: ``PropertyListError`` (always) with the byte offset of the problem.
    public func read(_ data: Data) throws(PropertyListError) -> PropertyListValue {
        try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            Result { () throws(PropertyListError) in try read(bytes: bytes) }
        }.get()
    }

    /// Decodes a binary plist held in raw memory (offsets in errors are relative to `bytes`).
    public func read(bytes: UnsafeRawBufferPointer) throws(PropertyListError) -> PropertyListValue {
        let trailer = try BinaryPropertyListTrailer(bytes: bytes, limits: limits)
        let limits = self.limits
        // The decoder's per-object states (4 bytes each): on the stack for small files.
        let result: Result<PropertyListValue, PropertyListError> = withUnsafeTemporaryAllocation(
            of: UInt32.self, capacity: trailer.objectCount
        ) { states in
            states.initialize(repeating: 0)
            var decoder = BinaryPropertyListObjectDecoder(
                bytes: bytes, trailer: trailer, limits: limits, states: states)
            return Result { () throws(PropertyListError) in try decoder.decodeTopObject() }
        }
        return try result.get()
    }
}
