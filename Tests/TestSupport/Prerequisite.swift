import Foundation
import Testing

/// Something a test needs from outside the package: the corpus (`../shared/corpus`), Apple's roots,
/// the catalog data, `swiftc`, python3 and its `lzfse` module, Chromium, git, PostgreSQL.
///
/// On a developer's machine a missing one makes the test say so and skip. Under CI (`CI` set to
/// anything but `0` or `false`, as `.ci/run` does) it is a test failure naming what is missing, so
/// a CI run can never pass by having tested nothing.
public enum Prerequisite {
    /// True when the `CI` environment variable is set (and not `0` or `false`).
    public static var isCI: Bool {
        guard let value = ProcessInfo.processInfo.environment["CI"] else { return false }
        return !["", "0", "false"].contains(value.lowercased())
    }

    /// The condition for a test's `.enabled(if:)` trait: true when `available`; otherwise a note
    /// and false outside CI, and true under CI, so that the test runs and its first use of the
    /// missing thing fails (the corpus accessors record the failure themselves).
    public static func runs(when available: Bool, _ what: @autoclosure () -> String) -> Bool {
        if available || isCI { return true }
        print("note: \(what()) not found; skipped (under CI=1 this fails)")
        return false
    }

    /// For a check inside a test: true when `available`. Otherwise false — with a note outside CI
    /// (the test returns early, skipped), and a recorded failure under CI.
    public static func require(
        _ available: Bool, _ what: @autoclosure () -> String, test: String = #function,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        if available { return true }
        missing(what(), test: test, fileID: fileID, filePath: filePath, line: line, column: column)
        return false
    }

    /// Says that `what` is missing: a note outside CI, a recorded test failure under CI.
    public static func missing(
        _ what: String, test: String = #function, fileID: String = #fileID, filePath: String = #filePath,
        line: Int = #line, column: Int = #column
    ) {
        if isCI {
            Issue.record(
                "\(what) not found, and CI is set: a test that needs it fails instead of skipping",
                sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        } else {
            print("note: \(test): \(what) not found; skipped (under CI=1 this fails)")
        }
    }
}
