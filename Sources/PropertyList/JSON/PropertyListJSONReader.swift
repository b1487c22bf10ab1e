import Foundation

/// Reads the JSON that ``PropertyListJSONWriter`` writes back into a ``PropertyListValue``, with
/// the one JSON parser (``JSONReader``'s syntax and bounds).
///
/// Any RFC 8259 JSON text is accepted except `null` (no property-list counterpart). Numbers
/// without `.` or exponent are integers (up to 128 bits), others reals; the one-key marker
/// objects `$real`, `$date`, `$data`, `$uid` and the `$dict` wrapper are decoded as described
/// in `Docs/JSON.md`; any other object, including one with a single unknown `$` key, is a
/// dictionary. Object members keep their order; a repeated name keeps its first position and
/// takes the last value.
public struct PropertyListJSONReader: Sendable {
    /// Nesting depth and value count beyond which reading fails (`nestingTooDeep`, `countTooLarge`).
    public var limits: PropertyListLimits

    public init(limits: PropertyListLimits = .default) {
        self.limits = limits
    }

    /// Parses JSON `data` (UTF-8, optional BOM).
    ///
    /// - Throws: ``PropertyListError`` with byte offset, line and column: `malformedJSON` for
    ///   syntax, `invalidString` for bad UTF-8 or escapes, `invalidValue` for a marker whose
    ///   content does not decode or an integer beyond 128 bits, `truncated`, and the limits.
    public func read(_ data: Data) throws(PropertyListError) -> PropertyListValue {
        try TextDocument.parse(data) { (base, count, start) throws(PropertyListError) in
            var parser = JSONParser(
                base: base, count: count, start: start, limits: limits, builder: PropertyListJSONBuilder())
            return try parser.parseDocument()
        }
    }
}
