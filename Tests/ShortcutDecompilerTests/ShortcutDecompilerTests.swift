import Foundation
import ShortcutAuthoring
import ShortcutDecompiler
import TestSupport
import Testing

@Suite struct ShortcutDecompilerTests {
    let decompiler = ShortcutDecompiler()

    @Test func knownActionsUseTypedFunctionsInterpolationAndNamedOutputs() throws {
        let shortcut = try Shortcut.build(name: "Greeting") { s in
            let name = s.add(.askForInput(question: "Name?"))
            s.add(.showResult(text: "Hello \(name)!"))
        }
        let source = decompiler.decompile(shortcut, functionName: "greeting")
        #expect(source.text.contains("public func greeting() throws -> Shortcut {"))
        #expect(source.text.contains("let askForInput = s.add(.askForInput(question: \"Name?\")"))
        #expect(source.text.contains("s.add(.showResult(text: \"Hello \\(askForInput)!\"), uuid: "))
        #expect(source.statistics.typedActions == 2)
        #expect(source.statistics.genericActions == 0)
    }

    @Test func unknownActionsAndValueShapesFallBackToGenericAndRawForms() throws {
        var shortcut = Shortcut(actions: [], name: nil)
        var odd = Action("com.example.future.Intent")
        odd.parameters["shape"] = ParameterValue(
            propertyList: .dictionary(["WFSerializationType": "WFFutureThing", "Value": .array([.uid(3)])]))
        odd.extra = ["SomethingElse": true]
        shortcut.actions = [odd]
        let source = decompiler.decompile(shortcut)
        #expect(source.text.contains("Action(\"com.example.future.Intent\", [\"shape\": .raw(Plist.dict("))
        #expect(source.text.contains("Plist.uid(3)"))
        #expect(source.text.contains(".extraKeys(Plist.fields((\"SomethingElse\", Plist.bool(true)))"))
        #expect(source.statistics.genericActions == 1)
    }

    @Test func valuesTheTypedArgumentsCannotHoldBecomeParameters() throws {
        // An enumeration parameter holding a value outside its list, and a switch holding text.
        let action = Action.base64Encode(lineBreaks: nil).parameter("WFBase64LineBreakMode", .plain("Sometimes"))
        let source = decompiler.decompile(Shortcut(actions: [action]))
        #expect(source.text.contains(".base64Encode().parameter(\"WFBase64LineBreakMode\", .plain(\"Sometimes\"))"))
        #expect(source.statistics.extraParameters == 1)
    }

    @Test func danglingReferencesAreKeptAndChecksTurnedOff() throws {
        let stray = Variable.output(of: "0000-DEAD", named: "Gone")
        let shortcut = try Shortcut.build(checks: .none) { s in s.add(.showResult(text: "\(stray)")) }
        let source = decompiler.decompile(shortcut)
        #expect(source.text.contains("Variable.output(of: \"0000-DEAD\", named: \"Gone\")"))
        #expect(source.text.contains("return try s.finish(checks: .none)"))
    }

    @Test func hostileNamesBecomeValidIdentifiersAndEscapedLiterals() throws {
        let shortcut = try Shortcut.build(name: "\"quote\" \\(x) \u{202E}") { s in
            s.add(.text(text: "a\"b\\(c)\u{0}").outputName("class"))
        }
        let source = decompiler.decompile(shortcut, functionName: "9 lives!")
        #expect(source.functionName == "_9Lives")
        #expect(source.text.contains(#"ShortcutBuilder(name: "\"quote\" \\(x) \u{202E}")"#))
        #expect(source.text.contains(#"text: "a\"b\\(c)\0""#))
    }

    @Test func mainFormIsACompleteProgram() throws {
        let source = decompiler.decompile(Shortcut(actions: []), functionName: "empty", form: .main)
        #expect(source.text.contains("import ShortcutKit"))
        #expect(source.text.contains("let data = try empty().encoded(as: .binary)"))
        #expect(source.text.contains("CommandLine.arguments[1]"))
    }

    @Test func wellFormedBlocksBecomeClosuresWithTheirIdentifiers() throws {
        let shortcut = try Shortcut.build(name: "Blocks") { s in
            let number = s.add(.number(number: 7))
            try s.if(number, .isGreaterThan(5)) {
                s.add(.showResult(text: "big"))
            } otherwise: {
                try s.menu("Pick") {
                    MenuCase("One") { s.add(.showResult(text: "1")) }
                }
            }
            s.repeat(3) { _ in s.repeatEach(.shortcutInput) { _ in s.add(.comment(text: "x"), uuid: .omitted) } }
        }
        let source = decompiler.decompile(shortcut)
        let text = source.text
        let group = try #require(shortcut.actions[1].groupingIdentifier)
        let end = try #require(shortcut.actions[8].uuid)
        #expect(text.contains("try s.if(number, .isGreaterThan(5), group: \"\(group)\", output: \"\(end)\") {"))
        #expect(text.contains("} otherwise: {"))
        #expect(text.contains("try s.menu(\"Pick\", group: "))
        #expect(text.contains("MenuCase(\"One\") {"))
        #expect(text.contains("s.repeat(3, group: "))
        #expect(text.contains("s.repeatEach(Variable.shortcutInput, group: "))
        #expect(!text.contains("mode: .start"))
        #expect(source.statistics.closureBlocks == 4)
        #expect(source.statistics.straightLineBlocks == 0)
        #expect(source.statistics.typedParameterShare == 1)
    }

    @Test func malformedBlocksStayStraightLine() throws {
        // An End If whose If is missing, and a Repeat that is never closed.
        var shortcut = try Shortcut.build { s in
            let number = s.add(.number(number: 1))
            s.if(number, .hasAnyValue) { s.add(.comment(text: "in"), uuid: .omitted) }
            s.repeat(2) { _ in }
        }
        shortcut.actions.remove(at: 1)  // the If's opener
        shortcut.actions.removeLast()  // the End Repeat
        let source = decompiler.decompile(shortcut)
        #expect(source.text.contains("if`(mode: .end, group: "))
        #expect(source.text.contains("repeat`(mode: .start, group: "))
        #expect(source.statistics.closureBlocks == 0)
        #expect(source.statistics.malformedBlockParts == 2)
    }

    @Test func modernIfConditionsAreTypedWithKeptOperands() throws {
        let shortcut = try Shortcut.build { s in
            let value = s.add(.text(text: "x"))
            s.if(value, .contains("a").with(number: .plain("5")), legacyComparison: true) {}
            s.if(value, .equals(number: .plain("3"))) {}
            s.if(value, Condition(code: 1002, date: "\(Variable.currentDate)")) {}
        }
        let source = decompiler.decompile(shortcut)
        #expect(source.text.contains(".contains(\"a\").with(number: .plain(\"5\")), legacyComparison: true, group:"))
        #expect(source.text.contains(".equals(number: .plain(\"3\")), group:"))
        #expect(source.text.contains("Condition(code: 1002, date: \"\\(Variable.currentDate)\"), group:"))
        #expect(source.statistics.conditionParameters == 0)
    }

    @Test func iOS12StringConditionsAreClosuresToo() throws {
        let shortcut = try Shortcut.build { s in
            s.add(.text(text: "x"), uuid: .omitted)
            s.ifPrevious("Equals", text: .plain("x")) {
                s.add(.comment(text: "same"), uuid: .omitted)
            } otherwise: {
            }
        }
        let opener = shortcut.actions[1]
        #expect(opener.parameters["WFCondition"] == .string("Equals"))
        #expect(opener.parameters["WFInput"] == nil)
        let source = decompiler.decompile(shortcut)
        #expect(source.text.contains("s.ifPrevious(\"Equals\", text: .plain(\"x\"), group: "))
        #expect(source.statistics.closureBlocks == 1)
    }

    @Test func plainTextItemsAndDateFormatsUseTheDSLForms() throws {
        let date = Variable.currentDate.dateFormat(date: "Short", time: "None")
        let shortcut = try Shortcut.build { s in
            s.add(.dictionary(items: .dictionary([.text("city", "Paris"), .bool("on", true)])), uuid: .omitted)
            s.add(.showResult(text: "\(date)"), uuid: .omitted)
        }
        let source = decompiler.decompile(shortcut)
        #expect(source.text.contains(".dictionary([.text(\"city\", \"Paris\"), .bool(\"on\", true)])"))
        #expect(source.text.contains("Variable.currentDate.dateFormat(date: \"Short\", time: \"None\")"))
        #expect(!source.text.contains(".raw("))
        #expect(source.statistics.rawValues.isEmpty)
    }

    @Test func appIntentDescriptorsAreWrittenByTheirFunction() throws {
        let stored = Action.createNote(name: "A")
        let older = Action.createNote(name: "B").withoutAppIntentDescriptor()
        var other = Action.createNote(name: "C")
        other.parameters["AppIntentDescriptor"] = .dictionary(["BundleIdentifier": .string("com.example")])
        let source = decompiler.decompile(Shortcut(actions: [stored, older, other]))
        #expect(source.text.contains(".createNote(name: \"A\"), uuid: .omitted)"))
        #expect(source.text.contains(".createNote(name: \"B\").withoutAppIntentDescriptor(), uuid: .omitted)"))
        #expect(source.text.contains(".createNote(name: \"C\").parameter(\"AppIntentDescriptor\""))
        #expect(source.statistics.parameterValues == 5)
        #expect(source.statistics.typedParameterValues == 4)
    }

    @Test func switchesTakeTheVariablesAndIntegersFilesStore() throws {
        let asked = Action.setWiFi(wiFi: .variable(.askEachTime), showWhenRun: false)
        let older = Action.setBluetooth(bluetooth: .integer(0), state: true)
        #expect(asked.parameters["OnValue"] == .variable(Attachment(type: .ask)))
        #expect(older.parameters["OnValue"] == .integer(0))
        let source = decompiler.decompile(Shortcut(actions: [asked, older]))
        #expect(source.text.contains(".setWiFi(wiFi: .variable(Variable.askEachTime), showWhenRun: false)"))
        #expect(source.text.contains(".setBluetooth(bluetooth: .integer(0), state: true)"))
        #expect(source.statistics.parameterValues == 4)
        #expect(source.statistics.typedParameterValues == 4)
        #expect(source.text.contains("\n// parameter values through labelled typed arguments: 4/4 (100.0 %)\n"))
    }

    @Test func thirdPartyAppIntentsAreTypedWithTheirDescriptor() throws {
        let descriptor = IntentDescriptor(
            "ExecuteCommandIntent", bundle: "AsheKube.app.a-Shell", name: "a-Shell", team: "ABCDE12345",
            requiresAppInstallation: true)
        let action = Action.aShellExecuteCommand(
            command: "ls", openWindow: .plain("default"), keepGoing: .variable(.askEachTime), showWhenRun: false,
            appIntentDescriptor: descriptor)
        #expect(action.identifier == "AsheKube.app.a-Shell.ExecuteCommandIntent")
        #expect(action.appIntentDescriptor?.teamIdentifier == "ABCDE12345")
        var odd = action
        odd.parameters["AppIntentDescriptor"] = .dictionary(["BundleIdentifier": .string("x"), "Extra": .string("y")])
        let source = decompiler.decompile(Shortcut(actions: [action, odd]))
        #expect(
            source.text.contains(
                "appIntentDescriptor: IntentDescriptor(\"ExecuteCommandIntent\", bundle: \"AsheKube.app.a-Shell\", "
                    + "name: \"a-Shell\", team: \"ABCDE12345\", requiresAppInstallation: true))"))
        #expect(source.text.contains(".parameter(\"AppIntentDescriptor\", .plainDictionary("))
        #expect(source.statistics.genericActions == 0)
        #expect(source.statistics.parameterValues == 10)
        #expect(source.statistics.typedParameterValues == 9)
        let rebuilt = try ShortcutDocument(data: try Shortcut(actions: [action]).encoded(as: .binary))
        #expect(rebuilt.shortcut.actions[0].parameters == action.parameters)
    }

    @Test func appleAppIntentsTakeAnotherDescriptorAndEntitiesInFilters() throws {
        let localized = IntentDescriptor(
            "CreateNoteLinkAction", bundle: "com.apple.mobilenotes", name: "Notizen", team: "0000000000",
            requiresAppInstallation: true)
        let note = Action.createNote(name: "A", appIntentDescriptor: localized)
        #expect(note.appIntentDescriptor?.name == "Notizen")
        let folder = Value.entity("applenotes:folder/1", title: "Notes", subtitle: nil)
        let find = Action.findNotes(
            contentItemFilter: .contentFilter([
                .property("Name", 99, values: ["String": "x", "Unit": 4], removable: true),
                .property("Folder", 4, values: ["Enumeration": folder]),
            ]))
        let source = decompiler.decompile(Shortcut(actions: [note, find]))
        #expect(
            source.text.contains(
                ".createNote(name: \"A\", appIntentDescriptor: IntentDescriptor(\"CreateNoteLinkAction\", "
                    + "bundle: \"com.apple.mobilenotes\", name: \"Notizen\", team: \"0000000000\", "
                    + "requiresAppInstallation: true))"))
        #expect(
            source.text.contains(
                ".contentFilter([.property(\"Name\", 99, values: [\"String\": \"x\", \"Unit\": 4], removable: true), "
                    + ".property(\"Folder\", 4, values: [\"Enumeration\": .entity(\"applenotes:folder/1\", "
                    + "title: \"Notes\", subtitle: nil)])])"))
        #expect(!source.text.contains(".raw("))
        #expect(source.statistics.typedParameterValues == source.statistics.parameterValues)
    }

    @Test func everyAppIntentOfTheCatalogTakesShowWhenRun() throws {
        let resource = Corpus.packageRoot.appendingPathComponent("Sources/ShortcutCatalog/Resources/actions.json")
        let top = try JSONSerialization.jsonObject(with: Data(contentsOf: resource)) as? [String: Any]
        let rows = try #require(top?["actions"] as? [[String: Any]])
        let intents = rows.filter { ($0["kind"] as? String) == "appIntent" }.compactMap { $0["id"] as? String }
            .filter { !$0.contains("|") }
        #expect(intents.count > 3_500)
        let actions = intents.map { identifier in
            var action = Action(identifier)
            action.parameters["ShowWhenRun"] = .boolean(false)
            return action
        }
        let source = decompiler.decompile(Shortcut(actions: actions))
        #expect(source.statistics.genericActions == 0)
        #expect(source.statistics.extraParameters == 0)
        #expect(source.statistics.typedParameterValues == intents.count)
    }

    @Test func figuresCountParameterValuesAndEnumerationCases() throws {
        let inList = Action.base64Encode(lineBreaks: .noneOption)
        let outside = Action.base64Encode().parameter("WFBase64LineBreakMode", .plain("Sometimes"))
        let generic = Action("com.example.app.Intent", ["a": 1])
        let source = decompiler.decompile(Shortcut(actions: [inList, outside, generic]))
        #expect(source.statistics.parameterValues == 3)
        #expect(source.statistics.typedParameterValues == 1)
        #expect(source.statistics.enumerationValues == 2)
        #expect(source.statistics.enumerationCases == 1)
    }

    @Test func everyCorpusFileDecompilesAndMostActionsAreTyped() throws {
        guard Corpus.isAvailable else { return Corpus.noteMissing() }
        var statistics = DecompileStatistics()
        var modern = DecompileStatistics()
        var modernFiles = 0
        for entry in try Corpus.entries(kinds: ["binary", "xml", "signed"]) {
            let document = try ShortcutDocument(data: try entry.data())
            let source = decompiler.decompile(document.shortcut, functionName: "f")
            #expect(source.text.hasSuffix("}\n"), "\(entry.file)")
            // Each file's header states its own figure.
            #expect(source.text.contains("\n// \(source.statistics.typedParameterSummary)\n"), "\(entry.file)")
            statistics = statistics + source.statistics
            if ModernFiles.contains(document.shortcut) {
                modern = modern + source.statistics
                modernFiles += 1
            }
            #expect(source.statistics.actions == document.shortcut.actions.count, "\(entry.file)")
        }
        print("decompiled corpus:\n\(statistics.report)\nmodern files (\(modernFiles)):\n\(modern.report)")
        #expect(Double(statistics.typedActions) >= 0.9 * Double(statistics.actions))
        #expect(modernFiles >= 10)
        #expect(statistics.typedParameterShare >= DecompileRoundTripTests.corpusTypedShare, "\(statistics)")
        #expect(modern.typedParameterShare >= DecompileRoundTripTests.modernTypedShare, "\(modern)")
        #expect(statistics.enumerationCaseShare >= 0.99, "\(statistics)")
        #expect(statistics.conditionParameters == 0)
    }
}
