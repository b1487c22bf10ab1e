import Foundation
import ShortcutAuthoring
import ShortcutModel
import ShortcutRuntime
import Testing

/// Hostile shortcuts stay bounded: each ends quickly with a clear error naming the action,
/// never a hang or a crash.
@Suite struct HostileShortcutTests {
    @Test func aRepeatOfABillionStopsAtTheStepLimit() async throws {
        let started = ContinuousClock.now
        let error = try await failure(limits: RunLimits(maximumSteps: 100_000)) { s in
            s.repeat(1_000_000_000) { _ in s.add(act("number", ["WFNumberActionNumber": 1])) }
        }
        #expect(error?.reason == .tooManySteps(limit: 100_000))
        #expect(
            error?.description.hasPrefix("action 1 (Number, is.workflow.actions.number): stopped after 100000 steps")
                == true)
        #expect(ContinuousClock.now - started < .seconds(10))
    }

    @Test func anEmptyRepeatOfABillionStopsToo() async throws {
        let error = try await failure(limits: RunLimits(maximumSteps: 50_000)) { s in
            s.repeat(1_000_000_000) { _ in }
        }
        #expect(error?.reason == .tooManySteps(limit: 50_000))
        #expect(error?.actionIndex == 0)
    }

    @Test func theTimeoutStopsALongRun() async throws {
        let started = ContinuousClock.now
        let error = try await failure(limits: RunLimits(maximumSteps: .max, timeout: .milliseconds(300))) { s in
            s.repeat(1_000_000_000) { _ in s.add(act("gettext", ["WFTextActionText": "tick"])) }
        }
        #expect(error?.reason == .timedOut(seconds: 0.3))
        #expect(ContinuousClock.now - started < .seconds(5))
    }

    @Test func runShortcutRecursionStopsAtTheNestingLimit() async throws {
        let shortcut = try Shortcut.build(name: "Loop", checks: .none) { s in
            s.add(act("runworkflow", ["WFWorkflowName": "Loop"]))
        }
        do {
            _ = try await ShortcutRunner(shortcut).run()
            Issue.record("the run should fail")
        } catch {
            #expect(error.reason == .nestedTooDeep(limit: 32))
            #expect(error.shortcutPath.count == 32)
            #expect(
                error.description.hasSuffix(
                    "action 0 (Run Shortcut, is.workflow.actions.runworkflow): Run Shortcut nested deeper than 32 shortcuts"
                ))
        }
    }

    @Test func catastrophicBacktrackingPatternsFinishAtOnce() async throws {
        // (a+)+$ against "aaaa…b" takes exponential time in a backtracking engine (ICU's too).
        let started = ContinuousClock.now
        let result = try await output { s in
            s.add(
                act("gettext", ["WFTextActionText": Value(stringLiteral: String(repeating: "a", count: 5_000) + "b")]))
            s.add(act("text.match", ["WFMatchTextPattern": "(a+)+$"]))
        }
        #expect(result == .list([]))
        let evil = try await output { s in
            s.add(act("gettext", ["WFTextActionText": Value(stringLiteral: String(repeating: "x", count: 3_000))]))
            s.add(
                act(
                    "text.replace",
                    [
                        "WFReplaceTextFind": "(x|x|xx)*y", "WFReplaceTextReplace": "!",
                        "WFReplaceTextRegularExpression": true,
                    ]))
        }
        #expect(evil == .text(String(repeating: "x", count: 3_000)))
        #expect(ContinuousClock.now - started < .seconds(10))
    }

    @Test func aSearchBeyondItsBudgetFailsNamingTheAction() async throws {
        var limits = RunLimits()
        limits.regexSteps = 10_000
        let error = try await failure(limits: limits) { s in
            s.add(act("gettext", ["WFTextActionText": Value(stringLiteral: String(repeating: "ab", count: 20_000))]))
            s.add(act("text.match", ["WFMatchTextPattern": "(a|b)*c"]))
        }
        #expect(error?.actionIndex == 1)
        if case .regularExpression(let message)? = error?.reason {
            #expect(message.contains("step budget"))
        } else {
            Issue.record("expected a regular-expression error, got \(String(describing: error))")
        }
    }

    @Test func textThatDoublesEveryPassHitsTheSizeBound() async throws {
        var limits = RunLimits()
        limits.maximumTextBytes = 1 << 20
        let error = try await failure(limits: limits) { s in
            s.setVariable("t", to: "0123456789")
            s.repeat(100) { _ in
                s.add(act("gettext", ["WFTextActionText": "\(Variable.named("t"))\(Variable.named("t"))"]))
                s.setVariable("t", to: Value(ShortcutBuilder.output(of: s.shortcut.actions.last!)))
            }
        }
        guard case .tooLarge? = error?.reason else {
            Issue.record("expected tooLarge, got \(String(describing: error))")
            return
        }
        #expect(error?.identifier == "is.workflow.actions.gettext")
    }

    @Test func thousandsOfNestedBlocksRun() async throws {
        // 3,000 nested Ifs: the walk must not overflow the stack.
        let depth = 3_000
        var actions: [Action] = []
        for level in 0..<depth {
            actions.append(
                Action(
                    "is.workflow.actions.conditional",
                    ["GroupingIdentifier": .plain("G\(level)"), "WFControlFlowMode": 0, "WFCondition": 100]))
        }
        actions.append(act("gettext", ["WFTextActionText": "deep"]))
        for level in (0..<depth).reversed() {
            actions.append(
                Action(
                    "is.workflow.actions.conditional",
                    ["GroupingIdentifier": .plain("G\(level)"), "WFControlFlowMode": 2]))
        }
        let result = try await ShortcutRunner(Shortcut(actions: actions)).run(input: .text("x"))
        #expect(result.output == .text("deep"))
    }

    @Test func hostileJSONAndExpressionsAreRefused() async throws {
        let deep = String(repeating: "[", count: 10_000)
        #expect(throws: RuntimeJSON.ParseError.self) { try RuntimeJSON.parse(deep) }
        let error = try await failure { s in
            s.add(
                act("calculateexpression", ["Input": Value(stringLiteral: String(repeating: "(", count: 5_000) + "1")]))
        }
        #expect(error?.message == "the expression is nested too deeply")
    }

    @Test func filesCannotLeaveTheSandbox() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "runtime-sandbox-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = try await failure(sandbox: folder) { s in
            s.add(act("gettext", ["WFTextActionText": "secret"]))
            s.add(act("documentpicker.save", ["WFFileDestinationPath": "../escape.txt", "WFAskWhereToSave": false]))
        }
        #expect(error?.message == "the path “../escape.txt” leaves the sandbox folder")
        #expect(
            !FileManager.default.fileExists(
                atPath: folder.deletingLastPathComponent().appendingPathComponent("escape.txt").path))
    }
}

/// Files in the sandbox folder: Save File, Get File, Append to File, Rename File, Delete Files.
@Suite struct FileActionTests {
    @Test func saveAppendRenameReadAndDelete() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("runtime-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await run(sandbox: folder) { s in
            s.add(act("gettext", ["WFTextActionText": "first"]))
            s.add(act("setitemname", ["WFName": "notes"]))
            s.add(act("documentpicker.save", ["WFFileDestinationPath": "logs/", "WFAskWhereToSave": false]))
            s.add(act("gettext", ["WFTextActionText": "second"]))
            s.add(act("file.append", ["WFFilePath": "logs/notes.txt"]))
            s.add(act("documentpicker.open", ["WFGetFilePath": "logs/notes.txt", "WFShowFilePicker": false]))
            s.add(act("gettext", ["WFTextActionText": "\(ShortcutBuilder.output(of: s.shortcut.actions.last!))"]))
            s.add(act("gettext", ["WFTextActionText": "logs/notes.txt"]))
            s.add(act("file.rename", ["WFNewFilename": "renamed"]))
            s.add(act("gettext", ["WFTextActionText": "logs/renamed.txt"]))
            s.add(act("file.delete"))
        }
        #expect(result.trace[2].output == .file(RuntimeFile(name: "notes.txt", type: "txt", data: Data("first".utf8))))
        #expect(result.trace[6].output == .text("first\nsecond"))
        #expect(
            result.trace[8].output
                == .file(RuntimeFile(name: "renamed.txt", type: "txt", data: Data("first\nsecond".utf8))))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("logs").path).isEmpty)
    }

    @Test func withoutASandboxFileActionsFailNamingTheAction() async throws {
        let error = try await failure { s in
            s.add(act("documentpicker.open", ["WFGetFilePath": "a.txt", "WFShowFilePicker": false]))
        }
        #expect(
            error?.description
                == "action 0 (Get File from Folder, is.workflow.actions.documentpicker.open): file actions need a sandbox folder (--sandbox DIR)"
        )
    }

    @Test func theDocumentPickerIsTheDevices() async throws {
        let error = try await failure { s in s.add(act("documentpicker.open")) }
        #expect(error?.reason == .needsStub)
        let stubbed = try await run(stubs: ["is.workflow.actions.documentpicker.open": .text("picked")]) { s in
            s.add(act("documentpicker.open"))
        }
        #expect(stubbed.output == .text("picked"))
    }
}

/// Show Result, Alert, Notification and Quick Look are recorded; questions take the answers.
@Suite struct InteractionActionTests {
    @Test func shownValuesInOrder() async throws {
        let result = try await run { s in
            s.add(act("showresult", ["Text": "one"]))
            s.add(act("notification", ["WFNotificationActionTitle": "Title", "WFNotificationActionBody": "two"]))
            s.add(act("list", ["WFItems": .list(["x", "y"])]))
            s.add(act("previewdocument"))
        }
        #expect(result.shown == [.text("one"), .text("Title\ntwo"), .list([.text("x"), .text("y")])])
    }

    @Test func askForInputTypesTheAnswer() async throws {
        let number = try await output(answers: [.text("41.5")]) { s in
            s.add(act("ask", ["WFAskActionPrompt": "How many?", "WFInputType": "Number"]))
            s.add(act("math", ["WFMathOperation": "+", "WFMathOperand": 0.5]))
        }
        #expect(number == .number(42))
        let error = try await failure(answers: [.text("lots")]) { s in
            s.add(act("ask", ["WFAskActionPrompt": "How many?", "WFInputType": "Number"]))
        }
        #expect(error?.message == "answer refused: “lots” is not a number")
    }

    @Test func chooseFromListPicksTheAnsweredItems() async throws {
        let one = try await output(answers: [.text("b")]) { s in
            s.add(act("list", ["WFItems": .list(["a", "b", "c"])]))
            s.add(act("choosefromlist"))
        }
        #expect(one == .text("b"))
        let several = try await output(answers: [.list([.text("a"), .text("c")])]) { s in
            s.add(act("list", ["WFItems": .list(["a", "b", "c"])]))
            s.add(act("choosefromlist", ["WFChooseFromListActionSelectMultiple": true]))
        }
        #expect(several == .list([.text("a"), .text("c")]))
        let wrong = try await failure(answers: [.text("z")]) { s in
            s.add(act("list", ["WFItems": .list(["a"])]))
            s.add(act("choosefromlist"))
        }
        #expect(wrong?.message == "answer refused: “z” is not an item of the list")
    }

    @Test func clipboardAndMyShortcutsStayInTheRun() async throws {
        let result = try await output { s in
            s.add(act("gettext", ["WFTextActionText": "copied"]))
            s.add(act("setclipboard"))
            s.add(act("nothing"))
            s.add(act("getclipboard"))
        }
        #expect(result == .text("copied"))
    }

    @Test func getContentsOfURLWithoutNetworkUsesTheStubOrFails() async throws {
        let stubbed = try await run(stubs: ["https://api.example/x": .dictionary(["ok": .boolean(true)])]) { s in
            s.add(act("downloadurl", ["WFURL": "https://api.example/x"]))
            s.add(act("getvalueforkey", ["WFDictionaryKey": "ok"]))
        }
        #expect(stubbed.output == .boolean(true))
        let refused = try await failure { s in s.add(act("downloadurl", ["WFURL": "https://api.example/x"])) }
        #expect(refused?.reason == .networkDisabled(url: "https://api.example/x"))
    }
}

/// Numbers from hostile parameters never trap a conversion.
@Suite struct HostileNumberTests {
    @Test func hugeAndNonFiniteCountsIndicesAndPlaces() async throws {
        for huge in [1e300, -1e300, Double.nan] {
            let repeats = try await failure(limits: RunLimits(maximumSteps: 1_000)) { s in
                s.repeat(Value(.real(huge))) { _ in s.add(act("nothing")) }
            }
            #expect(
                repeats?.reason == .tooManySteps(limit: 1_000)
                    || repeats?.reason == .invalidParameter(key: "WFRepeatCount", message: "not a number")
                    || repeats == nil)
            _ = try await failure { s in
                s.add(act("number", ["WFNumberActionNumber": 3.14159]))
                s.add(act("format.number", ["WFNumberFormatDecimalPlaces": Value(.real(huge))]))
                s.add(act("round", ["WFRoundType": "Right of Decimal", "WFRoundDecimalPlaces": Value(.real(huge))]))
            }
            _ = try await failure { s in
                s.add(act("gettext", ["WFTextActionText": "a1"]))
                let matches = s.add(act("text.match", ["WFMatchTextPattern": "(a)(1)"]))
                s.add(act("text.match.getgroup", ["matches": Value(matches), "WFGroupIndex": Value(.real(huge))]))
                s.add(act("list", ["WFItems": .list(["a", "b"])]))
                s.add(act("getitemfromlist", ["WFItemSpecifier": "Item At Index", "WFItemIndex": Value(.real(huge))]))
            }
        }
        // A lone surrogate is refused, as Foundation's JSONSerialization on Apple platforms refuses it.
        #expect(throws: RuntimeJSON.ParseError(offset: 1, message: "invalid UTF-8 or string escape")) {
            try RuntimeJSON.parse(#""\uD800\u0041""#)
        }
        #expect(try RuntimeJSON.parse(#""\uD83D\uDE00""#) == .text("😀"))
    }
}
