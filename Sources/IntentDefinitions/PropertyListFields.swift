import PropertyList

/// Reads the known keys of one plist dictionary, strictly: an absent key is `nil`, a key of the
/// wrong type is an ``IntentDefinitionError`` naming its full key path. Unknown keys are simply
/// not read; they stay in the element's `raw` dictionary, which is what keeps the model loss-free.
struct PropertyListFields {
    let dictionary: PropertyListDictionary
    /// Where `dictionary` sits in the file; empty for the root.
    let keyPath: String

    init(_ dictionary: PropertyListDictionary, at keyPath: String) {
        self.dictionary = dictionary
        self.keyPath = keyPath
    }

    /// Reads `value` (found at `keyPath`) as a dictionary.
    init(_ value: PropertyListValue, at keyPath: String) throws(IntentDefinitionError) {
        guard case .dictionary(let dictionary) = value else {
            throw IntentDefinitionError(.wrongType(expected: "dictionary", found: value.typeName), at: keyPath)
        }
        self.init(dictionary, at: keyPath)
    }

    func path(_ key: String) -> String {
        keyPath.isEmpty ? key : "\(keyPath).\(key)"
    }

    func string(_ key: String) throws(IntentDefinitionError) -> String? {
        guard let value = dictionary[key] else { return nil }
        guard case .string(let string) = value else { throw wrongType(key, "string", value) }
        return string
    }

    /// A string every element of this kind has (a name).
    func requiredString(_ key: String) throws(IntentDefinitionError) -> String {
        guard let string = try string(key) else {
            throw IntentDefinitionError(.missingKey(key), at: keyPath)
        }
        return string
    }

    func integer(_ key: String) throws(IntentDefinitionError) -> Int? {
        guard let value = dictionary[key] else { return nil }
        guard case .integer(let integer) = value, let int = integer.int64.map(Int.init) else {
            throw wrongType(key, "integer", value)
        }
        return int
    }

    func bool(_ key: String) throws(IntentDefinitionError) -> Bool? {
        guard let value = dictionary[key] else { return nil }
        guard case .boolean(let bool) = value else { throw wrongType(key, "boolean", value) }
        return bool
    }

    func dictionary(_ key: String) throws(IntentDefinitionError) -> PropertyListDictionary? {
        guard let value = dictionary[key] else { return nil }
        guard case .dictionary(let dictionary) = value else { throw wrongType(key, "dictionary", value) }
        return dictionary
    }

    /// The elements of an array of dictionaries, each with its own key path (`key[i]`), decoded
    /// by `decode`; an absent key is an empty array.
    func elements<Element>(
        _ key: String, _ decode: (PropertyListFields) throws(IntentDefinitionError) -> Element
    ) throws(IntentDefinitionError) -> [Element] {
        guard let value = dictionary[key] else { return [] }
        guard case .array(let array) = value else { throw wrongType(key, "array", value) }
        var result: [Element] = []
        result.reserveCapacity(array.count)
        for (index, element) in array.enumerated() {
            result.append(try decode(try PropertyListFields(element, at: "\(path(key))[\(index)]")))
        }
        return result
    }

    private func wrongType(_ key: String, _ expected: String, _ value: PropertyListValue) -> IntentDefinitionError {
        IntentDefinitionError(.wrongType(expected: expected, found: value.typeName), at: path(key))
    }
}
