import Foundation
import ShortcutKit
import TestSupport
import Testing

/// `shortcut diff`: exit statuses, text and JSON output, bad input, and git's external-diff
/// driver for real (a temporary repository with `.gitattributes` and `diff.shortcut.command`).
@Suite struct DiffCommandTests {
    /// Two versions: the second inserts a notification, edits the URL and renames the shortcut.
    static func versions() throws -> (old: Shortcut, new: Shortcut) {
        func build(_ name: String, url: String, notify: Bool) throws -> Shortcut {
            try Shortcut.build(name: name, seed: "cli") { s in
                s.add(.comment(text: .plain("Fetch the forecast")), uuid: .omitted)
                let address = s.add(.url(url: Value(stringLiteral: url)), uuid: "ID-URL")
                let contents = s.add(.getContentsOfURL(url: Value(address)), uuid: "ID-FETCH")
                if notify { s.add(.showNotification(body: "Fetched"), uuid: "ID-NOTIFY") }
                s.add(.showResult(text: "\(contents)"), uuid: "ID-SHOW")
            }
        }
        return (
            try build("Weather", url: "https://a.example/today", notify: false),
            try build("Weather Report", url: "https://b.example/today", notify: true)
        )
    }

    /// Writes both versions (old as binary, new as XML) into a fresh folder.
    static func files() throws -> (folder: URL, old: String, new: String) {
        let folder = try CommandRunner.temporaryFolder()
        let (old, new) = try versions()
        let oldURL = folder.appendingPathComponent("old.shortcut")
        let newURL = folder.appendingPathComponent("new.xml")
        try old.encoded(as: .binary).write(to: oldURL)
        try new.encoded(as: .xml).write(to: newURL)
        return (folder, oldURL.path, newURL.path)
    }

    @Test func sameShortcutInTwoEncodingsExitsZero() throws {
        let (folder, old, _) = try Self.files()
        let xml = folder.appendingPathComponent("old.xml").path
        #expect(try CommandRunner.run(["convert", old, "--to", "xml", "-o", xml]).status == 0)
        let result = try CommandRunner.run(["diff", old, xml])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.output.contains("@@ no differences @@"))
        #expect(result.stderr.isEmpty)
    }

    @Test func differencesExitOneAndReadLikeAUnifiedDiff() throws {
        let (_, old, new) = try Self.files()
        let result = try CommandRunner.run(["diff", old, new, "--no-color"])
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "--- \(old)")
        #expect(lines.dropFirst().first == "+++ \(new)")
        #expect(lines.contains("@@ 1 added, 0 removed, 0 moved, 1 changed, 1 metadata change @@"))
        #expect(lines.contains("-     WFWorkflowName: \"Weather\""))
        #expect(lines.contains("+     WFWorkflowName: \"Weather Report\""))
        #expect(lines.contains { $0.hasPrefix("~ action 1: URL") })
        #expect(lines.contains("-     WFURLActionURL: \"https://a.example/today\""))
        #expect(lines.contains("+     WFURLActionURL: \"https://b.example/today\""))
        #expect(lines.contains { $0.hasPrefix("+ action 3: Show Notification") })
        #expect(!result.output.contains("\u{1B}["))
    }

    @Test func colourOnlyWhenAskedOrOnATerminal() throws {
        let (_, old, new) = try Self.files()
        let coloured = try CommandRunner.run(["diff", old, new, "--color"])
        #expect(coloured.output.contains("\u{1B}[32m+     WFURLActionURL"))
        // Not a terminal: plain, whatever NO_COLOR says.
        let piped = try CommandRunner.run(["diff", old, new], environment: ["NO_COLOR": ""])
        #expect(!piped.output.contains("\u{1B}["))
    }

    @Test func jsonHasTheChangesAndTheSummary() throws {
        let (_, old, new) = try Self.files()
        let result = try CommandRunner.run(["diff", old, new, "--json"])
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        #expect(object["old"] as? String == old)
        #expect(object["new"] as? String == new)
        #expect(object["identical"] as? Bool == false)
        #expect(object["summary"] as? String == "1 added, 0 removed, 0 moved, 1 changed, 1 metadata change")
        let changes = try #require(object["changes"] as? [[String: Any]])
        #expect(changes.map { $0["kind"] as? String } == ["changed", "added"])
        #expect(changes.map { $0["newIndex"] as? Int } == [1, 3])
        #expect(changes.first?["title"] as? String == "URL")
        let fields = try #require(changes.first?["parameterChanges"] as? [[String: Any]])
        #expect(fields.first?["keyPath"] as? String == "WFURLActionURL")
        #expect(fields.first?["new"] as? String == "\"https://b.example/today\"")
        // The library decodes what the CLI wrote.
        let decoded = try JSONDecoder().decode(ShortcutDiff.self, from: result.stdout)
        #expect(try decoded == ShortcutDiff(from: Self.versions().old, to: Self.versions().new))
    }

    @Test func badInputGivesOneLineAndTheUsualStatus() throws {
        let (folder, old, _) = try Self.files()
        let garbage = folder.appendingPathComponent("garbage.shortcut")
        try Data("bplist00 not really".utf8).write(to: garbage)
        let bad = try CommandRunner.run(["diff", old, garbage.path])
        #expect(bad.status == 65)
        #expect(bad.stderr.hasPrefix("error: \(garbage.path): "))
        #expect(bad.stderr.split(separator: "\n").count == 1)
        #expect(bad.stdout.isEmpty)

        let truncated = folder.appendingPathComponent("truncated.shortcut")
        try Data(try Data(contentsOf: URL(fileURLWithPath: old)).prefix(60)).write(to: truncated)
        #expect(try CommandRunner.run(["diff", truncated.path, old]).status == 65)

        let missing = try CommandRunner.run(["diff", old, folder.appendingPathComponent("nope.shortcut").path])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("no such file"))

        #expect(try CommandRunner.run(["diff", old]).status == 2)
        #expect(try CommandRunner.run(["diff", old, old, old]).status == 2)
        #expect(try CommandRunner.run(["diff", "-", "-"]).status == 2)
    }

    @Test func standardInputAndDevNullAreSides() throws {
        let (_, old, _) = try Self.files()
        let piped = try CommandRunner.run(["diff", "-", old], stdin: try Data(contentsOf: URL(fileURLWithPath: old)))
        #expect(piped.status == 0, "\(piped.stderr)")
        let added = try CommandRunner.run(["diff", "/dev/null", old])
        #expect(added.status == 1)
        #expect(added.output.contains("@@ 4 added, 0 removed, 0 moved, 0 changed"))
    }

    // MARK: - git

    static var gitAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/git")
    }

    @discardableResult
    static func git(_ arguments: [String], in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        // A clean, repeatable git: no user or system configuration, no pager.
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["HOME"] = folder.path
        environment["GIT_PAGER"] = "cat"
        environment["GIT_AUTHOR_NAME"] = "Test"
        environment["GIT_AUTHOR_EMAIL"] = "test@example.com"
        environment["GIT_COMMITTER_NAME"] = "Test"
        environment["GIT_COMMITTER_EMAIL"] = "test@example.com"
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GitFailure(arguments: arguments, status: process.terminationStatus, stderr: errorText)
        }
        return String(decoding: data, as: UTF8.self)
    }

    struct GitFailure: Error, CustomStringConvertible {
        var arguments: [String]
        var status: Int32
        var stderr: String
        var description: String { "git \(arguments.joined(separator: " ")) exited \(status): \(stderr)" }
    }

    /// A repository whose `*.shortcut` files are diffed by the built `shortcut diff`.
    static func repository() throws -> URL {
        let folder = try CommandRunner.temporaryFolder()
        try git(["init", "-q"], in: folder)
        try "*.shortcut diff=shortcut\n".write(
            to: folder.appendingPathComponent(".gitattributes"), atomically: true, encoding: .utf8)
        let command = "'\(CommandRunner.executable.path)' diff"
        try git(["config", "diff.shortcut.command", command], in: folder)
        return folder
    }

    @Test func gitDiffUsesTheDriverBetweenTwoCommits() throws {
        guard Prerequisite.require(Self.gitAvailable, "git at /usr/bin/git") else { return }
        let folder = try Self.repository()
        let (old, new) = try Self.versions()
        let file = folder.appendingPathComponent("Weather.shortcut")
        try old.encoded(as: .binary).write(to: file)
        try Self.git(["add", "."], in: folder)
        try Self.git(["commit", "-q", "-m", "first"], in: folder)
        try new.encoded(as: .binary).write(to: file)
        try Self.git(["commit", "-q", "-a", "-m", "second"], in: folder)

        let output = try Self.git(["diff", "HEAD~1", "HEAD"], in: folder)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.first == "diff --shortcut a/Weather.shortcut b/Weather.shortcut", "\(output)")
        #expect(lines.contains("--- a/Weather.shortcut"))
        #expect(lines.contains("+++ b/Weather.shortcut"))
        #expect(lines.contains("@@ 1 added, 0 removed, 0 moved, 1 changed, 1 metadata change @@"))
        #expect(lines.contains("+     WFURLActionURL: \"https://b.example/today\""))
        // git log -p uses the driver as well; without it git would say "Binary files differ".
        let log = try Self.git(["log", "-p", "--ext-diff", "-1"], in: folder)
        #expect(log.contains("+ action 3: Show Notification"))
        #expect(!log.contains("Binary files"))
    }

    @Test func gitDiffShowsAnAddedFileAgainstDevNull() throws {
        guard Prerequisite.require(Self.gitAvailable, "git at /usr/bin/git") else { return }
        let folder = try Self.repository()
        try Self.git(["commit", "-q", "--allow-empty", "-m", "empty"], in: folder)
        let (_, new) = try Self.versions()
        try new.encoded(as: .xml).write(to: folder.appendingPathComponent("New.shortcut"))
        try Self.git(["add", "New.shortcut"], in: folder)
        let output = try Self.git(["diff", "--cached"], in: folder)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.first == "diff --shortcut a/New.shortcut b/New.shortcut", "\(output)")
        #expect(lines.contains("--- /dev/null"))
        #expect(lines.contains("+++ b/New.shortcut"))
        #expect(
            lines.contains {
                $0.hasPrefix("@@ 5 added, 0 removed, 0 moved, 0 changed, ") && $0.hasSuffix(" metadata changes @@")
            })
        #expect(lines.contains("+     WFWorkflowName: \"Weather Report\""))
        // A rename with an edit: git passes 9 arguments, the new path among them.
        try Self.git(["commit", "-q", "-m", "add"], in: folder)
        try Self.git(["mv", "New.shortcut", "Renamed.shortcut"], in: folder)
        var renamed = new
        renamed.name = "Renamed"
        try renamed.encoded(as: .xml).write(to: folder.appendingPathComponent("Renamed.shortcut"))
        try Self.git(["add", "Renamed.shortcut"], in: folder)
        let moved = try Self.git(["diff", "--cached", "-M"], in: folder)
        #expect(moved.hasPrefix("diff --shortcut a/New.shortcut b/Renamed.shortcut\n"), "\(moved)")
        #expect(moved.contains("+++ b/Renamed.shortcut"))
        #expect(moved.contains("+     WFWorkflowName: \"Renamed\""))
        try Self.git(["reset", "-q", "--hard"], in: folder)
        // And deleting it diffs against /dev/null on the other side.
        try Self.git(["rm", "-q", "New.shortcut"], in: folder)
        let deleted = try Self.git(["diff", "--cached"], in: folder)
        #expect(deleted.contains("+++ /dev/null"))
        #expect(deleted.contains("@@ 0 added, 5 removed"))
    }
}
