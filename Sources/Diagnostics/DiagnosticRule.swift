/// A check whose findings carry its id as ``Diagnostic/rule``: one form for every tool.
///
/// Every rule id is `<area>.<family>.<name>` — `check.structure.unclosed-block`,
/// `audit.flow.network`, `appshortcuts.phrase.missing-application-name`,
/// `intents.intent.duplicate-name` — lower case, words joined by hyphens
/// (``RuleIDForm``). Rules renamed to reach that form keep their old id as
/// ``formerID``, and ``init(id:)`` (and decoding, for a `Decodable` rule) accepts it, so JSON
/// written before the rename still reads. The old → new table is `Docs/RuleIds.md`.
public protocol DiagnosticRule: RawRepresentable, CaseIterable, Sendable where RawValue == String {
    /// The id the rule had before ids took one form, or `nil` when it did not change.
    var formerID: String? { get }
}

extension DiagnosticRule {
    /// The stable id, `<area>.<family>.<name>` (the raw value).
    public var id: String { rawValue }

    /// The rule whose id, current or former, is `id`; `nil` for an id no rule has.
    public init?(id: String) {
        if let rule = Self(rawValue: id) {
            self = rule
        } else if let rule = Self.allCases.first(where: { $0.formerID == id }) {
            self = rule
        } else {
            return nil
        }
    }
}

extension DiagnosticRule where Self: Decodable {
    /// Decodes the rule's id, current or former (a string), so JSON written before a rename reads.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let id = try container.decode(String.self)
        guard let rule = Self(id: id) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "no rule has the id \(id)")
        }
        self = rule
    }
}
