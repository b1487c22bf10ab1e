import Foundation

/// What a device-bound action asks for: the action, its input and its parameters resolved.
public struct DeviceRequest: Sendable {
    public var actionIndex: Int
    public var identifier: String
    public var actionName: String
    /// The action's input (its input parameter, else the previous action's output).
    public var input: RuntimeValue
    /// Every parameter the runtime could resolve, by key.
    public var parameters: [String: RuntimeValue]

    public init(
        actionIndex: Int, identifier: String, actionName: String, input: RuntimeValue,
        parameters: [String: RuntimeValue]
    ) {
        self.actionIndex = actionIndex
        self.identifier = identifier
        self.actionName = actionName
        self.input = input
        self.parameters = parameters
    }
}

/// Everything that needs a device (location, contacts, photos, health, HomeKit, other apps'
/// intents…): the run asks here for the output of such an action. Returning nil means "no stub"
/// and fails the run with ``RunError/Reason/needsStub`` naming the action; nothing is skipped.
public protocol DeviceServices: Sendable {
    func output(for request: DeviceRequest) async throws -> RuntimeValue?
}

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

/// No device at all: every device-bound action fails with "needs a stub".
public struct NoDeviceServices: DeviceServices {
    public init() {}
    public func output(for request: DeviceRequest) async throws -> RuntimeValue? { nil }
}

extension RuntimeValue {
    /// A value from stub or answer JSON: the one-key objects `{"$date": ISO 8601}`,
    /// `{"$url": text}`, `{"$file": {"name", "type", "base64"}}` and `{"$item": {"kind": "place",
    /// "name": …}}` (an item as `--json` prints it) make dates, URLs, files and items; everything
    /// else is taken as parsed.
    public init(stubJSON value: RuntimeValue) {
        switch value {
        case .dictionary(let members) where members.count == 1:
            let (key, inner) = (members.keys[0], members.values[0])
            switch (key, inner) {
            case ("$date", .text(let text)):
                let formatter = ISO8601DateFormatter()
                self = formatter.date(from: text).map(RuntimeValue.date) ?? value
            case ("$url", .text(let text)): self = .url(text)
            case ("$item", .dictionary(let object)):
                self = ContentItem(json: object.mapValues(RuntimeValue.init(stubJSON:))).map(RuntimeValue.item) ?? value
            case ("$file", .dictionary(let file)):
                let name = file["name"].flatMap { if case .text(let t) = $0 { t } else { nil } } ?? "File"
                let type = file["type"].flatMap { if case .text(let t) = $0 { t } else { nil } } ?? ""
                let base64 = file["base64"].flatMap { if case .text(let t) = $0 { t } else { nil } } ?? ""
                self = .file(RuntimeFile(name: name, type: type, data: Data(base64Encoded: base64) ?? Data()))
            default: self = .dictionary(members.mapValues(RuntimeValue.init(stubJSON:)))
            }
        case .dictionary(let members): self = .dictionary(members.mapValues(RuntimeValue.init(stubJSON:)))
        case .list(let items): self = .list(items.map(RuntimeValue.init(stubJSON:)))
        default: self = value
        }
    }
}
