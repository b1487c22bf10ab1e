import Foundation

/// One unfolded content line split into its name, its parameters and its raw value:
/// `[group.]name *(;param[=value *(,value)]) : value` (RFC 6350 §3.3, RFC 2426 §4, vCard 2.1 §2.1).
///
/// A parameter value may be a double-quoted string (RFC 6350 §5, RFC 2426 §4), which holds `;`,
/// `:` and `,` as text; a quote opens a quoted string only at the start of a value. `TYPE` is a
/// list of types however it is written — `TYPE=work,voice`, `TYPE="work,voice"` (RFC 6350
/// §6.4.1's own example), `TYPE=work;TYPE=voice`, or vCard 2.1's bare `;WORK;VOICE` — each type
/// lowercased (they are case-insensitive), once, in the order written, empty ones left out. A
/// comma inside the quoted value of any other parameter does not split it. One pass over the bytes.
struct VCardContentLine {
    var name: String
    var parameters: [String: [String]]
    var rawValue: ArraySlice<UInt8>

    private static let quote = UInt8(ascii: "\"")
    private static let semicolon = UInt8(ascii: ";")
    private static let colon = UInt8(ascii: ":")
    private static let comma = UInt8(ascii: ",")
    private static let equals = UInt8(ascii: "=")
    /// vCard 2.1's bare parameters that are an encoding, not a type.
    private static let bareEncodings: Set<String> = ["QUOTED-PRINTABLE", "BASE64", "8BIT", "7BIT", "B"]

    init(parsing line: ArraySlice<UInt8>, line number: Int) throws(VCardError) {
        let end = line.endIndex
        var index = line.startIndex
        func skip(until stops: UInt8...) {
            while index < end, !stops.contains(line[index]) { index += 1 }
        }
        func text(_ range: Range<Int>) -> String {
            String(decoding: line[range], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        }
        skip(until: Self.semicolon, Self.colon)
        guard index < end else { throw VCardError(line: number, reason: .noColon) }
        var name = text(line.startIndex..<index).uppercased()
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        var parameters: [String: [String]] = [:]
        var types = TypeList()
        while line[index] == Self.semicolon {
            index += 1
            let keyStart = index
            skip(until: Self.equals, Self.semicolon, Self.colon)
            guard index < end else { throw VCardError(line: number, reason: .noColon) }
            let key = text(keyStart..<index).uppercased()
            guard line[index] == Self.equals else {
                // vCard 2.1 bare parameters: an encoding or a type.
                if Self.bareEncodings.contains(key) {
                    parameters["ENCODING", default: []].append(key)
                } else {
                    types.add(key)
                }
                continue
            }
            index += 1
            var values: [String] = []
            while true {
                while index < end, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
                var value = ""
                if index < end, line[index] == Self.quote {
                    index += 1
                    let start = index
                    skip(until: Self.quote)
                    guard index < end else { throw VCardError(line: number, reason: .unterminatedQuote) }
                    value = String(decoding: line[start..<index], as: UTF8.self)
                    index += 1
                }
                // Text up to the next separator (after a closing quote too: kept, not an error).
                let start = index
                skip(until: Self.comma, Self.semicolon, Self.colon)
                value += text(start..<index)
                guard index < end else { throw VCardError(line: number, reason: .noColon) }
                values.append(value)
                guard line[index] == Self.comma else { break }
                index += 1
            }
            if key == "TYPE" {
                for value in values { for type in value.split(separator: ",") { types.add(String(type)) } }
            } else {
                parameters[key, default: []] += values
            }
        }
        if !types.list.isEmpty { parameters["TYPE"] = types.list }
        self.name = name
        self.parameters = parameters
        self.rawValue = line[(index + 1)...]
    }

    /// The types in the order written, lowercased, each once, empty ones left out.
    private struct TypeList {
        var list: [String] = []
        var seen: Set<String> = []

        mutating func add(_ type: String) {
            let type = type.trimmingCharacters(in: .whitespaces).lowercased()
            guard !type.isEmpty, seen.insert(type).inserted else { return }
            list.append(type)
        }
    }
}
