import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `shortcut serve` as a user runs it: usage errors, bad seeds, an unwritable data folder, and a
/// real start on a free port that serves the seeded examples — all through `shortcut`, which hands
/// over to the `shortcut-serve` executable beside it.
@Suite struct ServeCommandTests {
    /// The everyday tool links none of the server: no Hummingbird, GRDB or postgres-nio symbol
    /// is in its executable, while the server's executable has them.
    @Test func theShortcutToolLinksNoServerCode() throws {
        let tool = try Data(contentsOf: CommandRunner.executable)
        let server = try Data(contentsOf: CommandRunner.executable(named: "shortcut-serve"))
        for module in ["HummingbirdCore", "GRDB", "PostgresNIO", "ShortcutGallery"] {
            #expect(tool.range(of: Data(module.utf8)) == nil, "shortcut contains \(module)")
            #expect(server.range(of: Data(module.utf8)) != nil, "shortcut-serve lacks \(module)")
        }
    }

    /// Without `shortcut-serve` beside it, `shortcut serve` says how to build it, in one line.
    /// `serve` and `appshortcuts` are separate executables; a `shortcut` without them beside it
    /// says, in one line, how to build them (EX_UNAVAILABLE).
    @Test(arguments: [("serve", "shortcut-serve"), ("appshortcuts", "shortcut-appshortcuts")])
    func withoutItsExecutableAHandedOverCommandSaysHowToBuildIt(command: String, tool: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lonely = folder.appendingPathComponent("shortcut")
        try FileManager.default.copyItem(at: CommandRunner.executable, to: lonely)
        let process = Process()
        process.executableURL = lonely
        process.arguments = [command, "--help"]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 69)
        #expect(message.split(separator: "\n").count == 1)
        #expect(message.contains("swift build --product \(tool)"), "\(message)")
    }

    /// `shortcut serve --help` is the server's own help (the arguments reach it unparsed).
    @Test func serveHelpIsTheServersHelp() throws {
        let result = try CommandRunner.run(["serve", "--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("--create-user"))
        #expect(result.output.contains("--anonymous-uploads"))
    }

    @Test(arguments: [
        ["serve", "--database", "mysql://u@h/db"], ["serve", "--port", "70000"], ["serve", "--admin-token", "short"],
        ["serve", "--api-base", "ftp://x"], ["serve", "--page-cache", "-1"], ["serve", "--page-cache", "5000"],
    ])
    func usageErrorsExit2(arguments: [String]) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
    }

    @Test func aSeedThatIsNotAShortcutExits65WithOneLine() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.shortcut")
        try Data("not a shortcut".utf8).write(to: bad)
        let result = try CommandRunner.run([
            "serve", "--port", "0", "--data", folder.appendingPathComponent("data").path, "--seed", bad.path,
        ])
        #expect(result.status == 65)
        let lines = result.stderr.split(separator: "\n").filter { $0.hasPrefix("error:") }
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("error: \(bad.path): not a shortcut") == true, "\(result.stderr)")
        let missing = try CommandRunner.run(["serve", "--port", "0", "--data", folder.path, "--seed", "/nonexistent/x"])
        #expect(missing.status == 66)
    }

    @Test func anUnwritableDataFolderExits73() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("file")
        try Data().write(to: file)
        let result = try CommandRunner.run(["serve", "--port", "0", "--data", file.appendingPathComponent("sub").path])
        #expect(result.status == 73, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("error: "))
    }

    @Test func servesTheSeededExamplesAndPrintsItsURL() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.currentDirectoryURL = Corpus.packageRoot
        process.arguments = ["serve", "--port", "0", "--data", folder.path, "--seed", "Examples"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        // Read until the "Gallery at http://127.0.0.1:PORT/" line (at most 60 s).
        var text = ""
        let deadline = Date().addingTimeInterval(60)
        while !text.contains("Gallery at "), Date() < deadline, process.isRunning {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        #expect(text.contains("Seeded 3 shortcuts."))
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("Gallery at ") })
        let url = try #require(line.split(separator: " ").dropFirst(2).first.flatMap { URL(string: String($0)) })
        #expect(url.host == "127.0.0.1" && (url.port ?? 0) > 0)
        let home = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        // Named by the toolkit's one rule: PackingList.plist stores WFWorkflowName "Packing List".
        for name in ["HelloWorld", "Packing List", "WeatherReport"] { #expect(home.contains(name)) }
    }
}
