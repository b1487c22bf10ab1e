import Foundation
import PropertyList
import SwiftSource

/// Property-list values as Swift expressions over `Plist` (ShortcutAuthoring): plain calls with
/// concrete argument types, so large raw values stay cheap to type-check.
enum PlistSource {
    static func expression(_ value: PropertyListValue) -> String {
        switch value {
        case .string(let text): return "Plist.string(\(SwiftLiteral.string(text)))"
        case .integer(let number):
            if let small = number.int64 { return "Plist.int(\(small))" }
            return "Plist.int(high: \(number.high), low: \(number.low))"
        case .real(let number): return "Plist.real(\(SwiftLiteral.double(number)))"
        case .boolean(let flag): return "Plist.bool(\(flag))"
        case .date(let date): return "Plist.date(\(SwiftLiteral.double(date.timeIntervalSinceReferenceDate)))"
        case .data(let data): return "Plist.data(\(SwiftLiteral.string(data.base64EncodedString())))"
        case .uid(let number): return "Plist.uid(\(number))"
        case .array(let items): return "Plist.array(" + items.map(expression).joined(separator: ", ") + ")"
        case .dictionary(let entries): return "Plist.dict(" + entryList(entries) + ")"
        }
    }

    /// `Plist.fields(…)`: a `PropertyListDictionary` expression.
    static func fields(_ entries: PropertyListDictionary) -> String {
        entries.isEmpty ? "[:]" : "Plist.fields(" + entryList(entries) + ")"
    }

    private static func entryList(_ entries: PropertyListDictionary) -> String {
        entries.map { "(\(SwiftLiteral.string($0.key)), \(expression($0.value)))" }.joined(separator: ", ")
    }
}
