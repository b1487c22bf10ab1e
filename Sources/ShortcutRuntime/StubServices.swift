/// Stubbed outputs by action identifier (and, for Get Contents of URL without network, by URL).
///
/// A stub file is a JSON object: `{"is.workflow.actions.getcurrentlocation": "Paris",
/// "https://example.com/api": {"ok": true}}`; values are read with ``RuntimeValue/init(stubJSON:)``.
public struct StubServices: DeviceServices, Hashable {
    public var outputs: [String: RuntimeValue]

    public init(_ outputs: [String: RuntimeValue] = [:]) { self.outputs = outputs }

    /// Reads a stub file.
    public init(json text: String) throws(RuntimeJSON.ParseError) {
        guard case .dictionary(let members) = try RuntimeJSON.parse(text) else {
            throw RuntimeJSON.ParseError(offset: 0, message: "stubs must be a JSON object")
        }
        outputs = [:]
        for (key, value) in members { outputs[key] = RuntimeValue(stubJSON: value) }
    }

    public func output(for request: DeviceRequest) async throws -> RuntimeValue? { outputs[request.identifier] }

    /// The stubbed body for a URL.
    public func response(for url: String) -> RuntimeValue? { outputs[url] }
}
