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

    @Test func everyCorpusFileDecompilesAndMostActionsAreTyped() throws {
        guard Corpus.isAvailable else { return Corpus.noteMissing() }
        var statistics = DecompileStatistics()
        for entry in try Corpus.entries(kinds: ["binary", "xml", "signed"]) {
            let document = try ShortcutDocument(data: try entry.data())
            let source = decompiler.decompile(document.shortcut, functionName: "f")
            #expect(source.text.hasSuffix("}\n"), "\(entry.file)")
            statistics = statistics + source.statistics
            #expect(source.statistics.actions == document.shortcut.actions.count, "\(entry.file)")
        }
        #expect(Double(statistics.typedActions) >= 0.9 * Double(statistics.actions))
    }
}
