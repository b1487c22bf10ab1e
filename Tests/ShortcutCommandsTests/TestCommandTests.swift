import Foundation
import ShortcutKit
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `shortcut test`: one line per test and the summary, every exit status, `--filter`, `--json`,
/// `--junit`, `--record`, hostile test files, and the first tests `shortcut new` writes.
@Suite struct TestCommandTests {
    static func act(_ stem: String, _ parameters: KeyValuePairs<String, Value> = [:]) -> Action {
        Action("is.workflow.actions." + stem, parameters)
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

    static let tipTests = """
        {"shortcut": "Tip.shortcut", "tests": [
          {"name": "adds twenty percent", "answers": ["50"], "expect": {"output": 10, "shown": ["Tip: 10"]}},
          {"name": "needs an answer", "expect": {"error": "needs an answer (Ask for Input “Bill?”)"}}
        ]}
        """

    /// A fresh folder with `Tip.shortcut` and the test files given (name → JSON), in subfolders
    /// when a name has a slash.
    static func folder(_ files: [String: String]) throws -> URL {
        let folder = try CommandRunner.temporaryFolder()
        try tip().encoded(as: .binary).write(to: folder.appendingPathComponent("Tip.shortcut"))
        for (name, json) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(json.utf8).write(to: url)
        }
        return folder
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func passingTestsPrintALineEachAndTheSummary() throws {
        let folder = try Self.folder(["Tip.shortcut-tests.json": Self.tipTests])
        let file = folder.appendingPathComponent("Tip.shortcut-tests.json").path
        let result = try CommandRunner.run(["test", file])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = Self.lines(result.output)
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix("✓ \(file) — adds twenty percent ("))
        #expect(lines[0].hasSuffix(" ms)"))
        #expect(lines[1].hasPrefix("✓ \(file) — needs an answer ("))
        #expect(lines[2] == "2 passed, 0 failed")
        #expect(lines[3] == "")
        #expect(result.stderr.isEmpty)
    }

    @Test func aFailureNamesTheDifferenceAndTheLastActionsAndExitsOne() throws {
        let folder = try Self.folder([
            "Tip.shortcut-tests.json": """
            {"shortcut": "Tip.shortcut", "tests": [
              {"name": "adds twenty percent", "answers": ["50"], "expect": {"output": 10}},
              {"name": "wrong tip", "answers": ["60"], "expect": {"output": 10}}
            ]}
            """
        ])
        let result = try CommandRunner.run(["test", folder.path])
        #expect(result.status == 1)
        let file = folder.path + "/Tip.shortcut-tests.json"
        let lines = Self.lines(result.output)
        #expect(lines[0].hasPrefix("✓ \(file) — adds twenty percent ("))
        #expect(lines[1].hasPrefix("✗ \(file) — wrong tip ("))
        #expect(lines[2] == "    output: expected 10, got 12")
        #expect(lines[3] == "    last actions:")
        #expect(lines[4].hasPrefix("      [0] Ask for Input (is.workflow.actions.ask) → "))
        #expect(lines.contains("      [1] Calculate (is.workflow.actions.math) → 12"))
        #expect(lines.suffix(2) == ["1 passed, 1 failed", ""])
    }

    @Test func foldersAreSearchedRecursivelyLeavingHiddenFoldersOut() throws {
        let nested = Self.tipTests.replacingOccurrences(of: "\"Tip.shortcut\"", with: "\"../Tip.shortcut\"")
        let folder = try Self.folder([
            "a/Tip.shortcut-tests.json": nested, "b/c/Tip.shortcut-tests.json": nested,
            ".hidden/Tip.shortcut-tests.json": "not even JSON", "b/notes.json": "{}",
        ])
        try FileManager.default.moveItem(
            at: folder.appendingPathComponent("b/c"), to: folder.appendingPathComponent("b/c-deeper"))
        try Data(nested.replacingOccurrences(of: "../Tip", with: "../../Tip").utf8).write(
            to: folder.appendingPathComponent("b/c-deeper/Tip.shortcut-tests.json"))
        let result = try CommandRunner.run(["test", folder.path + "/"])
        #expect(result.status == 0, "\(result.stderr)\(result.output)")
        let files = Self.lines(result.output).filter { $0.hasPrefix("✓") }.map { $0.components(separatedBy: " — ")[0] }
        #expect(
            files == [
                "✓ \(folder.path)/a/Tip.shortcut-tests.json", "✓ \(folder.path)/a/Tip.shortcut-tests.json",
                "✓ \(folder.path)/b/c-deeper/Tip.shortcut-tests.json",
                "✓ \(folder.path)/b/c-deeper/Tip.shortcut-tests.json",
            ])
        #expect(Self.lines(result.output).suffix(2) == ["4 passed, 0 failed", ""])
    }

    @Test func invalidTestFilesExitSixtyFiveNamingWhereAndTheOthersStillRun() throws {
        let folder = try Self.folder([
            "a.shortcut-tests.json": "{\"shortcut\": \"Tip.shortcut\",\n \"tests\": [}",
            "b.shortcut-tests.json": #"{"shortcut": "Tip.shortcut", "tests": [{"name": "t", "answers": "50"}]}"#,
            "c.shortcut-tests.json": Self.tipTests,
        ])
        let result = try CommandRunner.run(["test", folder.path])
        #expect(result.status == 65)
        #expect(
            Self.lines(result.stderr) == [
                "error: \(folder.path)/a.shortcut-tests.json: line 2, column 12: invalid JSON: expected a value, found '}'",
                "error: \(folder.path)/b.shortcut-tests.json: key tests[0].answers (test “t”): expected a list, found text",
                "",
            ])
        #expect(Self.lines(result.output).suffix(2) == ["2 passed, 0 failed", ""])
    }

    @Test func hostileTestFilesGetOneLineAndExitSixtyFive() throws {
        let folder = try CommandRunner.temporaryFolder()
        let huge = folder.appendingPathComponent("huge.shortcut-tests.json")
        try Data(repeating: UInt8(ascii: "["), count: 17 << 20).write(to: huge)
        let deep = folder.appendingPathComponent("deep.shortcut-tests.json")
        try Data(String(repeating: "{\"a\":", count: 50_000).utf8).write(to: deep)
        let types = folder.appendingPathComponent("types.shortcut-tests.json")
        try Data(#"{"shortcut": ["Tip.shortcut"], "tests": 3}"#.utf8).write(to: types)
        let binary = folder.appendingPathComponent("binary.shortcut-tests.json")
        try Data([0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0xFF, 0x00]).write(to: binary)
        for (url, message) in [
            (huge, "the file has 17825792 bytes, more than the 16777216 a test file may have"),
            (deep, "line 1, column 2561: invalid JSON: nested deeper than 512"),
            (types, "key shortcut: expected text, found a list"),
            (binary, "not UTF-8 text"),
        ] {
            let result = try CommandRunner.run(["test", url.path])
            #expect(result.status == 65, "\(url.lastPathComponent): \(result.stderr)")
            #expect(result.stderr == "error: \(url.path): \(message)\n")
            #expect(result.output == "0 passed, 0 failed\n")
        }
    }

    @Test func unreadablePathsExitSixtySix() throws {
        let folder = try CommandRunner.temporaryFolder()
        let missing = try CommandRunner.run(["test", folder.appendingPathComponent("nope.shortcut-tests.json").path])
        #expect(missing.status == 66)
        #expect(missing.stderr == "error: \(folder.path)/nope.shortcut-tests.json: no such file or folder\n")
        let empty = try CommandRunner.run(["test", folder.path])
        #expect(empty.status == 66)
        #expect(empty.stderr == "error: \(folder.path): no test files (*.shortcut-tests.json) in the folder\n")
        // A shortcut that cannot be read fails its tests (exit 1), naming it.
        let tests = folder.appendingPathComponent("Gone.shortcut-tests.json")
        try Data(#"{"shortcut": "Gone.shortcut", "tests": [{"name": "one"}]}"#.utf8).write(to: tests)
        let gone = try CommandRunner.run(["test", tests.path])
        #expect(gone.status == 1)
        #expect(Self.lines(gone.output)[1] == "    cannot read \(folder.path)/Gone.shortcut: no such file")
    }

    @Test func filterRunsTheTestsWhoseNameContainsTheText() throws {
        let folder = try Self.folder(["Tip.shortcut-tests.json": Self.tipTests])
        let result = try CommandRunner.run(["test", folder.path, "--filter", "TWENTY"])
        #expect(result.status == 0)
        #expect(Self.lines(result.output).count == 3)
        #expect(result.output.contains("— adds twenty percent ("))
        #expect(Self.lines(result.output)[1] == "1 passed, 0 failed")
        let none = try CommandRunner.run(["test", folder.path, "--filter", "nothing like it"])
        #expect(none.status == 0)
        #expect(none.output == "0 passed, 0 failed\n")
    }

    @Test func jsonPrintsOneObjectPerTest() throws {
        let folder = try Self.folder([
            "Tip.shortcut-tests.json": """
            {"shortcut": "Tip.shortcut", "tests": [
              {"name": "adds twenty percent", "answers": ["50"], "expect": {"output": 10}},
              {"name": "wrong tip", "answers": ["60"], "expect": {"shown": ["Tip: 10"]}}
            ]}
            """
        ])
        let result = try CommandRunner.run(["test", folder.path, "--json"])
        #expect(result.status == 1)
        #expect(result.stderr == "1 passed, 1 failed\n")
        let objects = try Self.lines(result.output).dropLast().map { try TestValue.parse($0) }
        #expect(objects.count == 2)
        let file = folder.path + "/Tip.shortcut-tests.json"
        guard case .object(let first) = objects[0], case .object(let second) = objects[1] else {
            Issue.record("not objects: \(result.output)")
            return
        }
        #expect(Array(first.keys) == ["file", "name", "status", "seconds", "actual"])
        #expect(first["file"] == .text(file))
        #expect(first["status"] == "passed")
        #expect(first["actual"] == ["output": 10, "shown": ["Tip: 10"]])
        #expect(second["status"] == "failed")
        #expect(second["message"] == #"shown[0]: expected "Tip: 10", got "Tip: 12""#)
        #expect(second["difference"] == ["path": "shown[0]", "expected": "Tip: 10", "actual": "Tip: 12"])
        #expect(second["lastActions"].map { if case .list(let items) = $0 { items.count } else { 0 } } == 3)
    }

    @Test func junitWritesASuitePerFileReadBackByAnXMLParser() throws {
        let folder = try Self.folder([
            "a/Tip.shortcut-tests.json": Self.tipTests.replacingOccurrences(
                of: "\"Tip.shortcut\"", with: "\"../Tip.shortcut\""),
            "b/Tip.shortcut-tests.json": """
            {"shortcut": "../Tip.shortcut", "tests": [
              {"name": "wrong tip", "answers": ["60"], "expect": {"output": 10}},
              {"name": "fails unexpectedly", "expect": {"output": 10}},
              {"name": "wrong text", "answers": ["60"], "expect": {"shown": ["Tip: 10"]}}
            ]}
            """,
        ])
        let report = folder.appendingPathComponent("report.xml")
        let result = try CommandRunner.run(["test", folder.path, "--junit", report.path])
        #expect(result.status == 1)
        let document = try XMLDocument(contentsOf: report)
        let root = try #require(document.rootElement())
        func attribute(_ element: XMLElement, _ name: String) -> String? {
            element.attribute(forName: name)?.stringValue
        }
        #expect(attribute(root, "tests") == "5")
        #expect(attribute(root, "failures") == "2")
        #expect(attribute(root, "errors") == "1")
        let suites = root.elements(forName: "testsuite")
        #expect(
            suites.map { attribute($0, "name") } == [
                folder.path + "/a/Tip.shortcut-tests.json", folder.path + "/b/Tip.shortcut-tests.json",
            ])
        #expect(suites.map { attribute($0, "tests") } == ["2", "3"])
        #expect(suites.map { attribute($0, "failures") } == ["0", "2"])
        #expect(suites.map { attribute($0, "errors") } == ["0", "1"])
        let cases = suites[1].elements(forName: "testcase")
        #expect(cases.map { attribute($0, "name") } == ["wrong tip", "fails unexpectedly", "wrong text"])
        let failure = try #require(cases[0].elements(forName: "failure").first)
        #expect(attribute(failure, "message") == "output: expected 10, got 12")
        let error = try #require(cases[1].elements(forName: "error").first)
        #expect(
            attribute(error, "message")
                == "the run failed: action 0 (Ask for Input, is.workflow.actions.ask): needs an answer (Ask for Input “Bill?”) and the answers are used up"
        )
        #expect(suites[0].elements(forName: "testcase").allSatisfy { $0.children?.isEmpty ?? true })
    }

    @Test func recordFillsTestsWithoutExpectationsAndLeavesTheOthers() throws {
        let without = """
            {"tests": [{"answers": ["50"], "name": "records"}, {"name": "kept", "answers": ["60"], "expect": {"output": 1}}],
             "shortcut": "Tip.shortcut"}
            """
        let complete =
            #"{"shortcut": "Tip.shortcut", "tests": [{"name": "a", "answers": ["5"], "expect": {"output": 1}}]}"#
        let folder = try Self.folder(["without.shortcut-tests.json": without, "complete.shortcut-tests.json": complete])
        let result = try CommandRunner.run(["test", folder.path, "--record"])
        // The kept expectation is still wrong: recording never changes it.
        #expect(result.status == 1)
        #expect(result.output.contains("— records (") && result.output.contains(") (recorded)\n"))
        let written = try String(
            contentsOf: folder.appendingPathComponent("without.shortcut-tests.json"), encoding: .utf8)
        #expect(
            written == """
                {
                  "tests": [
                    {
                      "answers": [
                        "50"
                      ],
                      "name": "records",
                      "expect": {
                        "output": 10,
                        "shown": [
                          "Tip: 10"
                        ]
                      }
                    },
                    {
                      "name": "kept",
                      "answers": [
                        "60"
                      ],
                      "expect": {
                        "output": 1
                      }
                    }
                  ],
                  "shortcut": "Tip.shortcut"
                }

                """)
        // A file whose tests all have expectations is left byte for byte.
        #expect(
            try String(contentsOf: folder.appendingPathComponent("complete.shortcut-tests.json"), encoding: .utf8)
                == complete)
        // No temporary file left beside them.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["Tip.shortcut", "complete.shortcut-tests.json", "without.shortcut-tests.json"])
        // The recorded test now passes without --record.
        let again = try CommandRunner.run([
            "test", folder.appendingPathComponent("without.shortcut-tests.json").path, "--filter", "records",
        ])
        #expect(again.status == 0, "\(again.output)")
    }

    @Test func aShortcutThatLoopsForeverFailsAtTheBoundsAndTheOtherTestsRun() throws {
        let folder = try CommandRunner.temporaryFolder()
        let forever = try Shortcut.build(name: "Forever", checks: .none) { s in
            s.repeat(1_000_000_000) { _ in s.add(Self.act("number", ["WFNumberActionNumber": 7])) }
        }
        try forever.encoded(as: .binary).write(to: folder.appendingPathComponent("Forever.shortcut"))
        let tests = folder.appendingPathComponent("Forever.shortcut-tests.json")
        try Data(
            #"{"shortcut": "Forever.shortcut", "tests": [{"name": "loops", "expect": {"output": 7}}, {"name": "ends", "expect": {"error": "steps"}}]}"#
                .utf8
        ).write(to: tests)
        let result = try CommandRunner.run(["test", tests.path, "--max-steps", "1000"])
        #expect(result.status == 1)
        let lines = Self.lines(result.output)
        #expect(lines[0].hasPrefix("✗ \(tests.path) — loops ("))
        #expect(lines[1].hasPrefix("    the run failed: action "))
        #expect(lines[1].hasSuffix(": stopped after 1000 steps (--max-steps)"))
        #expect(lines.contains { $0.hasPrefix("✓ \(tests.path) — ends (") })
        #expect(lines.suffix(2) == ["1 passed, 1 failed", ""])
        #expect(try CommandRunner.run(["test", tests.path, "--max-steps", "0"]).status == 2)
    }

    @Test func newWritesAFirstTestFileThatPassesOnTheShortcutItsPackageBuilds() throws {
        let folder = try CommandRunner.temporaryFolder()
        let created = try CommandRunner.run([
            "new", "Hello", "--directory", folder.path, "--kit", "/nowhere/ShortcutKit",
        ])
        #expect(created.status == 0, "\(created.stderr)")
        let root = folder.appendingPathComponent("Hello")
        let tests = root.appendingPathComponent("Hello.shortcut-tests.json")
        let file = try ShortcutTestFile(data: Data(contentsOf: tests))
        #expect(file.shortcut == "Hello.shortcut")
        #expect(file.tests.map(\.name) == ["greets by name", "asks for a name first"])
        // What `swift run` in the package writes: the DSL of its main.swift, built here.
        let main = try String(contentsOf: root.appendingPathComponent("Sources/Hello/main.swift"), encoding: .utf8)
        #expect(main.contains(#"s.add(.askForInput(question: "What is your name?"))"#))
        #expect(main.contains(#"s.add(.showResult(text: "\(greeting)"))"#))
        let shortcut = try Shortcut.build(name: "Hello") { s in
            s.icon(.blue, glyph: 59446)
            let name = s.add(.askForInput(question: "What is your name?"))
            let greeting = s.add(.text(text: "Hello, \(name)! 👋"))
            s.add(.showResult(text: "\(greeting)"))
        }
        try shortcut.encoded(as: .binary).write(to: root.appendingPathComponent("Hello.shortcut"))
        let result = try CommandRunner.run(["test", root.path])
        #expect(result.status == 0, "\(result.output)")
        #expect(Self.lines(result.output).suffix(2) == ["2 passed, 0 failed", ""])
    }

    /// The example test file of a bundled shortcut passes (run from the package root, as CI does).
    @Test func theWeatherReportExampleTestsPass() throws {
        let result = try CommandRunner.run(["test", "Docs/Examples"])
        #expect(result.status == 0, "\(result.output)\(result.stderr)")
        #expect(Self.lines(result.output).suffix(2) == ["4 passed, 0 failed", ""])
        #expect(result.output.hasPrefix("✓ Docs/Examples/WeatherReport.shortcut-tests.json — "))
    }
}
