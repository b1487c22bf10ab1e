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

    @Test func everyFirstPartyToolOfTheCatalogHasAFunction() throws {
        // The catalog's generated resource lists every ToolKit v78 tool (ShortcutCatalog's tests pin that).
        let resource = Corpus.packageRoot.appendingPathComponent("Sources/ShortcutCatalog/Resources/actions.json")
        let top = try JSONSerialization.jsonObject(with: Data(contentsOf: resource)) as? [String: Any]
        let rows = try #require(top?["actions"] as? [[String: Any]])
        let identifiers = rows.compactMap { $0["id"] as? String }.filter {
            ActionIdentifier.isBuiltIn($0) && !$0.contains("|")
        }
        #expect(identifiers.count > 2_500)
        let missing = identifiers.filter { Action.defaultOutputName(for: $0) == nil }
        #expect(missing.isEmpty, "no function for \(missing.prefix(5))")
    }

    @Test func appIntentActionsWriteTheirDescriptorAsTheAppStoresIt() {
        let note = Action.createNote(name: "Groceries")
        #expect(note.identifier == "com.apple.mobilenotes.SharingExtension")
        #expect(note.appIntentDescriptor?.bundleIdentifier == "com.apple.mobilenotes")
        #expect(note.appIntentDescriptor?.appIntentIdentifier == "CreateNoteLinkAction")
        #expect(note.appIntentDescriptor?.name == "Notes")
        #expect(note.appIntentDescriptor?.teamIdentifier == "0000000000")
        #expect(note.withoutAppIntentDescriptor().parameters["AppIntentDescriptor"] == nil)
        #expect(note.parameters["name"]?.plainText == "Groceries")
    }

    @Test func useModelIsTypedWithItsModelsAndResultTypes() {
        let action = Action.askLLM(llmPrompt: "Summarise", llmModel: .chatGPT, generativeResultType: .dictionary)
        #expect(action.identifier == "is.workflow.actions.askllm")
        #expect(action.parameters["WFLLMModel"] == .string("ChatGPT"))
        #expect(action.parameters["WFGenerativeResultType"] == .string("Dictionary"))
        #expect(AskLLMLlmModel.allCases.map(\.rawValue).contains("Apple Intelligence on Device"))
    }

    @Test func defaultsAndEntityTypesAppearInTheDocComments() throws {
        let folder = Corpus.packageRoot.appendingPathComponent("Sources/ShortcutAuthoring/Generated")
        var text = ""
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasPrefix("Actions") {
            text += try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        #expect(text.contains("///   - llmModel: `WFLLMModel`, enumeration; default `Private Cloud Compute`"))
        #expect(text.contains("///   - folder: `folder`, entity `com_apple_notes_folder_entity`"))
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
