import Foundation

/// The feed links of an HTML page: `<link rel="alternate" type="application/rss+xml" href="…">`
/// (or Atom), found by one linear scan of the page's bytes — no HTML parser, so any page,
/// however malformed or large, costs a single pass.
enum FeedLinks {
    static let feedTypes: Set<String> = ["application/rss+xml", "application/atom+xml", "application/feed+json"]

    static func feeds(inHTML html: String, base: String) -> [String] {
        let bytes = Array(html.utf8)
        let marker = Array("<link".utf8)
        var found: [String] = []
        var index = 0
        while index + marker.count <= bytes.count {
            guard bytes[index] == UInt8(ascii: "<"), matches(marker, in: bytes, at: index) else {
                index += 1
                continue
            }
            let start = index + marker.count
            guard let close = bytes[start...].firstIndex(of: UInt8(ascii: ">")) else { break }
            index = close + 1
            let attributes = Self.attributes(bytes[start..<close])
            let relations = (attributes["rel"] ?? "").lowercased().split(separator: " ")
            guard relations.contains("alternate"), let type = attributes["type"]?.lowercased(),
                feedTypes.contains(type), let href = attributes["href"], !href.isEmpty
            else { continue }
            let absolute = URL(string: href, relativeTo: URL(string: base))?.absoluteString ?? href
            if !found.contains(absolute) { found.append(absolute) }
        }
        return found
    }

    /// True when `marker` (lowercase ASCII) is at `index`, in any case.
    private static func matches(_ marker: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
        for (offset, expected) in marker.enumerated() {
            let byte = bytes[index + offset]
            let lower = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
            if lower != expected { return false }
        }
        return true
    }

    /// `name="value"`, `name='value'` and `name=value` pairs of one tag, names lowercased and
    /// character references in values decoded.
    static func attributes(_ tag: ArraySlice<UInt8>) -> [String: String] {
        var result: [String: String] = [:]
        var index = tag.startIndex
        var name: [UInt8] = []
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        while index < tag.endIndex {
            let byte = tag[index]
            if byte == UInt8(ascii: "=") {
                index += 1
                while index < tag.endIndex, isSpace(tag[index]) { index += 1 }
                var value: ArraySlice<UInt8> = []
                if index < tag.endIndex, tag[index] == UInt8(ascii: "\"") || tag[index] == UInt8(ascii: "'") {
                    let quote = tag[index]
                    let end = tag[(index + 1)...].firstIndex(of: quote) ?? tag.endIndex
                    value = tag[(index + 1)..<end]
                    index = min(end + 1, tag.endIndex)
                } else {
                    let end = tag[index...].firstIndex(where: isSpace) ?? tag.endIndex
                    value = tag[index..<end]
                    index = end
                }
                let key = String(decoding: name, as: UTF8.self).lowercased()
                if !key.isEmpty, result[key] == nil {
                    result[key] = HTMLText.plainText(fromHTML: String(decoding: value, as: UTF8.self))
                }
                name = []
            } else if isSpace(byte) || byte == UInt8(ascii: "/") {
                name = []
                index += 1
            } else {
                name.append(byte)
                index += 1
            }
        }
        return result
    }
}
