import PropertyList

/// One entry of `INIntentParameterPromptDialogs` that has its own text.
struct PromptDialog: Sendable, Equatable {
    /// `…DialogType`: `Primary`, `Configuration`, `DisambiguationIntroduction`, `Confirmation`, …
    let kind: String
    /// `…DialogFormatString`, with `${count}` and `${parameter}` placeholders.
    let formatString: String
    /// `…DialogFormatStringID`, the key into `Intents.strings`.
    let key: String?

    /// The kinds App Intents has a place for: the request prompt, the disambiguation
    /// introduction and the confirmation.
    static let expressible: Set<String> = ["Primary", "DisambiguationIntroduction", "Confirmation"]

    /// The dialogs of a parameter's dictionary with a format string, in file order.
    static func all(in raw: PropertyListDictionary) -> [PromptDialog] {
        let prefix = "INIntentParameterPromptDialog"
        return (raw["INIntentParameterPromptDialogs"]?.array ?? []).compactMap { item in
            guard let kind = item["\(prefix)Type"]?.string, let text = item["\(prefix)FormatString"]?.string else {
                return nil
            }
            return PromptDialog(kind: kind, formatString: text, key: item["\(prefix)FormatStringID"]?.string)
        }
    }
}
