import Diagnostics
import PropertyList
import ShortcutAuthoring
import ShortcutCheck
import ShortcutModel
import Testing

/// The DSL's `finish()` runs the structure, reference and serialization rules: DSL code cannot
/// write a file the app would crash on, and `checks: .none` still rebuilds such a file.
@Suite struct AuthoringCheckTests {
    typealias C = CheckFixture
    static let own = "0E0E0000-0000-4000-8000-0000000000AA"

    static func selfReferencing(_ s: ShortcutBuilder) {
        s.add(C.text("x \(Variable.output(of: own, named: "Text"))"), uuid: .fixed(own))
    }

    @Test func finishRefusesAnActionUsingItsOwnOutput() throws {
        let error = try #require(throws: AuthoringError.self) {
            try Shortcut.build(name: "Loop") { s in Self.selfReferencing(s) }
        }
        guard case .check(let diagnostic) = error.reason else {
            Issue.record("expected a check error, got \(error)")
            return
        }
        #expect(diagnostic.rule == CheckRule.ownOutput.rawValue)
        #expect(error.actionIndex == 0)
        #expect(error.identifier == "is.workflow.actions.gettext")
        #expect(error.description.hasPrefix("action 0 (is.workflow.actions.gettext): WFTextActionText{2, 1}: uses"))
    }

    @Test func finishRefusesAnUnclosedBlockAndABadDescriptor() throws {
        let unclosed = try #require(throws: AuthoringError.self) {
            try Shortcut.build { s in
                var opener = Action("is.workflow.actions.repeat.count", ["WFRepeatCount": 2])
                opener.parameters["GroupingIdentifier"] = .string("6C6F6F70-0000-4000-8000-000000000001")
                opener.parameters["WFControlFlowMode"] = .integer(PropertyListInteger(0))
                s.add(opener, uuid: .omitted)
            }
        }
        #expect(unclosed.reason == .check(Self.unclosedDiagnostic))
        let descriptor = try #require(throws: AuthoringError.self) {
            try Shortcut.build { s in s.add(Action("com.example.app.OpenIntent", ["AppIntentDescriptor": "x"])) }
        }
        guard case .check(let diagnostic) = descriptor.reason else { return }
        #expect(diagnostic.rule == CheckRule.appIntentDescriptor.rawValue)
    }

    /// What the unclosed Repeat above reports.
    static var unclosedDiagnostic: Diagnostic {
        Diagnostic(
            .error, rule: CheckRule.unclosedBlock.rawValue, actionIndex: 0,
            message:
                "Repeat is never closed: add its End Repeat with GroupingIdentifier "
                + "6C6F6F70-0000-4000-8000-000000000001 after the last action of the block (WFControlFlowMode 2), "
                + "or remove the opener")
    }

    @Test func warningsDoNotStopTheDSL() throws {
        let shortcut = try Shortcut.build { s in s.add(C.show("\(Variable.named("Never Set"))")) }
        #expect(C.found(.unsetVariable, in: shortcut) == [.init(.unsetVariable, 0, .warning)])
    }

    @Test func checksNoneKeepsDecompiledDefects() throws {
        let shortcut = try Shortcut.build(name: "Loop", checks: .none) { s in Self.selfReferencing(s) }
        #expect(C.found(.ownOutput, in: shortcut) == [.init(.ownOutput, 0, .error)])
        // The decompiler asks the same question to decide whether to write `checks: .none`.
        #expect(AuthoringChecks.firstProblem(in: shortcut.actions)?.reason == .check(C.checker.check(shortcut)[0]))
    }
}
