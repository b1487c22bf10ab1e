import Foundation
import PropertyList
import ShortcutModel
import SwiftSource

/// Renders parameter values on one line for reading in a diff.
///
/// Strings and text are quoted with escapes (`"a\nb"`), so every value stays on one line and an
/// empty string is visible; variables are written `⟨Name⟩` with their property, key or type
/// (`⟨Dictionary["id"]⟩`, `⟨Contacts.Name⟩`, `⟨Input as Number⟩`); editor dictionaries are
/// `{key: value}`; data is its size and first bytes. With ``producers``, action outputs also
/// name the index of the action that makes them (`⟨Text · action 3⟩`), which tells apart two
/// references to outputs that happen to share a name.
public struct DiffValueFormatter: Sendable {
    /// `UUID` of an action → its 0-based index; used when ``showsProducers`` is set.
    public var producers: [String: Int]
    /// Name the producing action of each action-output variable.
    public var showsProducers: Bool

    public init(producers: [String: Int] = [:], showsProducers: Bool = false) {
        self.producers = producers
        self.showsProducers = showsProducers
    }

    /// One property-list value, decoded first so serialized values read as what they mean.
    public func format(_ value: PropertyListValue) -> String {
        format(ParameterValue(propertyList: value))
    }

    /// One parameter value.
    public func format(_ value: ParameterValue) -> String {
        var out = ""
        append(value, to: &out)
        return out
    }

    /// A variable reference, `⟨Name…⟩`.
    public func format(_ attachment: Attachment) -> String {
        var out = ""
        append(attachment, to: &out)
        return out
    }

    private func append(_ value: ParameterValue, to out: inout String) {
        switch value {
        case .string(let string): Self.appendQuoted(string, to: &out)
        case .integer(let integer): out += integer.description
        case .real(let real): out += real.description
        case .boolean(let bool): out += bool ? "true" : "false"
        case .date(let date): Self.appendDate(date, to: &out)
        case .data(let data): Self.appendData(data, to: &out)
        case .uid(let uid): out += "UID(\(uid))"
        case .array(let values): appendList(values, to: &out) { append($0, to: &$1) }
        case .dictionary(let dictionary):
            appendPairs(Array(dictionary), to: &out) { key, out in out += key }
        case .text(let token): appendText(token, to: &out)
        case .variable(let attachment): append(attachment, to: &out)
        case .dictionaryField(let field):
            out += "{"
            for (index, item) in field.items.enumerated() {
                if index > 0 { out += ", " }
                if let key = item.key { append(key, to: &out) } else { out += "∅" }
                out += ": "
                if let value = item.value { append(value, to: &out) } else { out += "∅" }
            }
            out += "}"
        case .list(let list):
            appendList(list.items, to: &out) { item, out in
                switch item {
                case .string(let string): Self.appendQuoted(string, to: &out)
                case .item(let entry):
                    if let value = entry.value { append(value, to: &out) } else { out += "∅" }
                case .other(let value): append(value, to: &out)
                }
            }
        case .quantity(let quantity):
            if let magnitude = quantity.magnitude { append(magnitude, to: &out) } else { out += "∅" }
            if let unit = quantity.unit { out += " " + unit }
        case .state(let state):
            if let inner = state.value { append(inner, to: &out) } else { out += "∅" }
        case .predicateTable, .timeOffset, .contactFields, .linkDynamicOption, .serialized:
            // No dedicated reading: show the payload's fields (with variables decoded).
            let plist = value.propertyList
            if case .dictionary(let body) = plist, let payload = body["Value"] {
                append(ParameterValue(propertyList: payload), to: &out)
            } else if case .dictionary(let body) = plist {
                appendPairs(body.map { ($0.key, ParameterValue(propertyList: $0.value)) }, to: &out) { $1 += $0 }
            }
        }
    }

    private func append(_ attachment: Attachment, to out: inout String) {
        out += "⟨"
        out += attachment.displayName
        for step in attachment.aggrandizements ?? [] {
            switch step.kind {
            case .property(let name?): out += "." + name
            case .dictionaryValue(let key?):
                out += "["
                Self.appendQuoted(key, to: &out)
                out += "]"
            case .coercion(let itemClass?): out += " as " + Self.contentClassName(itemClass)
            case .dateFormat(let dateStyle, let timeStyle, let format):
                out += " formatted " + (format ?? [dateStyle, timeStyle].compactMap { $0 }.joined(separator: "/"))
            case .unit(let symbol, let type): out += " in " + (symbol ?? type ?? "unit")
            default: continue
            }
        }
        if showsProducers, attachment.type == .actionOutput, let uuid = attachment.outputUUID {
            if let index = producers[uuid] {
                out += " · action \(index)"
            } else {
                out += " · missing action \(uuid)"
            }
        }
        out += "⟩"
    }

    private func appendText(_ token: TokenString, to out: inout String) {
        out += "\""
        for part in token.parts {
            switch part {
            case .text(let text): Self.appendEscaped(text, to: &out)
            case .variable(let attachment): append(attachment, to: &out)
            }
        }
        out += "\""
    }

    private func appendList<Element>(
        _ elements: [Element], to out: inout String, _ body: (Element, inout String) -> Void
    ) {
        out += "["
        for (index, element) in elements.enumerated() {
            if index > 0 { out += ", " }
            body(element, &out)
        }
        out += "]"
    }

    private func appendPairs(
        _ pairs: [(key: String, value: ParameterValue)], to out: inout String, key: (String, inout String) -> Void
    ) {
        out += "{"
        for (index, pair) in pairs.enumerated() {
            if index > 0 { out += ", " }
            key(pair.key, &out)
            out += ": "
            append(pair.value, to: &out)
        }
        out += "}"
    }

    /// `WFStringContentItem` → `String` (the class names carry a fixed prefix and suffix).
    static func contentClassName(_ itemClass: String) -> String {
        var name = Substring(itemClass)
        if name.hasPrefix("WF") { name = name.dropFirst(2) }
        if name.hasSuffix("ContentItem") { name = name.dropLast("ContentItem".count) }
        return name.isEmpty ? itemClass : String(name)
    }

    static func appendQuoted(_ string: String, to out: inout String) {
        out += SwiftLiteral.string(string, alsoEscaping: visibleEscapes)
    }

    /// Escapes as a Swift string literal does (quotes, backslashes, control, format and separator
    /// characters), so every value is one line and invisible characters show; a stray U+FFFC
    /// (the variable placeholder outside a token string) shows too.
    static func appendEscaped(_ string: String, to out: inout String) {
        out += SwiftLiteral.contents(string, alsoEscaping: visibleEscapes)
    }

    private static let visibleEscapes: Set<Unicode.Scalar> = ["\u{FFFC}"]

    /// ISO 8601 in UTC, with the fraction of a second when there is one (XML keeps whole seconds
    /// only, so a binary file and its XML copy can differ there).
    static func appendDate(_ date: Date, to out: inout String) {
        let seconds = date.timeIntervalSinceReferenceDate
        let whole = seconds.rounded(.down)
        let text = Date(timeIntervalSinceReferenceDate: whole).ISO8601Format()
        let micros = Int(((seconds - whole) * 1_000_000).rounded())
        guard micros > 0, micros < 1_000_000, text.hasSuffix("Z") else {
            out += text
            return
        }
        var fraction = String(micros)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        out += text.dropLast() + "." + fraction + "Z"
    }

    /// `<12 bytes 0a1b2c3d4e5f6071… fnv 89abcdef>`: the size, the first eight bytes and, for
    /// longer data, a 32-bit FNV-1a checksum of all of it (so two images of the same size that
    /// start alike still read differently).
    static func appendData(_ data: Data, to out: inout String) {
        out += "<\(data.count) byte" + (data.count == 1 ? "" : "s")
        if !data.isEmpty {
            out += " "
            let digits = Array("0123456789abcdef")
            for byte in data.prefix(8) {
                out.append(digits[Int(byte >> 4)])
                out.append(digits[Int(byte & 0xF)])
            }
            if data.count > 8 {
                var hash: UInt32 = 0x811C_9DC5
                for byte in data {
                    hash ^= UInt32(byte)
                    hash = hash &* 0x0100_0193
                }
                let hex = String(hash, radix: 16)
                out += "… fnv " + String(repeating: "0", count: 8 - hex.count) + hex
            }
        }
        out += ">"
    }
}
