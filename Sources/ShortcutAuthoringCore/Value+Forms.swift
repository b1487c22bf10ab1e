import OrderedCollections
import ShortcutModel

/// The DSL's forms for the value shapes files store besides text, numbers and variables:
/// text laid out the way older files or menu titles store it, List items, plain arrays and
/// dictionaries, quantities. The decompiler writes these instead of `.raw(…)`.
extension Value {
    /// Text stored in another layout than the app's usual `{string, attachmentsByRange}`:
    /// `.bare` (menu case titles), `.withoutAttachmentsKey` (older files), `.withoutValue`.
    ///
    /// ```swift
    /// MenuCase("Install", attributedTitle: .text("Install \(name)", layout: .bare)) { … }
    /// ```
    public static func text(_ text: Value, layout: TokenString.Layout) -> Value {
        guard case .text(var token) = text.parameterValue else { return text }
        token.layout = layout
        return Value(.text(token))
    }

    /// A List (`WFArrayParameterState`) of items: text items as the app writes them
    /// (`{WFItemType: 0, WFValue: text}`), `.plain` strings as older files do.
    ///
    /// ```swift
    /// s.add(.list(items: .items(["Apples", "Pears \(Variable.clipboard)", .plain("Plums")])))
    /// ```
    public static func items(_ items: [ListItem]) -> Value { Value(.list(ListParameter(items: items.map(\.item)))) }

    /// A plain dictionary (no serialization wrapper) of keys and values, in order.
    /// A repeated key keeps its first position and its last value.
    public static func plainDictionary(_ entries: KeyValuePairs<String, Value>) -> Value {
        var fields = OrderedDictionary<String, ParameterValue>(minimumCapacity: entries.count)
        for (key, value) in entries { fields[key] = value.parameterValue }
        return Value(.dictionary(fields))
    }

    /// An App Intents entity chosen in the editor (`WFLinkDynamicOptionSubstitutableState`): its
    /// `identifier` (e.g. `applenotes:folder/<UUID>`), and the `title` and `subtitle` keys shown.
    public static func entity(_ identifier: String?, title: String?, subtitle: String?) -> Value {
        Value(.linkDynamicOption(LinkDynamicOption(identifier: identifier, title: title, subtitle: subtitle)))
    }

    /// A quantity (`WFQuantityFieldValue`): a magnitude (number, text or variable) and a unit
    /// such as `"days"` or `"hr"`; either may be absent.
    public static func quantity(_ magnitude: Value?, unit: String?) -> Value {
        Value(.quantity(Quantity(magnitude: magnitude?.parameterValue, unit: unit)))
    }
}

/// One item of a List (``Value/items(_:)``).
public struct ListItem: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The item as stored.
    public var item: ListParameter.Item

    public init(_ item: ListParameter.Item) { self.item = item }

    /// A text item (`WFItemType` 0) from a string literal, with `\(variable)` interpolation.
    public init(stringLiteral value: String) { self = .text(Value(stringLiteral: value)) }

    public init(stringInterpolation: TextInterpolation) {
        self = .text(Value(stringInterpolation: stringInterpolation))
    }

    /// A text item (`WFItemType` 0) holding `value`.
    public static func text(_ value: Value) -> ListItem {
        ListItem(.item(DictionaryItem(itemTypeCode: 0, key: nil, value: value.parameterValue)))
    }

    /// A plain string entry (the form of older files and of menu items).
    public static func plain(_ text: String) -> ListItem { ListItem(.string(text)) }

    /// Any typed item, as a dictionary entry without a key (`.item(5, key: nil, value: file)`).
    public static func entry(_ entry: DictionaryEntry) -> ListItem { ListItem(.item(entry.item)) }
}
