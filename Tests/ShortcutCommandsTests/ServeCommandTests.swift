import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `shortcut serve` as a user runs it: usage errors, bad seeds, an unwritable data folder, and a
/// real start on a free port that serves the seeded examples.
@Suite struct ServeCommandTests {
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
        for name in ["HelloWorld", "PackingList", "WeatherReport"] { #expect(home.contains(name)) }
    }
}
