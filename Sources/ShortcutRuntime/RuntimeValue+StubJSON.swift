import Foundation

extension RuntimeValue {
    /// A value from stub or answer JSON: the one-key objects `{"$date": ISO 8601}`,
    /// `{"$url": text}`, `{"$file": {"name", "type", "base64"}}` and `{"$item": {"kind": "place",
    /// "name": …}}` (an item as `--json` prints it) make dates, URLs, files and items; everything
    /// else is taken as parsed.
    public init(stubJSON value: RuntimeValue) {
        switch value {
        case .dictionary(let members) where members.count == 1:
            let (key, inner) = (members.keys[0], members.values[0])
            switch (key, inner) {
            case ("$date", .text(let text)):
                let formatter = ISO8601DateFormatter()
                self = formatter.date(from: text).map(RuntimeValue.date) ?? value
            case ("$url", .text(let text)): self = .url(text)
            case ("$item", .dictionary(let object)):
                self = ContentItem(json: object.mapValues(RuntimeValue.init(stubJSON:))).map(RuntimeValue.item) ?? value
            case ("$file", .dictionary(let file)):
                let name = file["name"].flatMap { if case .text(let t) = $0 { t } else { nil } } ?? "File"
                let type = file["type"].flatMap { if case .text(let t) = $0 { t } else { nil } } ?? ""
                let base64 = file["base64"].flatMap { if case .text(let t) = $0 { t } else { nil } } ?? ""
                self = .file(RuntimeFile(name: name, type: type, data: Data(base64Encoded: base64) ?? Data()))
            default: self = .dictionary(members.mapValues(RuntimeValue.init(stubJSON:)))
            }
        case .dictionary(let members): self = .dictionary(members.mapValues(RuntimeValue.init(stubJSON:)))
        case .list(let items): self = .list(items.map(RuntimeValue.init(stubJSON:)))
        default: self = value
        }
    }
}
