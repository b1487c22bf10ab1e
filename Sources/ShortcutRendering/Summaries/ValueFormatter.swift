import Foundation
import ShortcutModel

/// Turns any parameter value into readable summary segments — never a raw dictionary dump,
/// never a U+FFFC: token strings become text with pills, attachments become pills with their
/// aggrandizements, containers are summarised ("3 items").
struct ValueFormatter {
    let naming: VariableNaming

    /// Characters of literal text kept per value before "…".
    static let textLimit = 60

    /// The value as segments; text is wrapped in quote marks when `quoted` and it is not a
    /// lone variable.
    func segments(_ value: ParameterValue, quoted: Bool = false) -> [SummarySegment] {
        switch value {
        case .string(let string):
            return literal(string, quoted: quoted)
        case .text(let token):
            return tokenSegments(token, quoted: quoted)
        case .variable(let attachment):
            return [.variable(name: naming.name(of: attachment))]
        case .integer(let integer):
            return [.value(integer.description)]
        case .real(let real):
            return [.value(Self.number(real))]
        case .boolean(let flag):
            return [.value(flag ? "on" : "off")]
        case .date(let date):
            return [.value(Self.date(date))]
        case .data(let data):
            return [.value(data.isEmpty ? "no data" : "\(data.count) bytes of data")]
        case .uid(let uid):
            return [.value("UID \(uid)")]
        case .array(let values):
            return summarizedList(values.map { $0.plainText }, count: values.count)
        case .dictionary(let dictionary):
            if let attachment = value.attachment { return [.variable(name: naming.name(of: attachment))] }
            for key in ["Name", "name", "Title", "title", "workflowName", "DisplayName", "Identifier", "identifier"] {
                if let named = dictionary[key]?.plainText, !named.isEmpty { return literal(named, quoted: false) }
            }
            return [.value(Self.count(dictionary.count, "item"))]
        case .dictionaryField(let field):
            return [.value(Self.count(field.items.count, "item"))]
        case .list(let list):
            let texts = list.items.map { item -> String? in
                switch item {
                case .string(let string): string
                case .item(let entry): entry.value?.plainText
                case .other(let value): value.plainText
                }
            }
            return summarizedList(texts, count: list.items.count)
        case .predicateTable(let table):
            return [.value(Self.count(table.templates?.count ?? 0, "condition"))]
        case .quantity(let quantity):
            var out = quantity.magnitude.map { segments($0) } ?? []
            if let unit = quantity.unit, !unit.isEmpty {
                out.append(
                    out.isEmpty
                        ? .value(DisplayText.singleLine(unit, limit: 20))
                        : .text(" " + DisplayText.singleLine(unit, limit: 20)))
            }
            return out
        case .timeOffset(let offset):
            var out: [SummarySegment] = []
            if let operation = offset.operation { out.append(.value(DisplayText.singleLine(operation, limit: 30))) }
            if let amount = offset.value {
                if !out.isEmpty { out.append(.text(" ")) }
                out += segments(amount)
            }
            if let unit = offset.unit {
                out.append(
                    out.isEmpty
                        ? .value(DisplayText.singleLine(unit, limit: 20))
                        : .text(" " + DisplayText.singleLine(unit, limit: 20)))
            }
            return out
        case .contactFields(let fields):
            let texts = fields.entries.map { entry -> String? in
                if case .text(let text) = entry { return text }
                if case .serialized(_, let body, _) = entry {
                    for key in ["link.contentkit.emailaddress", "link.contentkit.phonenumber", "displayName", "Name"] {
                        if case .string(let text)? = body[key] { return text }
                    }
                }
                return nil
            }
            return summarizedList(texts, count: fields.entries.count, noun: "contact")
        case .linkDynamicOption(let option):
            let title = option.title ?? option.identifier ?? "option"
            return [.value(DisplayText.singleLine(title, limit: Self.textLimit))]
        case .state(let state):
            guard let inner = state.value else { return [] }
            return segments(inner, quoted: quoted)
        case .serialized(let serialized):
            // Unknown or odd-shaped serialized value: name its kind, never dump it.
            var label = serialized.serializationType
            if label.hasPrefix("WF") { label.removeFirst(2) }
            return [.value(DisplayText.singleLine(label, limit: 40))]
        }
    }

    /// True when the value carries nothing worth showing (empty text, empty container).
    static func isEmpty(_ value: ParameterValue) -> Bool {
        switch value {
        case .string(let string): string.allSatisfy(\.isWhitespace)
        case .text(let token): token.attachments.isEmpty && token.string.allSatisfy(\.isWhitespace)
        case .array(let values): values.isEmpty
        case .dictionaryField(let field): field.items.isEmpty
        case .list(let list): list.items.isEmpty
        case .state(let state): state.value.map(isEmpty) ?? true
        case .quantity(let quantity): quantity.magnitude == nil
        case .dictionary(let dictionary): dictionary.isEmpty
        default: false
        }
    }

    /// A plain literal, cleaned and cut.
    func literal(_ string: String, quoted: Bool) -> [SummarySegment] {
        let clean = DisplayText.singleLine(string, limit: Self.textLimit)
        if clean.isEmpty { return quoted ? [.text("\"\"")] : [] }
        return quoted ? [.text("\""), .value(clean), .text("\"")] : [.value(clean)]
    }

    private func tokenSegments(_ token: TokenString, quoted: Bool) -> [SummarySegment] {
        let parts = token.parts
        if parts.count == 1, case .variable(let attachment) = parts[0] {
            return [.variable(name: naming.name(of: attachment))]
        }
        var out: [SummarySegment] = []
        var budget = Self.textLimit
        for part in parts {
            switch part {
            case .text(let text):
                guard budget > 0 else { continue }
                let clean = DisplayText.fragment(text, limit: budget)
                budget -= clean.count
                if clean.hasSuffix("…") { budget = 0 }
                if !clean.isEmpty { out.append(.value(clean)) }
            case .variable(let attachment):
                guard budget > 0 else { continue }
                out.append(.variable(name: naming.name(of: attachment)))
                budget -= 4
            }
        }
        if budget <= 0, let last = out.last, case .variable = last { out.append(.value("…")) }
        if out.isEmpty { return quoted ? [.text("\"\"")] : [] }
        return quoted ? [.text("\"")] + out + [.text("\"")] : out
    }

    /// Up to three short items by name ("Passport, Charger, Toothbrush"), else "N items".
    private func summarizedList(_ texts: [String?], count: Int, noun: String = "item") -> [SummarySegment] {
        if count == 0 { return [.value("no \(noun)s")] }
        let names = texts.compactMap { $0 }.map { DisplayText.singleLine($0, limit: 24) }
        if count <= 3, names.count == count, names.allSatisfy({ !$0.isEmpty }), names.joined().count <= 48 {
            return [.value(names.joined(separator: ", "))]
        }
        return [.value(Self.count(count, noun))]
    }

    static func count(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }

    /// 2.0 → "2", 0.25 → "0.25".
    static func number(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    static func date(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withSpaceBetweenDateAndTime]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date) + " UTC"
    }
}
