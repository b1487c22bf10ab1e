/// A bundled resource a fuzz target needs (the action catalog, the rendering tables, the gallery's
/// importer), loaded once per process. The catalog ships inside the package, so its absence is a
/// packaging error, handled as everywhere else (`ActionCatalog.bundled()`): passed on. Here it is
/// a ``FuzzFailure`` for every input (``FuzzFailure/Reason/missingResource(_:)``), so the libFuzzer
/// executable stops at its first input with the error on one line — a fuzzer without its catalog
/// is misconfigured, and rejecting every input quietly would check nothing.
package struct BundledFuzzResource<Value: Sendable>: Sendable {
    /// What the resource is, for the failure (`bundled rendering resources`).
    package let name: String
    private let loaded: Result<Value, any Error>

    /// Loads the resource now; a thrown error is kept and given by ``value(for:)``.
    package init(_ name: String, load: () throws -> Value) {
        self.name = name
        loaded = Result { try load() }
    }

    /// The resource, or the failure of `target` naming it and why it did not load.
    package func value(for target: String) throws(FuzzFailure) -> Value {
        switch loaded {
        case .success(let value):
            return value
        case .failure(let error):
            let line = "\(error)".split(whereSeparator: \.isNewline).joined(separator: " ")
            throw FuzzFailure(target: target, .missingResource("\(name): \(line)"), at: "setup")
        }
    }
}
