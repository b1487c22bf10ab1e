import Foundation
import ShortcutModel

/// Property-list values spelled as plain function calls, for raw values in decompiled
/// sources: every argument has a concrete type, so thousands of them type-check quickly.
public enum Plist {
    public static func string(_ value: String) -> PropertyListValue { .string(value) }
    public static func int(_ value: Int64) -> PropertyListValue { .integer(PropertyListInteger(value)) }
    /// A 128-bit integer (`high`, `low` words), for values outside `Int64`.
    public static func int(high: Int64, low: UInt64) -> PropertyListValue {
        .integer(PropertyListInteger(high: high, low: low))
    }
    public static func real(_ value: Double) -> PropertyListValue { .real(value) }
    public static func bool(_ value: Bool) -> PropertyListValue { .boolean(value) }
    /// A date as seconds since 2001-01-01 (the plist epoch).
    public static func date(_ secondsSince2001: Double) -> PropertyListValue {
        .date(Date(timeIntervalSinceReferenceDate: secondsSince2001))
    }
    /// Data from Base64 (invalid Base64 gives empty data).
    public static func data(_ base64: String) -> PropertyListValue { .data(Data(base64Encoded: base64) ?? Data()) }
    /// Bytes from Base64 (invalid Base64 gives empty data).
    public static func bytes(_ base64: String) -> Data { Data(base64Encoded: base64) ?? Data() }
    public static func uid(_ value: UInt64) -> PropertyListValue { .uid(value) }
    public static func array(_ items: PropertyListValue...) -> PropertyListValue { .array(items) }
    public static func dict(_ entries: (String, PropertyListValue)...) -> PropertyListValue {
        .dictionary(dictionary(entries))
    }

    /// The dictionary itself (for `extra` and `unknownKeys` fields).
    public static func fields(_ entries: (String, PropertyListValue)...) -> PropertyListDictionary {
        dictionary(entries)
    }

    private static func dictionary(_ entries: [(String, PropertyListValue)]) -> PropertyListDictionary {
        var result = PropertyListDictionary(minimumCapacity: entries.count)
        for (key, value) in entries { result[key] = value }
        return result
    }
}

extension Variable {
    /// A variable from a raw attachment dictionary (the decompiler's form for unusual keys).
    public static func raw(_ fields: PropertyListDictionary) -> Variable {
        Variable(Attachment(propertyList: fields) ?? Attachment(type: .other(""), extra: fields))
    }
}
