import Foundation

/// What the two text readers (XML and JSON) do around their parsers: reject empty input and
/// invalid UTF-8 up front, skip a UTF-8 byte-order mark, and give any error the line and column
/// of its byte offset.
enum TextDocument {
    /// Runs `parse` over `data` and returns its value.
    ///
    /// - Parameters:
    ///   - parse: gets the bytes, their count and the offset after any byte-order mark.
    static func parse<Value>(
        _ data: Data,
        _ parse: (UnsafePointer<UInt8>, _ count: Int, _ start: Int) throws(PropertyListError) -> Value
    ) throws(PropertyListError) -> Value {
        let result = data.withUnsafeBytes {
            (bytes: UnsafeRawBufferPointer) -> Result<Value, PropertyListError> in
            do throws(PropertyListError) {
                guard let raw = bytes.baseAddress, !bytes.isEmpty else {
                    throw PropertyListError(.truncated, offset: 0)
                }
                let base = raw.assumingMemoryBound(to: UInt8.self)
                if let invalid = UTF8Validation.firstInvalidOffset(in: bytes) {
                    throw PropertyListError(.invalidString, offset: invalid)
                }
                let hasBOM = bytes.count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF
                return .success(try parse(base, bytes.count, hasBOM ? 3 : 0))
            } catch var error {
                // Line and column cost a scan, so they are computed only for a thrown error.
                let location = TextLocation.lineAndColumn(in: bytes, offset: error.offset)
                error.line = location.line
                error.column = location.column
                return .failure(error)
            }
        }
        return try result.get()
    }
}
