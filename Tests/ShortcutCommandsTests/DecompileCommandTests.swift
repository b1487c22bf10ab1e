import Foundation
import ShortcutKit
import TestSupport
import Testing

@Suite struct DecompileCommandTests {
    let example = Corpus.packageRoot.appendingPathComponent("Examples/WeatherReport.shortcut").path

    @Test func writesSwiftToStdoutOrAFile() throws {
        let stdout = try CommandRunner.run(["decompile", example])
        #expect(stdout.status == 0, "\(stdout.stderr)")
        #expect(stdout.output.contains("public func weatherReport() throws -> Shortcut {"))
        let folder = try CommandRunner.temporaryFolder()
        let file = folder.appendingPathComponent("Weather.swift").path
        let written = try CommandRunner.run(["decompile", example, "-o", file, "--name", "weather", "--main"])
        #expect(written.status == 0, "\(written.stderr)")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("func weather() throws -> Shortcut {"))
        #expect(text.contains("import ShortcutKit"))
    }

    @Test func badInputGetsOneLineAndTheReadmeExitCodes() throws {
        let missing = try CommandRunner.run(["decompile", "/nonexistent/x.shortcut"])
        #expect(missing.status == 66)
        #expect(missing.stderr == "error: /nonexistent/x.shortcut: no such file\n")
        let folder = try CommandRunner.temporaryFolder()
        let bad = folder.appendingPathComponent("bad.shortcut")
        try Data("bplist00 broken".utf8).write(to: bad)
        let broken = try CommandRunner.run(["decompile", bad.path])
        #expect(broken.status == 65)
        #expect(broken.stderr.hasPrefix("error: \(bad.path): "))
        #expect(broken.stderr.filter { $0 == "\n" }.count == 1)
        let usage = try CommandRunner.run(["decompile", example, "--name", "not an identifier"])
        #expect(usage.status == 2)
        let unwritable = try CommandRunner.run(["decompile", example, "-o", "/nonexistent/dir/out.swift"])
        #expect(unwritable.status == 73)
    }

    @Test func newScaffoldsAPackageThatBuildsTheShortcut() throws {
        let folder = try CommandRunner.temporaryFolder()
        let result = try CommandRunner.run(["new", "Greeter", "--directory", folder.path, "--kit", "/opt/ShortcutKit"])
        #expect(result.status == 0, "\(result.stderr)")
        let manifest = try String(
            contentsOf: folder.appendingPathComponent("Greeter/Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".package(path: \"/opt/ShortcutKit\")"))
        #expect(manifest.contains(".product(name: \"ShortcutKit\", package: \"ShortcutKit\")"))
        let main = try String(
            contentsOf: folder.appendingPathComponent("Greeter/Sources/Greeter/main.swift"), encoding: .utf8)
        #expect(main.contains("Shortcut.build(name: \"Greeter\")"))
        #expect(main.contains("\"Greeter.shortcut\""))
        let again = try CommandRunner.run(["new", "Greeter", "--directory", folder.path])
        #expect(again.status == 73)
        #expect(try CommandRunner.run(["new", "bad name"]).status != 0)
    }
}
