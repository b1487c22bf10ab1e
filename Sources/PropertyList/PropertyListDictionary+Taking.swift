import Foundation
import OrderedCollections

import struct Foundation.Data

/// The consuming half of the field reader (the strict half is ``PropertyListFields``): a typed
/// field is *taken* out of a dictionary only when it has the expected type, so whatever is left
/// over is exactly what the model did not understand and is kept verbatim. This is what makes the
/// shortcut model's decoders loss-free by construction; a model that must reject a wrong type
/// (intent definitions) reads through ``PropertyListFields`` instead.
extension PropertyListDictionary {
    @inlinable public mutating func takeString(_ key: String) -> String? {
        guard case .string(let value)? = self[key] else { return nil }
        self.removeValue(forKey: key)
        return value
    }

    @inlinable public mutating func takeInteger(_ key: String) -> PropertyListInteger? {
        guard case .integer(let value)? = self[key] else { return nil }
        self.removeValue(forKey: key)
        return value
    }

    @inlinable public mutating func takeBool(_ key: String) -> Bool? {
        guard case .boolean(let value)? = self[key] else { return nil }
        self.removeValue(forKey: key)
        return value
    }

    @inlinable public mutating func takeData(_ key: String) -> Data? {
        guard case .data(let value)? = self[key] else { return nil }
        self.removeValue(forKey: key)
        return value
    }

    @inlinable public mutating func takeDictionary(_ key: String) -> PropertyListDictionary? {
        guard case .dictionary(let value)? = self[key] else { return nil }
        self.removeValue(forKey: key)
        return value
    }

    @inlinable public mutating func takeArray(_ key: String) -> [PropertyListValue]? {
        guard case .array(let value)? = self[key] else { return nil }
        self.removeValue(forKey: key)
        return value
    }

    /// An array whose every element is a string; left in place otherwise.
    @inlinable public mutating func takeStringArray(_ key: String) -> [String]? {
        guard case .array(let values)? = self[key] else { return nil }
        var strings: [String] = []
        strings.reserveCapacity(values.count)
        for value in values {
            guard case .string(let string) = value else { return nil }
            strings.append(string)
        }
        self.removeValue(forKey: key)
        return strings
    }

    /// Any value, removed.
    @inlinable public mutating func take(_ key: String) -> PropertyListValue? {
        self.removeValue(forKey: key)
    }

    /// Writes `value` under `key` when present.
    @inlinable public mutating func put(_ key: String, _ value: PropertyListValue?) {
        if let value { self[key] = value }
    }

    /// The result of putting `extra` after the typed fields (typed first, in a stable order).
    @inlinable public func merging(extra: PropertyListDictionary) -> PropertyListDictionary {
        if extra.isEmpty { return self }
        var result = self
        for (key, value) in extra where result[key] == nil { result[key] = value }
        return result
    }
}
