import OrderedCollections

/// Through a `Decoder` (the cloud's record fields arrive by `JSONDecoder`): integers that fit an
/// `Int64` stay exact (and up to `UInt64.max` when encoding), other numbers go through `Double`.
/// Object members reach a `Decoder` without their order, so a decoded object's members are sorted
/// by name; ``JSONReader`` keeps the order.
extension JSONValue: Codable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: Key.self) {
            var members = OrderedDictionary<String, JSONValue>()
            for key in object.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                members[key.stringValue] = try object.decode(JSONValue.self, forKey: key)
            }
            self = .object(members)
        } else if var array = try? decoder.unkeyedContainer() {
            var items: [JSONValue] = []
            while !array.isAtEnd { items.append(try array.decode(JSONValue.self)) }
            self = .array(items)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let flag = try? single.decode(Bool.self) {
                self = .boolean(flag)
            } else if let integer = try? single.decode(Int64.self) {
                self = .number(JSONNumber(integer))
            } else if let real = try? single.decode(Double.self) {
                guard let number = JSONNumber(real) else {
                    throw DecodingError.dataCorruptedError(
                        in: single, debugDescription: "\(real) is not a JSON number")
                }
                self = .number(number)
            } else {
                self = .string(try single.decode(String.self))
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .boolean(let flag):
            var single = encoder.singleValueContainer()
            try single.encode(flag)
        case .number(let number):
            var single = encoder.singleValueContainer()
            if let integer = number.int64 {
                try single.encode(integer)
            } else if number.isInteger, let integer = UInt64(number.text) {
                try single.encode(integer)
            } else {
                try single.encode(number.double)
            }
        case .string(let string):
            var single = encoder.singleValueContainer()
            try single.encode(string)
        case .array(let items):
            var array = encoder.unkeyedContainer()
            for item in items { try array.encode(item) }
        case .object(let members):
            var object = encoder.container(keyedBy: Key.self)
            for (name, member) in members { try object.encode(member, forKey: Key(stringValue: name)) }
        }
    }
}
