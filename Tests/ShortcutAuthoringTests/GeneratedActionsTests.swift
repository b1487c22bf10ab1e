import Foundation
import ShortcutAuthoring
import TestSupport
import Testing

@Suite struct GeneratedActionsTests {
    @Test func typedFunctionsStoreTheirParametersUnderTheCatalogKeys() {
        let action = Action.askForInput(question: "City?", inputType: .number, allowsDecimalNumbers: true)
        #expect(action.identifier == "is.workflow.actions.ask")
        #expect(action.parameters["WFInputType"] == .string("Number"))
        #expect(action.parameters["WFAskActionAllowsDecimalNumbers"] == .boolean(true))
        #expect(action.parameters["WFAskActionPrompt"]?.plainText == "City?")
        #expect(action.parameters.count == 3)  // nothing that was not given
    }

    @Test func enumerationsCarryTheRealStoredValues() {
        #expect(Base64EncodeLineBreaks.noneOption.rawValue == "None")
        #expect(AskForInputInputType.allCases.map(\.rawValue).contains("Text"))
        #expect(Action.base64Encode(lineBreaks: .noneOption).parameters["WFBase64LineBreakMode"] == .string("None"))
    }

    @Test func outputNamesComeFromTheCatalog() {
        #expect(Action.defaultOutputName(for: "is.workflow.actions.gettext") == "Text")
        #expect(Action.defaultOutputName(for: "com.example.unknown") == nil)
    }

    @Test func theGenericFormTakesAnyIdentifierAndValues() {
        let action = Action("com.example.app.DoThingIntent", ["title": "Hello", "count": 3, "flag": false])
        #expect(action.parameters["count"] == .integer(3))
        #expect(action.parameters["flag"] == .boolean(false))
        #expect(action.parameters["title"]?.plainText == "Hello")
        #expect(Array(action.parameters.keys) == ["title", "count", "flag"])
    }

    @Test func generatedFilesAreUpToDateWithTheCatalog() throws {
        let script = Corpus.packageRoot.appendingPathComponent("Scripts/generate-actions.py")
        let catalog = Corpus.shared.appendingPathComponent("data/catalog/actions.json")
        let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first(where: FileManager.default.isExecutableFile)
        guard Prerequisite.require(FileManager.default.fileExists(atPath: catalog.path), "../shared/data/catalog"),
            Prerequisite.require(python != nil, "python3"), let python
        else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script.path, "--check"]
        process.standardOutput = Pipe()
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "run python3 Scripts/generate-actions.py")
    }
}
