import Foundation
import PropertyList

/// A JSON value as the wire carries it: the toolkit's one JSON value type, read with `JSONDecoder`
/// (so `true` is never a number and `1` never a boolean).
typealias WireJSON = JSONValue

extension WireJSON {
    /// The JSON Schema type names this value satisfies (an integer is a `number` too).
    var types: Set<String> {
        switch self {
        case .null: ["null"]
        case .boolean: ["boolean"]
        case .number(let number): number.isInteger ? ["integer", "number"] : ["number"]
        case .string: ["string"]
        case .array: ["array"]
        case .object: ["object"]
        }
    }

    subscript(key: String) -> WireJSON? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}

/// Validates JSON against the OpenAPI 3.1 document's schemas, in the subset the gallery's
/// document uses: `$ref` to `#/components/schemas/…`, `type` (one name or a list, `null`
/// included), `properties`, `required`, `items`, `enum` and `format: date-time`. Stricter than
/// JSON Schema in one way, on purpose: a key that an object schema with `properties` does not
/// declare is a problem (a field the server sends and the document forgot). It also remembers, per
/// schema, which declared properties the samples carried, so a test can ask for the documented
/// properties no sample sent (``unsent``).
struct OpenAPISchemaValidator {
    let schemas: [String: WireJSON]
    private(set) var seen: [String: Set<String>] = [:]
    private(set) var visited: Set<String> = []

    init(document: WireJSON) {
        if case .object(let schemas)? = document["components"]?["schemas"] {
            self.schemas = Dictionary(uniqueKeysWithValues: schemas.map { ($0.key, $0.value) })
        } else {
            self.schemas = [:]
        }
    }

    /// Problems of `value` against the schema named `name`, each with its JSON path.
    mutating func problems(_ value: WireJSON, schema name: String) -> [String] {
        guard let schema = schemas[name] else { return ["no schema \(name)"] }
        return problems(value, against: schema, named: name, at: name)
    }

    private mutating func problems(_ value: WireJSON, against schema: WireJSON, named: String?, at path: String)
        -> [String]
    {
        if let reference = schema["$ref"]?.string {
            let prefix = "#/components/schemas/"
            guard reference.hasPrefix(prefix), let target = schemas[String(reference.dropFirst(prefix.count))] else {
                return ["\(path): unresolved \(reference)"]
            }
            let name = String(reference.dropFirst(prefix.count))
            return problems(value, against: target, named: name, at: path)
        }
        var out: [String] = []
        var allowed: Set<String> = []
        switch schema["type"] {
        case .string(let type)?: allowed = [type]
        case .array(let types)?: allowed = Set(types.compactMap(\.string))
        default: break
        }
        if !allowed.isEmpty, value.types.isDisjoint(with: allowed) {
            return ["\(path): \(value.types.sorted()) where the document says \(allowed.sorted())"]
        }
        if case .array(let options)? = schema["enum"], !options.contains(value) {
            out.append("\(path): \(value) is not one of \(options)")
        }
        if schema["format"]?.string == "date-time", case .string(let text) = value,
            (try? Date.ISO8601FormatStyle().parse(text)) == nil
        {
            out.append("\(path): \(text) is not an RFC 3339 date-time")
        }
        switch value {
        case .array(let items):
            if let itemSchema = schema["items"] {
                for (index, item) in items.enumerated() {
                    out += problems(item, against: itemSchema, named: nil, at: "\(path)[\(index)]")
                }
            }
        case .object(let members):
            if case .array(let required)? = schema["required"] {
                for key in required.compactMap(\.string) where members[key] == nil {
                    out.append("\(path): required \(key) is missing")
                }
            }
            if case .object(let properties)? = schema["properties"] {
                let key = named ?? path
                visited.insert(key)
                for (name, member) in members {
                    guard let property = properties[name] else {
                        out.append("\(path).\(name): sent, but not in the document")
                        continue
                    }
                    seen[key, default: []].insert(name)
                    out += problems(member, against: property, named: nil, at: "\(path).\(name)")
                }
            }
        default: break
        }
        return out
    }

    /// Documented properties of the named schemas that were visited that no sample carried.
    func unsent() -> [String] {
        var out: [String] = []
        for name in visited.sorted() {
            guard let schema = schemas[name], case .object(let properties)? = schema["properties"] else { continue }
            for property in properties.keys.sorted() where seen[name]?.contains(property) != true {
                out.append("\(name).\(property)")
            }
        }
        return out
    }
}
