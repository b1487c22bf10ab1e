import Foundation
import TestSupport
import Testing

/// The CLI's output and exit status for the bundled examples, pinned: refactoring must not change
/// what a user sees. Each case is stored as `Golden/<case>.out` (stdout), `.err` (stderr) and
/// `.status`. A deliberate change regenerates them with `SHORTCUTKIT_WRITE_GOLDEN=1 swift test
/// --filter GoldenOutputTests` and shows up in review as a diff of those files.
@Suite struct GoldenOutputTests {
    static let examples = ["HelloWorld.shortcut", "PackingList.plist", "WeatherReport.shortcut"]
    static let commands: [[String]] = [
        ["inspect"], ["inspect", "--json"],
        ["render", "--format", "text"], ["render", "--format", "markdown"],
        ["render", "--format", "html"], ["render", "--format", "svg"],
        ["verify"], ["verify", "--json"], ["extract"],
        ["convert", "--to", "xml"], ["convert", "--to", "json"],
    ]

    struct Case: CustomTestStringConvertible, Sendable {
        var example: String
        var command: [String]
        var name: String {
            ([example] + command.map { $0.replacingOccurrences(of: "-", with: "") }).joined(separator: ".")
        }
        var testDescription: String { "shortcut \(command.joined(separator: " ")) Examples/\(example)" }
    }

    static let cases: [Case] = examples.flatMap { example in commands.map { Case(example: example, command: $0) } }

    static let folder = Corpus.packageRoot.appendingPathComponent("Tests/ShortcutCommandsTests/Golden")

    @Test(arguments: cases) func outputMatchesTheRecordedOutput(_ golden: Case) throws {
        let command = [golden.command[0], "Examples/\(golden.example)"] + golden.command.dropFirst()
        // Pinned environment: no colour, and placeholder artwork whether or not the machine has
        // Bootstrap Icons installed (the icons are read at run time, so they vary by machine).
        let result = try CommandRunner.run(command, environment: ["NO_COLOR": "1", "SHORTCUTKIT_ICONS": ""])
        let base = Self.folder.appendingPathComponent(golden.name)
        let status = "\(result.status)\n"
        if ProcessInfo.processInfo.environment["SHORTCUTKIT_WRITE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try result.stdout.write(to: base.appendingPathExtension("out"))
            try Data(result.stderr.utf8).write(to: base.appendingPathExtension("err"))
            try Data(status.utf8).write(to: base.appendingPathExtension("status"))
            return
        }
        let expectedOut = try Data(contentsOf: base.appendingPathExtension("out"))
        let expectedErr = try String(contentsOf: base.appendingPathExtension("err"), encoding: .utf8)
        let expectedStatus = try String(contentsOf: base.appendingPathExtension("status"), encoding: .utf8)
        #expect(status == expectedStatus)
        #expect(result.stderr == expectedErr)
        #expect(
            result.stdout == expectedOut,
            "stdout differs from Golden/\(golden.name).out: \(String(decoding: result.stdout.prefix(400), as: UTF8.self))"
        )
    }
}
