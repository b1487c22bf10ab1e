import Foundation
import OrderedCollections

/// One node of a property list, as read from a binary (`bplist00`) or XML file.
///
/// The tree keeps everything a loss-free round trip needs: integers and booleans stay distinct,
/// integers keep their full (up to 128-bit) range, reals stay reals, dictionaries keep the key
/// order of the file, and `UID`s (legal in binary plists) survive.
public enum PropertyListValue: Sendable, Hashable {
    case string(String)
    case integer(PropertyListInteger)
    case real(Double)
    case boolean(Bool)
    /// A date, as seconds since 2001-01-01 00:00:00 UTC (the plist epoch), kept exactly.
    case date(Date)
    case data(Data)
    case array([PropertyListValue])
    case dictionary(PropertyListDictionary)
    /// A keyed-archiver object reference (binary plists only; XML writes it as `{CF$UID: n}`).
    case uid(UInt64)
}

/// A dictionary that keeps the order its keys had in the file.
public typealias PropertyListDictionary = OrderedDictionary<String, PropertyListValue>

extension PropertyListValue {
    /// The string, if this is a string.
    @inlinable public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The integer as `Int`, if this is an integer that fits.
    @inlinable public var int: Int? {
        if case .integer(let value) = self { return value.int64.map(Int.init) }
        return nil
    }

    /// The real, if this is a real.
    @inlinable public var real: Double? {
        if case .real(let value) = self { return value }
        return nil
    }

    /// The boolean, if this is a boolean (an integer 0/1 is *not* a boolean).
    @inlinable public var bool: Bool? {
        if case .boolean(let value) = self { return value }
        return nil
    }

    @inlinable public var date: Date? {
        if case .date(let value) = self { return value }
        return nil
    }

    @inlinable public var data: Data? {
        if case .data(let value) = self { return value }
        return nil
    }

    @inlinable public var array: [PropertyListValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    @inlinable public var dictionary: PropertyListDictionary? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// The value under `key`, if this is a dictionary that has it.
    @inlinable public subscript(key: String) -> PropertyListValue? {
        if case .dictionary(let value) = self { return value[key] }
        return nil
    }

    /// A short name of the value's type, for error messages ("string", "dictionary", ...).
    public var typeName: String {
        switch self {
        case .string: "string"
        case .integer: "integer"
        case .real: "real"
        case .boolean: "boolean"
        case .date: "date"
        case .data: "data"
        case .array: "array"
        case .dictionary: "dictionary"
        case .uid: "uid"
        }
    }
}

extension PropertyListValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int64) { self = .integer(PropertyListInteger(value)) }
    public init(floatLiteral value: Double) { self = .real(value) }
    public init(booleanLiteral value: Bool) { self = .boolean(value) }
    public init(arrayLiteral elements: PropertyListValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, PropertyListValue)...) {
        self = .dictionary(PropertyListDictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
