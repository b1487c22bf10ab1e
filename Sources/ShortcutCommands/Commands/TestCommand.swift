import ArgumentParser
import CommandSupport
import Foundation
import ShortcutTesting

/// `shortcut test [PATH...]`: runs the tests of `NAME.shortcut-tests.json` files (ShortcutTesting)
/// and prints one line per test, then `N passed, M failed`.
///
/// Exit status: 0 when every test passes; 1 when one fails; 65 when a test file is not valid
/// (one line naming the file and the line and column, or the test and key); 66 when a file or
/// folder cannot be read. A test file that is not valid is reported and the other files still run.
struct TestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run the tests of shortcut test files (NAME.shortcut-tests.json).",
        discussion: """
            Each test runs the shortcut off the device with its input, answers, stubs and date, and \
            compares what it gave (as `shortcut run --json` prints it) with its expect. Prints one \
            line per test and a last line like `12 passed, 1 failed`. See Docs/Testing.md.
            """)

    @Argument(help: "Test files, or folders searched recursively for *.shortcut-tests.json (default: .).")
    var paths: [String] = []

    @Option(help: "Run only the tests whose name contains this text (ignoring case).")
    var filter: String?

    @Option(help: "Write a JUnit XML report to this file.")
    var junit: String?

    @Flag(help: "Print one JSON object per test (one per line); the summary line goes to standard error.")
    var json = false

    @Flag(help: "Fill in the expect of tests that have none from what the run gave (never changing one that has).")
    var record = false

    @OptionGroup(title: "Bounds")
    var limits: RunLimitOptions

    func run() async throws {
        var status = ExitStatus.success
        func note(_ failure: CommandFailure) {
            StandardError.write(failure.description + "\n")
            status = max(status, failure.exitCode)
        }
        var runner = ShortcutTestRunner()
        limits.apply(to: &runner.limits)
        runner.filter = filter
        runner.records = record

        var reports: [ShortcutTestFileResult] = []
        for path in paths.isEmpty ? ["."] : paths {
            let found: [String]
            do {
                found = try Self.testFiles(at: path)
            } catch {
                note(error)
                continue
            }
            for file in found {
                let tests: ShortcutTestFile
                do {
                    tests = try Self.readTestFile(file)
                } catch {
                    note(error)
                    continue
                }
                let report = await runner.run(tests, at: URL(fileURLWithPath: file), name: file)
                for result in report.results { print(json ? result.jsonObject.jsonText() : Self.lines(for: result)) }
                if record, let recorded = tests.recording(report.results) {
                    do {
                        try FileIO.write(Data(ShortcutTestFile.text(of: recorded).utf8), to: file)
                    } catch {
                        note(error)
                    }
                }
                reports.append(report)
            }
        }
        if let junit {
            do {
                try FileIO.write(Data(JUnitReport.xml(for: reports).utf8), to: junit)
            } catch {
                note(error)
            }
        }
        let passed = reports.reduce(0) { $0 + $1.passedCount }
        let failed = reports.reduce(0) { $0 + $1.failedCount }
        let summary = "\(passed) passed, \(failed) failed\n"
        if json { StandardError.write(summary) } else { print(summary, terminator: "") }
        if failed > 0 { status = max(status, ExitStatus.findings) }
        if status != ExitStatus.success { throw ExitCode(status) }
    }

    /// The test files at `path`: the file itself, or every `*.shortcut-tests.json` under a folder
    /// (hidden folders such as `.git` and `.build` left out), sorted.
    static func testFiles(at path: String) throws(CommandFailure) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandFailure(file: path, message: "no such file or folder", exitCode: ExitStatus.noInput)
        }
        guard isDirectory.boolValue else { return [path] }
        let root = URL(fileURLWithPath: path, isDirectory: true)
        guard
            let walker = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else {
            throw CommandFailure(file: path, message: "cannot list the folder", exitCode: ExitStatus.noInput)
        }
        let prefix = root.standardizedFileURL.path
        var files: [String] = []
        for case let url as URL in walker where url.lastPathComponent.hasSuffix(ShortcutTestFile.fileSuffix) {
            var relative = url.standardizedFileURL.path
            if relative.hasPrefix(prefix + "/") { relative.removeFirst(prefix.count + 1) }
            files.append(path == "." ? relative : (path.hasSuffix("/") ? path : path + "/") + relative)
        }
        guard !files.isEmpty else {
            throw CommandFailure(
                file: path, message: "no test files (*\(ShortcutTestFile.fileSuffix)) in the folder",
                exitCode: ExitStatus.noInput)
        }
        return files.sorted()
    }

    static func readTestFile(_ path: String) throws(CommandFailure) -> ShortcutTestFile {
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
            size > ShortcutTestFile.maximumBytes
        {
            let error = ShortcutTestFileError(
                .tooLarge(bytes: size, limit: ShortcutTestFile.maximumBytes), at: .file)
            throw CommandFailure(file: path, message: error.description, exitCode: ExitStatus.dataError)
        }
        let data = try FileIO.read(path)
        do {
            return try ShortcutTestFile(data: data)
        } catch {
            throw CommandFailure(file: path, message: error.description, exitCode: ExitStatus.dataError)
        }
    }

    /// `✓ FILE — NAME (0.4 ms)`, and for a test that did not pass its message and last actions.
    static func lines(for result: ShortcutTestResult) -> String {
        var line = "\(result.passed ? "✓" : "✗") \(result.file) — \(result.name) (\(duration(result.seconds)))"
        if result.recorded != nil { line += " (recorded)" }
        guard let message = result.message else { return line }
        line += "\n    " + message
        if !result.lastActions.isEmpty {
            line += "\n    last actions:" + result.lastActions.map { "\n      " + $0 }.joined()
        }
        return line
    }

    static func duration(_ seconds: Double) -> String {
        if seconds >= 1 { return String(format: "%.2f s", seconds) }
        let milliseconds = seconds * 1000
        return milliseconds >= 10 ? String(format: "%.0f ms", milliseconds) : String(format: "%.1f ms", milliseconds)
    }
}
