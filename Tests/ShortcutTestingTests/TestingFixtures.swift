import Foundation
import ShortcutAuthoring
import ShortcutModel
import ShortcutTesting

/// Shortcuts built with the DSL and written with the project's writer into a fresh folder, with a
/// test file beside them.
enum TestingFixtures {
    static func act(_ stem: String, _ parameters: KeyValuePairs<String, Value> = [:]) -> Action {
        Action("is.workflow.actions." + stem, parameters)
    }

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("shortcut-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Asks for the bill, shows `Tip: <20 %>` and outputs the tip.
    static func tip() throws -> Shortcut {
        try Shortcut.build(name: "Tip", checks: .none) { s in
            let bill = s.add(act("ask", ["WFAskActionPrompt": "Bill?", "WFInputType": "Number"]))
            let tip = s.add(act("math", ["WFInput": Value(bill), "WFMathOperation": "×", "WFMathOperand": 0.2]))
            s.add(act("showresult", ["Text": "Tip: \(tip)"]))
            s.add(act("output", ["WFOutput": Value(tip)]))
        }
    }

    /// Shows a list of three letters and outputs it.
    static func letters() throws -> Shortcut {
        try Shortcut.build(name: "Letters", checks: .none) { s in
            let list = s.add(act("list", ["WFItems": .list(["a", "b", "c"])]))
            s.add(act("output", ["WFOutput": Value(list)]))
        }
    }

    /// `Hello, <input>` from Shortcut Input.
    static func greet() throws -> Shortcut {
        try Shortcut.build(name: "Greet", checks: .none) { s in
            s.add(act("gettext", ["WFTextActionText": "Hello, \(Variable.shortcutInput)"]))
        }
    }

    /// Repeats a billion times: only the run's bounds end it.
    static func forever() throws -> Shortcut {
        try Shortcut.build(name: "Forever", checks: .none) { s in
            s.repeat(1_000_000_000) { _ in s.add(act("number", ["WFNumberActionNumber": 7])) }
        }
    }

    /// Writes `shortcut` as `NAME.shortcut` in `folder` (binary property list).
    @discardableResult
    static func write(_ shortcut: Shortcut, named name: String, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent(name + ".shortcut")
        try shortcut.encoded(as: .binary).write(to: url)
        return url
    }

    /// Writes a test file and reads it back.
    static func testFile(_ json: String, named name: String = "Tip", in folder: URL) throws -> (ShortcutTestFile, URL) {
        let url = folder.appendingPathComponent(name + ShortcutTestFile.fileSuffix)
        try Data(json.utf8).write(to: url)
        return (try ShortcutTestFile(data: Data(json.utf8)), url)
    }

    /// Runs the tests of `json` on the shortcuts written in a fresh folder.
    static func run(
        _ json: String, shortcuts: [String: Shortcut], runner: ShortcutTestRunner = ShortcutTestRunner()
    ) async throws -> [ShortcutTestResult] {
        let folder = try folder()
        for (name, shortcut) in shortcuts { try write(shortcut, named: name, in: folder) }
        let (file, url) = try testFile(json, in: folder)
        return await runner.run(file, at: url).results
    }
}
