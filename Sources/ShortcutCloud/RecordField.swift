import Foundation
import PropertyList

/// One entry of a record's `fields` map: `{ "type": …, "value": … }`, decoded by `type`.
///
/// A value whose JSON does not match its declared type, and any type we do not model, is kept
/// as ``unknown(type:value:)`` so nothing is dropped; typed accessors then return `nil`.
package enum RecordField: Sendable, Equatable, Hashable, Codable {
    case string(String)
    case int64(Int64)
    /// `TIMESTAMP`: milliseconds since 1970 (kept exact; see ``date``).
    case timestamp(milliseconds: Int64)
    case asset(CloudAsset)
    case unknown(type: String, value: JSONValue)

    private enum CodingKeys: String, CodingKey { case type, value }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let type = try c.decode(String.self, forKey: .type)
        switch type {
        case "STRING":
            if let s = try? c.decode(String.self, forKey: .value) {
                self = .string(s)
                return
            }
        case "NUMBER_INT64":
            if let i = try? c.decode(Int64.self, forKey: .value) {
                self = .int64(i)
                return
            }
        case "TIMESTAMP":
            if let i = try? c.decode(Int64.self, forKey: .value) {
                self = .timestamp(milliseconds: i)
                return
            }
        case "ASSETID":
            if let a = try? c.decode(CloudAsset.self, forKey: .value) {
                self = .asset(a)
                return
            }
        default:
            break
        }
        let raw = try c.decodeIfPresent(JSONValue.self, forKey: .value) ?? .null
        self = .unknown(type: type, value: raw)
    }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .string(let s):
            try c.encode("STRING", forKey: .type)
            try c.encode(s, forKey: .value)
        case .int64(let i):
            try c.encode("NUMBER_INT64", forKey: .type)
            try c.encode(i, forKey: .value)
        case .timestamp(let ms):
            try c.encode("TIMESTAMP", forKey: .type)
            try c.encode(ms, forKey: .value)
        case .asset(let a):
            try c.encode("ASSETID", forKey: .type)
            try c.encode(a, forKey: .value)
        case .unknown(let t, let v):
            try c.encode(t, forKey: .type)
            try c.encode(v, forKey: .value)
        }
    }

    package var stringValue: String? { if case .string(let s) = self { s } else { nil } }
    package var int64Value: Int64? { if case .int64(let i) = self { i } else { nil } }
    package var assetValue: CloudAsset? { if case .asset(let a) = self { a } else { nil } }
    /// The date of a `TIMESTAMP` field.
    package var date: Date? {
        if case .timestamp(let ms) = self { Date(millisecondsSince1970: ms) } else { nil }
    }
}

extension Date {
    /// CloudKit timestamps are integer milliseconds; one conversion used everywhere keeps
    /// dates bit-identical across decode paths (JSON record, cache, CLI output).
    init(millisecondsSince1970 ms: Int64) {
        self.init(timeIntervalSince1970: Double(ms) / 1000)
    }
}
