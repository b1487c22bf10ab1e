import PropertyList

/// A JSON tree through `Codable`, for ``ShortcutProgram``'s `Codable` conformance: the same
/// mapping as `PropertyListJSONReader` (integers stay integers, `1.0` a real), without key order.
struct CodableJSON: Codable {
    var value: PropertyListValue

    init(_ value: PropertyListValue) { self.value = value }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: Key.self) {
            var fields = PropertyListDictionary()
            for key in object.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                fields[key.stringValue] = try object.decode(CodableJSON.self, forKey: key).value
            }
            value = .dictionary(fields)
        } else if var array = try? decoder.unkeyedContainer() {
            var items: [PropertyListValue] = []
            while !array.isAtEnd { items.append(try array.decode(CodableJSON.self).value) }
            value = .array(items)
        } else {
            let single = try decoder.singleValueContainer()
            if let bool = try? single.decode(Bool.self) {
                value = .boolean(bool)
            } else if let integer = try? single.decode(Int64.self) {
                value = .integer(PropertyListInteger(integer))
            } else if let real = try? single.decode(Double.self) {
                value = .real(real)
            } else {
                value = .string(try single.decode(String.self))
            }
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch value {
        case .dictionary(let fields):
            var object = encoder.container(keyedBy: Key.self)
            for (key, item) in fields { try object.encode(CodableJSON(item), forKey: Key(stringValue: key)) }
        case .array(let items):
            var array = encoder.unkeyedContainer()
            for item in items { try array.encode(CodableJSON(item)) }
        case .boolean(let bool):
            var single = encoder.singleValueContainer()
            try single.encode(bool)
        case .integer(let integer):
            var single = encoder.singleValueContainer()
            if let small = integer.int64 { try single.encode(small) } else { try single.encode(integer.description) }
        case .real(let real):
            var single = encoder.singleValueContainer()
            try single.encode(real)
        case .string(let string):
            var single = encoder.singleValueContainer()
            try single.encode(string)
        default:
            // Dates, data, UIDs and non-finite reals occur only inside `raw` forms: their marker
            // objects, `{"$date": "…"}`, as the JSON writer spells them.
            let text = String(decoding: PropertyListJSONWriter(prettyPrinted: false).write(value), as: UTF8.self)
            var object = encoder.container(keyedBy: Key.self)
            guard let colon = text.firstIndex(of: ":") else { return }
            let key = String(text[text.index(text.startIndex, offsetBy: 2)..<text.index(before: colon)])
            let rest = text[text.index(after: colon)..<text.index(before: text.endIndex)]
            if rest.hasPrefix("\"") {
                try object.encode(String(rest.dropFirst().dropLast()), forKey: Key(stringValue: key))
            } else {
                try object.encode(UInt64(rest) ?? 0, forKey: Key(stringValue: key))
            }
        }
    }

    /// The tree as JSON text without marker wrapping, so reading it back with
    /// `PropertyListJSONReader` turns `{"$date": …}` objects into dates again.
    var jsonText: String {
        switch value {
        case .dictionary(let fields):
            let members = fields.map { PropertyListJSONWriter.quoted($0.key) + ":" + CodableJSON($0.value).jsonText }
            return "{" + members.joined(separator: ",") + "}"
        case .array(let items): return "[" + items.map { CodableJSON($0).jsonText }.joined(separator: ",") + "]"
        case .string(let string): return PropertyListJSONWriter.quoted(string)
        default: return String(decoding: PropertyListJSONWriter(prettyPrinted: false).write(value), as: UTF8.self)
        }
    }
}
