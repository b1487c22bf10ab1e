import ArgumentParser
import CommandSupport
import Foundation
import ShortcutModel
import ShortcutRuntime
import ShortcutTesting

/// `shortcut run FILE`: runs a shortcut off the device with the ShortcutRuntime library.
///
/// Exit status: 0 when the run ends or stops normally; 1 for a run-time failure (one line naming
/// the action); 2 for bad arguments; 65 for a file that is not a shortcut (or a bad answers or
/// stubs file); 66 for a file that cannot be read.
struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a shortcut off the device: deterministic, with stubs for what needs the device.",
        discussion: """
            Prints the output (what Stop and Output gave, else the last action's output). \
            Questions are answered from --answers (a JSON array, in order); device actions \
            (location, contacts, photos, other apps…) take their output from --stubs (a JSON \
            object by action identifier or URL). Get Contents of URL makes real requests only \
            with --allow-network; Run Shell Script runs only with --allow-shell. A failure exits 1 with one line naming the action. See \
            Docs/Running.md.
            """)

    @Argument(help: "The shortcut file (binary, XML, JSON or signed; - for standard input).")
    var file: String

    @Option(help: "Shortcut Input, as text.")
    var input: String?

    @Option(help: "A JSON array of answers for Ask for Input, Choose from Menu and Choose from List, in order.")
    var answers: String?

    @Option(help: "A JSON object of stub outputs by action identifier or URL.")
    var stubs: String?

    @Flag(help: "Let Get Contents of URL make real HTTP requests.")
    var allowNetwork = false

    @Flag(help: "Let Run Shell Script start processes on this machine (not confined to --sandbox).")
    var allowShell = false

    @Option(help: "Folder the file actions may read and write (none: they fail).")
    var sandbox: String?

    @Option(help: "Folder of shortcut files Run Shortcut may run (named by file name).")
    var shortcuts: String?

    @OptionGroup(title: "Bounds")
    var limits: RunLimitOptions

    @Option(help: "Current Date, in ISO 8601 (default: the clock).")
    var now: String?

    @Option(help: "Time zone identifier for dates (default: the machine's).")
    var timeZone: String?

    @Flag(
        help:
            "Print {\"output\": …, \"shown\": […]} as JSON (with \"opened\": URLs Open URLs gave, \"launched\": apps Open App launched, \"spoken\": what Speak Text said, when there are any)."
    )
    var json = false

    @Flag(help: "Print each action run, with its output, on standard error.")
    var trace = false

    func validate() throws {
        if let now, ISO8601DateFormatter().date(from: now) == nil {
            throw ValidationError("--now must be an ISO 8601 date like 2024-05-01T09:30:00Z")
        }
        if let timeZone, TimeZone(identifier: timeZone) == nil {
            throw ValidationError("unknown time zone “\(timeZone)”")
        }
    }

    func run() async throws {
        try await reportingFailures {
            let document = try FileIO.readDocument(file)
            var runner = ShortcutRunner(document.shortcut, name: Self.shortcutName(file))
            limits.apply(to: &runner.limits)
            if allowNetwork { runner.network = URLSessionTransport() }
            runner.allowsShellScripts = allowShell
            runner.sandbox = sandbox.map { URL(fileURLWithPath: $0, isDirectory: true) }
            if let shortcuts { runner.library = try Self.library(shortcuts) }
            runner.recordsTrace = false
            if trace {
                runner.onTrace = { entry in StandardError.write(entry.line + "\n") }
            }
            let zone = timeZone.flatMap(TimeZone.init(identifier:)) ?? .current
            let clock: RunClock =
                if let now, let date = ISO8601DateFormatter().date(from: now) {
                    .fixed(date, timeZone: zone)
                } else {
                    .system(timeZone: zone)
                }
            let answerValues = try answers.map { try Self.answerValues($0) } ?? []
            let services: any DeviceServices =
                if let stubs {
                    StubServices(try Self.stubValues(stubs))
                } else {
                    NoDeviceServices()
                }
            let result: RunResult
            do {
                result = try await runner.run(
                    input: input.map(RuntimeValue.text) ?? .nothing, answers: answerValues, services: services,
                    clock: clock)
            } catch let error as RunError {
                throw CommandFailure(file: file, message: error.description, exitCode: ExitStatus.findings)
            }
            let coercion = RuntimeCoercion(timeZone: zone)
            if json {
                try FileIO.write(CommandJSON.encoded(ordered: RuntimeJSON.json(for: result.jsonObject)), to: nil)
            } else {
                let text = coercion.text(result.output)
                try FileIO.write(Data((text.isEmpty || text.hasSuffix("\n") ? text : text + "\n").utf8), to: nil)
            }
        }
    }

    /// The name Run Shortcut knows a file by: the toolkit's one file-name rule
    /// (`Shortcut.name(ofFile:)`), "Shortcut" for standard input.
    static func shortcutName(_ path: String) -> String {
        Shortcut.name(ofFile: path) ?? "Shortcut"
    }

    static func library(_ folder: String) throws(CommandFailure) -> [String: Shortcut] {
        do {
            return try ShortcutFiles.library(in: URL(fileURLWithPath: folder, isDirectory: true))
        } catch {
            let status: Int32 =
                switch error.reason {
                case .cannotRead: ExitStatus.noInput
                case .notAShortcut: ExitStatus.dataError
                }
            throw CommandFailure(file: error.path, message: Self.reasonText(error.reason), exitCode: status)
        }
    }

    static func reasonText(_ reason: ShortcutFiles.ReadError.Reason) -> String {
        switch reason {
        case .cannotRead(let why), .notAShortcut(let why): why
        }
    }

    /// A JSON file of answers (an array) or stubs (an object), read as the test files read theirs
    /// (`TestValue`, `{"$date": …}` and the other markers included).
    static func readJSON(_ path: String, expectingArray: Bool) throws(CommandFailure) -> TestValue {
        let data = try FileIO.read(path)
        let value: TestValue
        do {
            value = try TestValue.parse(String(decoding: data, as: UTF8.self))
        } catch {
            throw CommandFailure(file: path, message: error.description, exitCode: ExitStatus.dataError)
        }
        switch (value, expectingArray) {
        case (.list, true), (.object, false): return value
        default:
            throw CommandFailure(
                file: path, message: "expected a JSON \(expectingArray ? "array" : "object")",
                exitCode: ExitStatus.dataError)
        }
    }

    static func answerValues(_ path: String) throws(CommandFailure) -> [RuntimeValue] {
        guard case .list(let items) = try readJSON(path, expectingArray: true) else { return [] }
        return items.map(\.runtimeValue)
    }

    static func stubValues(_ path: String) throws(CommandFailure) -> [String: RuntimeValue] {
        guard case .object(let members) = try readJSON(path, expectingArray: false) else { return [:] }
        var values: [String: RuntimeValue] = [:]
        for (key, value) in members { values[key] = value.runtimeValue }
        return values
    }
}
