import Foundation
import FuzzTargets
import Testing

/// The runtime fuzz target on the kept hostile shortcuts (Tests/Regressions/runtime): each ends
/// within its bounds, failures are one line naming the action.
@Suite struct RuntimeFuzzTargetTests {
    static func input(_ name: String) throws -> Data {
        try Data(contentsOf: RegressionReplayTests.folder.appendingPathComponent("runtime/" + name))
    }

    @Test func hostileShortcutsEndWithOneLineNamingTheAction() throws {
        #expect(
            try FuzzTarget.runtime.run(Self.input("repeat-a-billion.plist"))
                == .rejected("action 1 (Number, is.workflow.actions.number): stopped after 20000 steps (--max-steps)"))
        let recursion = try FuzzTarget.runtime.run(Self.input("runs-itself.plist"))
        #expect(
            recursion
                == .rejected(
                    "in “Fuzz” → “Fuzz” → “Fuzz” → “Fuzz”, action 0 (Run Shortcut, is.workflow.actions.runworkflow): Run Shortcut nested deeper than 4 shortcuts"
                ))
        #expect(try FuzzTarget.runtime.run(Self.input("catastrophic-backtracking.plist")) == .accepted)
        #expect(
            try FuzzTarget.runtime.run(Self.input("menu-then-division-by-zero.plist"))
                == .rejected(
                    "action 2 (Calculate, is.workflow.actions.math): parameter WFInput: “fuzz” is not a number"))
    }

    @Test func bytesThatAreNotAShortcutAreRejected() throws {
        guard case .rejected = try FuzzTarget.runtime.run(Data("garbage".utf8)) else {
            Issue.record("garbage was accepted")
            return
        }
    }
}
