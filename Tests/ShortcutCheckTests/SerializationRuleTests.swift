import Diagnostics
import PropertyList
import ShortcutAuthoring
import ShortcutCatalog
import ShortcutCheck
import ShortcutModel
import Testing

/// Value shapes the parameter cannot hold: each an error, each with a near miss.
@Suite struct SerializationRuleTests {
    typealias C = CheckFixture

    /// A catalog of one action with a boolean and a number parameter.
    static let example = "com.example.check.ExampleIntent"
    static let checker = ShortcutChecker(
        catalog: ActionCatalog(definitions: [
            ActionDefinition(
                identifier: example, name: "Example", category: ActionCategory(identifier: example),
                parameters: [
                    ParameterDefinition(key: "WFFlag", kind: .boolean),
                    ParameterDefinition(key: "WFCount", kind: .number),
                ])
        ]))

    static func example(_ key: String, _ value: Value) -> Shortcut {
        C.build { s in s.add(Action(example, [key: value])) }
    }

    static func found(_ rule: CheckRule, _ shortcut: Shortcut) -> [CheckFixture.Found] {
        C.found(rule, in: shortcut, checker: checker)
    }

    @Test func anAppIntentDescriptorWrittenAsTextIsAnError() {
        let shortcut = C.build { s in
            s.add(C.text("a"))
            s.add(Action("com.example.app.OpenIntent", ["AppIntentDescriptor": "com.example.app"]))
        }
        #expect(C.found(.appIntentDescriptor, in: shortcut) == [.init(.appIntentDescriptor, 1, .error)])
        #expect(C.checker.check(shortcut).first { $0.severity == .error }?.keyPath == "AppIntentDescriptor")
    }

    @Test func anAppIntentDescriptorDictionaryIsQuiet() {
        let descriptor: PropertyListValue = .dictionary([
            "BundleIdentifier": .string("com.example.app"), "Name": .string("Example"),
            "AppIntentIdentifier": .string("OpenIntent"), "TeamIdentifier": .string("ABCDE12345"),
        ])
        let shortcut = C.build { s in
            s.add(Action("com.example.app.OpenIntent", ["AppIntentDescriptor": .raw(descriptor)]))
        }
        #expect(C.found(.appIntentDescriptor, in: shortcut).isEmpty)
    }

    @Test func aContentFilterWrittenAsTextIsAnError() {
        let shortcut = C.build { s in
            s.add(Action("is.workflow.actions.filter.files", ["WFContentItemFilter": "Name is Report"]))
        }
        #expect(C.found(.contentFilter, in: shortcut) == [.init(.contentFilter, 0, .error)])
    }

    @Test func aContentFilterTemplateIsQuiet() {
        let filter: PropertyListValue = .dictionary([
            "Value": .dictionary([
                "WFActionParameterFilterPrefix": .integer(1), "WFContentPredicateBoundedDate": .boolean(false),
                "WFActionParameterFilterTemplates": .array([]),
            ]),
            "WFSerializationType": .string("WFContentPredicateTableTemplate"),
        ])
        let shortcut = C.build { s in
            s.add(Action("is.workflow.actions.filter.files", ["WFContentItemFilter": .raw(filter)]))
        }
        #expect(C.found(.contentFilter, in: shortcut).isEmpty)
    }

    @Test func aBooleanHoldingAListOrAPlainDictionaryIsAnError() {
        #expect(Self.found(.booleanShape, Self.example("WFFlag", .list([true]))) == [.init(.booleanShape, 0, .error)])
        let dictionary = Value.raw(.dictionary(["Value": .boolean(true)]))
        #expect(Self.found(.booleanShape, Self.example("WFFlag", dictionary)) == [.init(.booleanShape, 0, .error)])
    }

    @Test func aBooleanHoldingABooleanOrAVariableIsQuiet() {
        #expect(Self.found(.booleanShape, Self.example("WFFlag", true)).isEmpty)
        #expect(Self.found(.booleanShape, Self.example("WFFlag", Value(Variable.askEachTime))).isEmpty)
        // The same list under a key the catalog does not type is no finding.
        #expect(Self.found(.booleanShape, Self.example("WFOther", .list([true]))).isEmpty)
    }

    @Test func aNumberHoldingWordsIsAnError() {
        #expect(Self.found(.numberShape, Self.example("WFCount", "three")) == [.init(.numberShape, 0, .error)])
        #expect(
            Self.found(.numberShape, Self.example("WFCount", .plain("3 apples"))) == [.init(.numberShape, 0, .error)])
    }

    @Test func aNumberHoldingNumberTextOrAVariableIsQuiet() {
        for value: Value in [3, 2.5, "42", " -7 ", "1,5", "", .plain("12"), "\(Variable.askEachTime)"] {
            #expect(Self.found(.numberShape, Self.example("WFCount", value)).isEmpty, "\(value)")
        }
    }

    @Test func aTextTokenStringWithoutItsStringIsAnError() {
        let broken = Value.raw(
            .dictionary([
                "Value": .dictionary(["attachmentsByRange": .dictionary([:])]),
                "WFSerializationType": .string("WFTextTokenString"),
            ]))
        let shortcut = C.build { s in s.add(C.show(broken)) }
        #expect(C.found(.tokenString, in: shortcut) == [.init(.tokenString, 0, .error)])
        // Nested in a list, too.
        let nested = C.build { s in
            s.add(C.text("a"))
            s.add(Action("is.workflow.actions.list", ["WFItems": .list(["ok", broken])]))
        }
        #expect(C.found(.tokenString, in: nested) == [.init(.tokenString, 1, .error)])
        #expect(C.checker.check(nested).first?.keyPath == "WFItems[1]")
    }

    @Test func aTextTokenStringWithItsStringIsQuiet() {
        let shortcut = C.build { s in s.add(C.show("fine \(Variable.clipboard)")) }
        #expect(C.checker.check(shortcut).isEmpty)
    }

    @Test func anAttachmentRangeOutsideTheStringIsAnError() {
        let text = Value.tokens("ab", [TokenString.Placement(location: 2, attachment: .init(type: .clipboard))])
        let shortcut = C.build { s in s.add(C.show(text)) }
        #expect(C.found(.attachmentRange, in: shortcut) == [.init(.attachmentRange, 0, .error)])
    }

    @Test func anAttachmentRangeOnItsPlaceholderIsQuiet() {
        let text = Value.tokens("a\u{FFFC}", [TokenString.Placement(location: 1, attachment: .init(type: .clipboard))])
        let shortcut = C.build { s in s.add(C.show(text)) }
        #expect(C.found(.attachmentRange, in: shortcut).isEmpty)
    }

    /// The walk reaches a filter's other fields (`WFContentPredicateTableTemplate` keys beside the
    /// templates): a bad range there is found like anywhere else, and its key path names the field.
    @Test func anAttachmentRangeInAFiltersOtherFieldsIsAnError() {
        let text = Value.tokens("ab", [TokenString.Placement(location: 2, attachment: .init(type: .clipboard))])
        let table = PredicateTable(
            prefix: 1, templates: [], otherFields: ["WFContentItemLimitNumber": text.parameterValue])
        let shortcut = C.build { s in
            s.add(Action("is.workflow.actions.filter.files", ["WFContentItemFilter": Value(.predicateTable(table))]))
        }
        #expect(C.found(.attachmentRange, in: shortcut) == [.init(.attachmentRange, 0, .error)])
        let paths = C.checker.check(shortcut).filter { $0.rule == CheckRule.attachmentRange.rawValue }.map(\.keyPath)
        #expect(paths == ["WFContentItemFilter.WFContentItemLimitNumber"])
    }
}
