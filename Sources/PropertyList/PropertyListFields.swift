/// The strict half of the field reader (the consuming half is
/// `PropertyListDictionary.take…`): reads the known keys of one plist dictionary, where an absent
/// key is `nil` and a key of the wrong type is a ``PropertyListDecodingError`` naming its full key
/// path. Unknown keys are simply not read; a model keeps the whole dictionary as its raw value,
/// which is what keeps it loss-free.
public struct PropertyListFields: Sendable, Equatable {
    /// The dictionary read.
    public let dictionary: PropertyListDictionary
    /// Where `dictionary` sits in the file; empty for the root.
    public let keyPath: String

    /// Reads `dictionary`, found at `keyPath`.
    public init(_ dictionary: PropertyListDictionary, at keyPath: String) {
        self.dictionary = dictionary
        self.keyPath = keyPath
    }

    /// Reads `value` (found at `keyPath`) as a dictionary.
    public init(_ value: PropertyListValue, at keyPath: String) throws(PropertyListDecodingError) {
        guard case .dictionary(let dictionary) = value else {
            throw PropertyListDecodingError(.wrongType(expected: "dictionary", found: value.typeName), at: keyPath)
        }
        self.init(dictionary, at: keyPath)
    }

    /// The key path of `key` in this dictionary.
    public func path(_ key: String) -> String {
        keyPath.isEmpty ? key : "\(keyPath).\(key)"
    }

    public func string(_ key: String) throws(PropertyListDecodingError) -> String? {
        guard let value = dictionary[key] else { return nil }
        guard case .string(let string) = value else { throw wrongType(key, "string", value) }
        return string
    }

    /// A string every element of this kind has (a name).
    public func requiredString(_ key: String) throws(PropertyListDecodingError) -> String {
        guard let string = try string(key) else {
            throw PropertyListDecodingError(.missingKey(key), at: keyPath)
        }
        return string
    }

    public func integer(_ key: String) throws(PropertyListDecodingError) -> Int? {
        guard let value = dictionary[key] else { return nil }
        guard case .integer(let integer) = value, let int = integer.int64.map(Int.init) else {
            throw wrongType(key, "integer", value)
        }
        return int
    }

    public func bool(_ key: String) throws(PropertyListDecodingError) -> Bool? {
        guard let value = dictionary[key] else { return nil }
        guard case .boolean(let bool) = value else { throw wrongType(key, "boolean", value) }
        return bool
    }

    public func dictionary(_ key: String) throws(PropertyListDecodingError) -> PropertyListDictionary? {
        guard let value = dictionary[key] else { return nil }
        guard case .dictionary(let dictionary) = value else { throw wrongType(key, "dictionary", value) }
        return dictionary
    }

    /// The elements of an array of dictionaries, each with its own key path (`key[i]`), decoded
    /// by `decode`; an absent key is an empty array.
    public func elements<Element>(
        _ key: String, _ decode: (PropertyListFields) throws(PropertyListDecodingError) -> Element
    ) throws(PropertyListDecodingError) -> [Element] {
        guard let value = dictionary[key] else { return [] }
        guard case .array(let array) = value else { throw wrongType(key, "array", value) }
        var result: [Element] = []
        result.reserveCapacity(array.count)
        for (index, element) in array.enumerated() {
            result.append(try decode(try PropertyListFields(element, at: "\(path(key))[\(index)]")))
        }
        return result
    }

    private func wrongType(_ key: String, _ expected: String, _ value: PropertyListValue) -> PropertyListDecodingError {
        PropertyListDecodingError(.wrongType(expected: expected, found: value.typeName), at: path(key))
    }
}
