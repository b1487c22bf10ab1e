import Foundation
import ModelTestSupport
import ShortcutKit
import TestSupport
import Testing

/// `shortcut view`, `run` and `check` on a file in the form OS 27 writes for Otherwise If.
@Suite struct OtherwiseIfCommandTests {
    private func file(number: Int = 5) throws -> String {
        let url = try CommandRunner.temporaryFolder().appendingPathComponent("otherwise-if-\(number).shortcut")
        try OtherwiseIfExample.shortcut(number: number).encoded(as: .binary).write(to: url)
        return url.path
    }

    @Test func viewShowsEachOtherwiseIfWithItsCondition() throws {
        let result = try CommandRunner.run(["view", try file()], environment: ["NO_COLOR": "1", "PAGER": "cat"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.contains(" 3  Otherwise If «Number» is greater than 2"))
        #expect(lines.contains(" 5  Otherwise If «Number» is 1"))
        #expect(lines.contains(" 7  Otherwise"))
    }

    @Test func runTakesTheOtherwiseIfBranch() throws {
        let result = try CommandRunner.run(["run", try file(number: 1)])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.output.contains("one"))
        #expect(!result.output.contains("few"))
    }

    @Test func checkNotesOtherwiseIfBeforeOS27() throws {
        let old = try CommandRunner.run(["check", try file(), "--os", "26", "--min-severity", "note"])
        #expect(old.output.contains("check.availability.otherwise-if"), "\(old.output)\(old.stderr)")
        let current = try CommandRunner.run(["check", try file(), "--os", "27", "--min-severity", "note"])
        #expect(!current.output.contains("check.availability.otherwise-if"), "\(current.output)")
    }
}
