import IntentActions
import IntentDefinitions
import ShortcutCatalog
import ShortcutModel
import Testing

@Suite struct IntentActionMatcherTests {
    let bundle = IntentActionFixture.bundle

    func action(_ className: String, _ parameters: [String: ParameterValue], bundle: String? = nil) -> Action {
        var action = Action("\(bundle ?? self.bundle).\(className)")
        for key in parameters.keys.sorted() { action.parameters[key] = parameters[key] }
        return action
    }

    func report(_ actions: [Action], bundleIdentifiers: Set<String> = []) throws -> IntentActionReport {
        let matcher = IntentActionMatcher(
            definitions: [try IntentActionFixture.definition], bundleIdentifiers: bundleIdentifiers)
        return matcher.report(for: Shortcut(actions: actions))
    }

    var outlineVariable: ParameterValue { .variable(.output(of: "A", named: "Outline")) }

    @Test func wellFormedValuesOfEveryTypeMatchWithoutProblems() throws {
        let report = try report([
            Action("is.workflow.actions.gettext"),
            action(
                "GetRowsIntent",
                [
                    "UUID": "X", "ShowWhenRun": false, "Show-tags": true, "outline": outlineVariable, "detail": "title",
                    "depth": "   1", "exact": true, "ratio": "0.5",
                    "tags": ["a", .text(TokenString(parts: [.text("b")]))],
                ]),
        ])
        #expect(report.diagnostics == [])
        let match = try #require(report.match(at: 1))
        #expect(match.title == "Get Rows")
        #expect(match.bundleIdentifier == bundle)
        #expect(match.parameters.map(\.key) == ["depth", "detail", "exact", "outline", "ratio", "tags"])
        #expect(match.parameters.map(\.title) == ["Start Depth", "Detail", "Exact Match", "Outline", "Ratio", "Tags"])
        #expect(report.match(at: 0) == nil)
    }

    @Test func reportsEachKindOfProblemWithItsRuleAndPlace() throws {
        let report = try report([
            action(
                "GetRowsIntent",
                [
                    "detail": "subtitle", "depth": "deep", "exact": "yes", "outlineOrRow": outlineVariable,
                    "Show-rows": true, "ratio": .boolean(true),
                ]),
            action("RemovedIntent", [:]),
            action("OtherIntent", [:], bundle: "com.example.Other"),
        ])
        let found = report.diagnostics.map { "\($0.actionIndex ?? -1) \($0.keyPath ?? "-") \($0.rule ?? "")" }
        #expect(
            found == [
                "0 Show-rows intents.action.unknown-parameter",
                "0 depth intents.action.wrong-value-type",
                "0 detail intents.action.unknown-enum-value",
                "0 exact intents.action.wrong-value-type",
                "0 outlineOrRow intents.action.unknown-parameter",
                "0 ratio intents.action.wrong-value-type",
                "1 - intents.action.unknown-intent",
            ])
        let enumProblem = try #require(report.diagnostics.first { $0.rule == IntentActionRule.unknownEnumValue.id })
        #expect(enumProblem.severity == .error)
        #expect(enumProblem.message.contains("subtitle") && enumProblem.message.contains("note, title"))
    }

    @Test func actionsOfRemovedIntentsNeedAKnownBundleWhenNothingElseMatches() throws {
        let alone = [action("RemovedIntent", [:])]
        #expect(try report(alone).diagnostics == [])
        let known = try report(alone, bundleIdentifiers: [bundle])
        #expect(known.diagnostics.map(\.rule) == [IntentActionRule.unknownIntent.id])
    }

    @Test func coercionsMustUseTheDefinitionsNamespace() throws {
        func coerced(_ itemClass: String) -> ParameterValue {
            var attachment = Attachment.output(of: "A", named: "Rows")
            attachment.aggrandizements = [.coercion(to: itemClass)]
            return .variable(attachment)
        }
        let report = try report([
            action("GetRowsIntent", ["outline": coerced("WFCustomIntentOutputContentItem_AbC123_Outline")]),
            Action(
                "is.workflow.actions.getvariable",
                parameters: [
                    "WFVariable": coerced("WFCustomIntentOutputContentItem_Zz9999_Outline")
                ]),
            Action(
                "is.workflow.actions.getvariable",
                parameters: [
                    "WFVariable": coerced("WFCustomIntentOutputContentItem_AbC123_Row")
                ]),
            Action(
                "is.workflow.actions.getvariable",
                parameters: [
                    "WFVariable": coerced("WFCustomIntentOutputContentItem_Other1_Thing")
                ]),
        ])
        #expect(
            report.diagnostics.map { "\($0.actionIndex!) \($0.rule!) \($0.severity)" } == [
                "1 intents.action.coercion-namespace error",
                "2 intents.action.unknown-coercion-type warning",
            ])
    }

    @Test func matchedActionsBecomeCatalogEntriesWithDisplayTitles() throws {
        let report = try report([action("GetRowsIntent", ["detail": "note"])])
        let definitions = report.actionDefinitions
        #expect(definitions.map(\.identifier) == ["\(bundle).GetRowsIntent"])
        let entry = try #require(definitions.first)
        #expect(entry.name == "Get Rows")
        #expect(entry.parameter(forKey: "depth")?.label == "Start Depth")
        #expect(entry.parameter(forKey: "detail")?.kind == .enumeration)
        #expect(entry.subtitleKeys == ["detail", "outline"])
        let catalog = ActionCatalog(definitions: definitions)
        #expect(catalog.displayName(for: "\(bundle).GetRowsIntent").name == "Get Rows")
    }
}
