/// What ``JSONParser`` builds from JSON text: it hands each scalar and each closed container to
/// its builder, which makes the value (or refuses it, with the offset the parser gives).
protocol JSONBuilder {
    associatedtype Value

    /// Whether one-key objects named `$real`, `$date`, `$data`, `$uid` and `$dict` are markers
    /// (``interpret(_:at:)``) and `{"$dict": {…}}` a wrapper: the property-list mapping of `Docs/JSON.md`.
    static var readsMarkers: Bool { get }

    func string(_ string: String) -> Value
    /// `text` is an RFC 8259 number; `isInteger` when it has neither fraction nor exponent.
    func number(_ text: UnsafeBufferPointer<UInt8>, isInteger: Bool, at offset: Int) throws(PropertyListError) -> Value
    func boolean(_ flag: Bool) -> Value
    func null(at offset: Int) throws(PropertyListError) -> Value
    func array(_ items: [Value]) -> Value
    /// An object's members in text order; a repeated name keeps its first position and takes the last value.
    func object(names: [String], members: [Value]) -> Value
    /// The value of a one-key object ``object(names:members:)`` made, when it is a marker.
    func interpret(_ object: Value, at offset: Int) throws(PropertyListError) -> Value
}
