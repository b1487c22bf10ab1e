import Foundation
import MCP

/// A tool's answer in both forms the issue asks for: `structuredContent` and one text block
/// holding the same JSON, made from one encoding so the two cannot differ.
enum ToolOutput {
    /// The result for an `Encodable` value (keys sorted in the text, so the same result is the same text).
    static func result(_ value: some Encodable) -> CallTool.Result {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return result(json: try encoder.encode(value))
        } catch {
            return failure("the result could not be encoded: \(error)")
        }
    }

    /// The result for JSON text already made (the runtime's own JSON writer).
    static func result(json data: Data) -> CallTool.Result {
        do {
            let structured = try JSONDecoder().decode(Value.self, from: data)
            return CallTool.Result(
                content: [.text(text: String(decoding: data, as: UTF8.self), annotations: nil, _meta: nil)],
                structuredContent: Optional.some(structured), isError: false)
        } catch {
            return failure("the result is not JSON: \(error)")
        }
    }

    /// The tool error for `error`: its one line, `isError: true`.
    static func failure(_ error: MCPToolError) -> CallTool.Result {
        failure(error.description)
    }

    static func failure(_ text: String) -> CallTool.Result {
        CallTool.Result(content: [.text(text: text, annotations: nil, _meta: nil)], isError: true)
    }

    /// JSON text of an argument value (for readers that take text: answers, stubs, programs).
    static func jsonText(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }
}

/// An optional that encodes as `null` when absent (synthesized `Encodable` would leave the key
/// out), so every key an output schema requires is always there.
struct Nullable<Wrapped: Encodable>: Encodable {
    var value: Wrapped?

    init(_ value: Wrapped?) { self.value = value }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let value { try container.encode(value) } else { try container.encodeNil() }
    }
}
