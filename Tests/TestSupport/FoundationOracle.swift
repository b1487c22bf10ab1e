import Foundation
import PropertyList

/// Foundation's `PropertyListSerialization` as an independent oracle: it must read what our
/// writers produce to the same values.
///
/// Foundation blurs booleans and integers (both arrive as `NSNumber`/`Bool`), cannot hold
/// 128-bit integers, and its XML parser turns CR and CR LF inside strings into LF (the bug our
/// own XML reader exists to avoid), so the comparison accepts those known blurs and nothing else.
public enum FoundationOracle {
    /// The first difference between our value and Foundation's reading of `data`, or nil.
    public static func difference(reading data: Data, expected: PropertyListValue) -> String? {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            return "Foundation cannot read it: \(error)"
        }
        let isXML = PropertyListFormat.detect(data) == .xml
        return difference(expected, object, path: "", normalizingLineEnds: isXML)
    }

    static func difference(_ ours: PropertyListValue, _ theirs: Any, path: String, normalizingLineEnds: Bool) -> String?
    {
        func recurse(_ value: PropertyListValue, _ other: Any, _ path: String) -> String? {
            difference(value, other, path: path, normalizingLineEnds: normalizingLineEnds)
        }
        switch ours {
        case .string(let value):
            guard let other = theirs as? String else { return "\(path): string" }
            if normalizingLineEnds {
                return lineEndsNormalized(other) == lineEndsNormalized(value) ? nil : "\(path): string"
            }
            return other == value ? nil : "\(path): string"
        case .integer(let value):
            guard let number = theirs as? NSNumber else { return "\(path): integer" }
            if let small = value.int64 { return number.int64Value == small ? nil : "\(path): \(small) vs \(number)" }
            if let large = value.uint64 { return number.uint64Value == large ? nil : "\(path): \(large) vs \(number)" }
            return nil  // beyond 64 bits: Foundation has no equivalent
        case .real(let value):
            guard let number = theirs as? NSNumber else { return "\(path): real" }
            return number.doubleValue == value || (value.isNaN && number.doubleValue.isNaN)
                ? nil : "\(path): \(value) vs \(number)"
        case .boolean(let value):
            if let flag = theirs as? Bool { return flag == value ? nil : "\(path): bool" }
            return (theirs as? NSNumber)?.boolValue == value ? nil : "\(path): bool"
        case .date(let value):
            guard let date = theirs as? Date else { return "\(path): date" }
            return abs(date.timeIntervalSince(value)) < 1 ? nil : "\(path): date \(value) vs \(date)"
        case .data(let value):
            return (theirs as? Data) == value ? nil : "\(path): data"
        case .uid:
            return nil  // Foundation on Linux returns a private UID object
        case .array(let values):
            guard let array = theirs as? [Any], array.count == values.count else { return "\(path): array" }
            for (index, value) in values.enumerated() {
                if let found = recurse(value, array[index], "\(path)[\(index)]") { return found }
            }
            return nil
        case .dictionary(let dictionary):
            guard let other = theirs as? [String: Any], other.count == dictionary.count else {
                return "\(path): dictionary"
            }
            for (key, value) in dictionary {
                guard let counterpart = other[key] else { return "\(path).\(key): missing" }
                if let found = recurse(value, counterpart, "\(path).\(key)") { return found }
            }
            return nil
        }
    }

    static func lineEndsNormalized(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }
}
