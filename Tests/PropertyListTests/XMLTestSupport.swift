import Foundation
import PropertyList
import TestSupport

/// Helpers shared by the XML and JSON tests: corpus location, Foundation as an oracle, fixtures.
enum XMLTestSupport {
    /// `../shared/corpus` beside the package (TestSupport's ``Corpus``), or nil when absent.
    static var corpusDirectory: URL? { Corpus.isAvailable ? Corpus.root : nil }

    /// Every file of `corpus/xml`, sorted by name.
    static func xmlCorpusFiles() throws -> [URL] {
        guard let corpusDirectory else {
            Corpus.noteMissing()
            return []
        }
        let folder = corpusDirectory.appendingPathComponent("xml")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            .map { folder.appendingPathComponent($0) }
    }

    static func xml(_ body: String) -> Data {
        Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            \(body)
            </plist>

            """.utf8)
    }

    static func read(_ text: String) throws -> PropertyListValue {
        try XMLPropertyListReader().read(Data(text.utf8))
    }

    // MARK: - Foundation as an independent oracle

    /// Converts what `PropertyListSerialization` returns into our value type.
    static func value(fromFoundation object: Any) -> PropertyListValue? {
        switch object {
        case let string as String: return .string(string)
        case let date as Date: return .date(date)
        case let data as Data: return .data(data)
        case let array as [Any]:
            var values: [PropertyListValue] = []
            for element in array {
                guard let value = value(fromFoundation: element) else { return nil }
                values.append(value)
            }
            return .array(values)
        case let dictionary as [String: Any]:
            var result = PropertyListDictionary()
            for (key, element) in dictionary {
                guard let value = value(fromFoundation: element) else { return nil }
                result[key] = value
            }
            return .dictionary(result)
        case let flag as Bool where type(of: object) == Bool.self: return .boolean(flag)
        case let nsNumber as NSNumber: return number(nsNumber)
        case let int as Int: return .integer(PropertyListInteger(int))
        case let double as Double: return .real(double)
        default:
            // Foundation turns `<dict><key>CF$UID</key><integer>n</integer></dict>` into a
            // private keyed-archiver UID object; its `value` is visible through reflection.
            if String(describing: type(of: object)).contains("KeyedArchiverUID"),
                let value = Mirror(reflecting: object).children.first(where: { $0.label == "value" })?.value,
                let uid = UInt64(String(describing: value))
            {
                return .uid(uid)
            }
            return nil
        }
    }

    private static func number(_ number: NSNumber) -> PropertyListValue {
        switch String(cString: number.objCType) {
        case "c", "B": return .boolean(number.boolValue)
        case "f", "d": return .real(number.doubleValue)
        case "Q": return .integer(PropertyListInteger(number.uint64Value))
        default: return .integer(PropertyListInteger(number.int64Value))
        }
    }

    static func foundationRead(_ data: Data) throws -> PropertyListValue? {
        let object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        return value(fromFoundation: object)
    }

    /// Equality up to what Foundation cannot tell apart: booleans vs integers 0/1, CR / CR LF
    /// normalised to LF by its XML parser, dictionary order (Foundation's dictionaries are
    /// unordered), NaN reals, and `{CF$UID: n}` dictionaries, which Foundation reads as UIDs
    /// while we keep them as dictionaries.
    static func equivalentForOracle(_ ours: PropertyListValue, _ theirs: PropertyListValue) -> Bool {
        switch (ours, theirs) {
        case (.string(let a), .string(let b)):
            return a == b || normalizedLineEnds(a) == normalizedLineEnds(b)
        case (.boolean(let flag), .integer(let integer)), (.integer(let integer), .boolean(let flag)):
            return integer == PropertyListInteger(flag ? 1 : 0)
        case (.real(let a), .real(let b)):
            return a == b || (a.isNaN && b.isNaN)
        case (.real(let real), .integer(let integer)), (.integer(let integer), .real(let real)):
            return integer.int64.map { Double($0) == real } ?? false
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { equivalentForOracle($0, $1) }
        case (.dictionary(let a), .dictionary(let b)):
            return a.count == b.count
                && a.allSatisfy { key, value in b[key].map { equivalentForOracle(value, $0) } ?? false }
        case (.dictionary(let dictionary), .uid(let uid)), (.uid(let uid), .dictionary(let dictionary)):
            return dictionary.count == 1
                && dictionary["CF$UID"].map { equivalentForOracle(.integer(PropertyListInteger(uid)), $0) } ?? false
        default:
            return ours == theirs
        }
    }

    static func normalizedLineEnds(_ string: String) -> String {
        string.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }

    // MARK: - Fixtures

    /// A tree with every value type and the awkward cases (CR, CR LF, non-BMP, escapes, 128-bit).
    static let richValue: PropertyListValue = [
        "zebra first": "keys keep stored order, not sorted",
        "text": "a & b < c > d \"quoted\" 'apos'\r\nCRLF\rCR\nLF\ttab 😀 𝄞 é",
        "empty": "",
        "integers": [
            0, 1, -1, .integer(PropertyListInteger(Int64.max)), .integer(PropertyListInteger(Int64.min)),
            .integer(PropertyListInteger(UInt64.max)),
            .integer(PropertyListInteger(high: -2, low: 12345)),
        ],
        "reals": [
            0.0, -0.0, 1.0, 0.1, 1e300, .real(.leastNonzeroMagnitude), -2.5e-3, .real(.infinity), .real(-.infinity),
            123456789.125,
        ],
        "booleans": [true, false],
        "dates": [
            .date(Date(timeIntervalSinceReferenceDate: 0)), .date(Date(timeIntervalSinceReferenceDate: 725_943_845)),
            .date(Date(timeIntervalSinceReferenceDate: -978_307_200)),
        ],
        "data": [.data(Data()), .data(Data([0])), .data(Data(0..<200))],
        "nested": [["a": [[], [:], [[["deep": true]]]]]],
        "uid": .uid(42),
        "CF$UID look-alike": ["CF$UID": 7],
    ]
}
