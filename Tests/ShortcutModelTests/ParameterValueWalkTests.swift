import ShortcutModel
import Testing

/// `ParameterValue.walk(path:_:)`: every value the model holds, with its key path, and the
/// references found on it (`attachmentOccurrences`).
@Suite struct ParameterValueWalkTests {
    static let clipboard = Attachment(type: .clipboard)

    /// A filter whose template, other field, dictionary field, list, quantity and state each hold
    /// one variable.
    static let nested: ParameterValue = .predicateTable(
        PredicateTable(
            prefix: 1,
            templates: [PredicateTemplate(fields: ["Values": .dictionary(["Unit": .variable(clipboard)])])],
            otherFields: [
                "WFContentPredicateBoundedDate": .variable(clipboard),
                "Items": .dictionaryField(
                    DictionaryField(items: [
                        DictionaryItem(itemTypeCode: 0, key: .string("k"), value: .variable(clipboard))
                    ])),
                "Sizes": .array([.quantity(Quantity(magnitude: .variable(clipboard), unit: "MB"))]),
            ]))

    @Test func reachesEveryPlaceIncludingAFiltersOtherFields() {
        var paths: [String] = []
        Self.nested.walk(path: "WFContentItemFilter") { value, path in
            if case .variable = value { paths.append(path) }
        }
        #expect(
            paths == [
                "WFContentItemFilter[0].Values.Unit",
                "WFContentItemFilter.WFContentPredicateBoundedDate",
                "WFContentItemFilter.Items[0].WFValue",
                "WFContentItemFilter.Sizes[0].Magnitude",
            ])
        // The references are what the walk reaches, in the same order and spelling.
        #expect(
            Self.nested.attachmentOccurrences.map(\.path) == [
                "[0].Values.Unit", "WFContentPredicateBoundedDate", "Items[0].WFValue", "Sizes[0].Magnitude",
            ])
    }

    @Test func parentsComeBeforeChildrenAndErrorsStopTheWalk() throws {
        struct Stop: Error {}
        var seen = 0
        #expect(throws: Stop.self) {
            try Self.nested.walk(path: "") { value, _ in
                seen += 1
                if case .variable = value { throw Stop() }
            }
        }
        // The table, the template's dictionary, then its variable.
        #expect(seen == 3)
    }
}
