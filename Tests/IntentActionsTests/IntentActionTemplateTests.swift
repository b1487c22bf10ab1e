import IntentActions
import IntentDefinitions
import PropertyList
import ShortcutModel
import Testing

@Suite struct IntentActionTemplateTests {
    func template() throws -> IntentActionTemplate {
        let definition = try IntentActionFixture.definition
        return IntentActionTemplate(
            intent: try #require(definition.intents.first), definition: definition,
            bundleIdentifier: IntentActionFixture.bundle)
    }

    @Test func theActionHasTheStoredEncodingOfEveryParameter() throws {
        let action = try template().action(uuid: "U-1")
        let ask = ParameterValue.variable(Attachment(type: .ask))
        #expect(action.identifier == "com.example.Outliner.GetRowsIntent")
        #expect(Array(action.parameters.keys) == ["UUID", "outline", "detail", "depth", "exact", "ratio", "tags"])
        #expect(action.parameters["UUID"] == "U-1")
        #expect(action.parameters["outline"] == ask)
        #expect(action.parameters["detail"] == "note")  // enum default: the value name
        #expect(action.parameters["depth"] == "1")  // integers are stored as strings
        #expect(action.parameters["exact"] == ask)
        #expect(action.parameters["tags"] == ask)
    }

    @Test func hiddenParametersGetShowKeysOnRequest() throws {
        let action = try template().action(uuid: "U", showingHiddenParameters: true)
        let shown = action.parameters.keys.filter { $0.hasPrefix("Show-") }
        #expect(shown == ["Show-depth", "Show-exact", "Show-ratio", "Show-tags"])
    }

    @Test func theTemplateMatchesItsOwnIntentWithoutProblems() throws {
        let template = try template()
        let shortcut = Shortcut(actions: [template.action(uuid: "U", showingHiddenParameters: true)])
        let report = IntentActionMatcher(definitions: [template.definition]).report(for: shortcut)
        #expect(report.matches.count == 1)
        #expect(report.diagnostics == [])
    }

    @Test func encodingsDescribeEachType() throws {
        let encodings = try template().encodings
        #expect(encodings.map(\.key) == ["outline", "detail", "depth", "exact", "ratio", "tags"])
        #expect(encodings.map(\.inSummary) == [true, true, false, false, false, false])
        #expect(encodings[0].encoding.contains("WFCustomIntentOutputContentItem_AbC123_Outline"))
        #expect(encodings[1].encoding == "enum value name: unknown|note|title")
        #expect(encodings[5].encoding.hasSuffix("(one value, or an array of them)"))
    }
}
