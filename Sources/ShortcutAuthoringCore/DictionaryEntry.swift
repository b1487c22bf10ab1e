import OrderedCollections
import ShortcutModel

/// One entry of a dictionary built like the editor's Dictionary action: a key, a typed value.
///
/// ```swift
/// s.add(.dictionary(items: .dictionary([
///     .text("city", "\(city)"),
///     .number("days", "3"),
///     .bool("metric", true),
///     .dictionary("units", [.text("speed", "m/s")]),
/// ])))
/// ```
public struct DictionaryEntry: Sendable, Hashable {
    /// The item as stored.
    public var item: DictionaryItem

    public init(_ item: DictionaryItem) { self.item = item }

    /// A Text entry (`WFItemType` 0).
    public static func text(_ key: Value, _ value: Value) -> DictionaryEntry { .item(0, key: key, value: value) }

    /// A Number entry (`WFItemType` 3): the editor stores the number as text.
    public static func number(_ key: Value, _ value: Value) -> DictionaryEntry { .item(3, key: key, value: value) }

    /// A Boolean entry (`WFItemType` 4).
    public static func bool(_ key: Value, _ value: Bool) -> DictionaryEntry {
        .item(4, key: key, value: Value(.state(SubstitutableState(kind: .number, value: .boolean(value)))))
    }

    /// An Array entry (`WFItemType` 2).
    public static func array(_ key: Value, _ value: Value) -> DictionaryEntry { .item(2, key: key, value: value) }

    /// A nested Dictionary entry (`WFItemType` 1; stored double-wrapped, as the app does).
    public static func dictionary(_ key: Value, _ entries: [DictionaryEntry]) -> DictionaryEntry {
        .item(1, key: key, value: .dictionary(entries, layout: .doubleWrapped))
    }

    /// Any entry: the item type code, key and value as given (either may be absent).
    public static func item(
        _ type: Int?, key: Value?, value: Value?, extra: PropertyListDictionary = [:]
    ) -> DictionaryEntry {
        DictionaryEntry(
            DictionaryItem(itemTypeCode: type, key: key?.parameterValue, value: value?.parameterValue, extra: extra))
    }
}

extension Value {
    /// A dictionary (`WFDictionaryFieldValue`) from entries in order (keys may repeat).
    public static func dictionary(_ entries: [DictionaryEntry], layout: DictionaryField.Layout = .standard) -> Value {
        Value(.dictionaryField(DictionaryField(items: entries.map(\.item), layout: layout)))
    }

    /// A list of strings (`WFArrayParameterState`), e.g. menu items or List entries.
    public static func strings(_ items: [String]) -> Value { Value(.list(ListParameter(strings: items))) }

    /// The If input wrapper `{Type: Variable, Variable: …}`.
    public static func conditionInput(_ variable: Variable) -> Value {
        Value(.dictionary(["Type": .string("Variable"), "Variable": .variable(variable.attachment)]))
    }
}
