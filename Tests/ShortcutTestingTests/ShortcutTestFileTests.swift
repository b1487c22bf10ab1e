import Foundation
import ShortcutTesting
import Testing

/// Reading test files: every key of the format, and every way a file is refused (with where).
@Suite struct ShortcutTestFileTests {
    static func read(_ json: String) throws(ShortcutTestFileError) -> ShortcutTestFile {
        try ShortcutTestFile(data: Data(json.utf8))
    }

    /// The error a file gets; fails the test when the file is read.
    static func refusal(_ json: String) -> ShortcutTestFileError? {
        do {
            _ = try read(json)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsEveryKeyOfTheFormat() throws {
        let file = try Self.read(
            """
            {"$schema": "../Docs/shortcut-tests.schema.json",
             "shortcut": "Tip.shortcut",
             "shortcuts": "lib",
             "stubs": {"is.workflow.actions.getcurrentlocation": "Paris", "https://a.example/": {"ok": true}},
             "tests": [
               {"name": "adds twenty percent", "answers": ["50", 2], "expect": {"output": 10, "shown": ["Tip: 10"]}},
               {"name": "needs the network", "expect": {"error": "Get Contents of URL"}},
               {"name": "greets", "input": "Ada", "now": "2024-05-01T09:30:00Z", "timeZone": "Europe/Paris",
                "allowNetwork": true, "stubs": {"https://api.example/x": {"ok": true}},
                "expect": {"output": "Hello, Ada", "opened": ["https://x.example/"], "launched": ["com.apple.Maps"],
                           "spoken": ["hi"]}},
               {"name": "no expectations"}
             ]}
            """)
        #expect(file.shortcut == "Tip.shortcut")
        #expect(file.shortcuts == "lib")
        #expect(Array(file.stubs.keys) == ["is.workflow.actions.getcurrentlocation", "https://a.example/"])
        #expect(file.stubs["https://a.example/"] == .object(["ok": .boolean(true)]))
        #expect(file.tests.map(\.name) == ["adds twenty percent", "needs the network", "greets", "no expectations"])
        #expect(file.tests[0].answers == [.text("50"), .number(2)])
        #expect(file.tests[0].expect == TestExpectation(output: .number(10), shown: [.text("Tip: 10")]))
        #expect(file.tests[1].expect == TestExpectation(error: "Get Contents of URL"))
        let greets = file.tests[2]
        #expect(greets.input == .text("Ada"))
        #expect(greets.now == Date(timeIntervalSince1970: 1_714_555_800))
        #expect(greets.timeZone == TimeZone(identifier: "Europe/Paris"))
        #expect(greets.allowNetwork)
        #expect(greets.stubs == ["https://api.example/x": .object(["ok": .boolean(true)])])
        #expect(greets.expect?.opened == [.text("https://x.example/")])
        #expect(greets.expect?.launched == [.text("com.apple.Maps")])
        #expect(greets.expect?.spoken == [.text("hi")])
        #expect(file.tests[3].expect == nil)
        #expect(file.tests[3].input == nil && file.tests[3].answers.isEmpty && !file.tests[3].allowNetwork)
    }

    @Test func syntaxErrorsNameLineAndColumn() {
        let error = Self.refusal("{\"shortcut\": \"a\",\n  \"tests\": [\n    {\"name\": \"x\",}\n]}")
        #expect(error?.location == .position(line: 3, column: 18))
        #expect(error?.description == "line 3, column 18: invalid JSON: expected a member name in quotes, found '}'")
        #expect(Self.refusal("")?.location == .position(line: 1, column: 1))
        // Truncated.
        let truncated = Self.refusal("{\"shortcut\": \"a\", \"tests\": [{\"name\": \"x\"")
        #expect(truncated?.reason == .invalidJSON("unexpected end of text"))
    }

    @Test func wrongTypesNameTheTestAndTheKey() {
        let cases: [(String, String)] = [
            (#"[]"#, "key (top level): expected an object, found a list"),
            (#"{"tests": []}"#, "key shortcut: missing"),
            (#"{"shortcut": 3, "tests": []}"#, "key shortcut: expected text, found a number"),
            (#"{"shortcut": "", "tests": []}"#, "key shortcut: empty"),
            (#"{"shortcut": "a"}"#, "key tests: missing"),
            (#"{"shortcut": "a", "tests": {}}"#, "key tests: expected a list of tests, found an object"),
            (#"{"shortcut": "a", "stubs": [], "tests": []}"#, "key stubs: expected an object, found a list"),
            (#"{"shortcut": "a", "shortcuts": false, "tests": []}"#, "key shortcuts: expected text, found a boolean"),
            (
                #"{"shortcut": "a", "tests": [], "tset": 1}"#,
                "key tset: unknown key (see Docs/Testing.md for the format)"
            ),
            (#"{"shortcut": "a", "tests": [3]}"#, "key tests[0]: expected an object, found a number"),
            (#"{"shortcut": "a", "tests": [{}]}"#, "key tests[0].name: missing"),
            (#"{"shortcut": "a", "tests": [{"name": ""}]}"#, "key tests[0].name: a test needs a name"),
            (
                #"{"shortcut": "a", "tests": [{"name": "t", "answers": "x"}]}"#,
                "key tests[0].answers (test “t”): expected a list, found text"
            ),
            (
                #"{"shortcut": "a", "tests": [{"name": "t", "stubs": 1}]}"#,
                "key tests[0].stubs (test “t”): expected an object, found a number"
            ),
            (
                #"{"shortcut": "a", "tests": [{"name": "t", "now": "yesterday"}]}"#,
                "key tests[0].now (test “t”): not an ISO 8601 date like 2024-05-01T09:30:00Z"
            ),
            (
                #"{"shortcut": "a", "tests": [{"name": "t", "timeZone": "Mars/Olympus"}]}"#,
                "key tests[0].timeZone (test “t”): unknown time zone “Mars/Olympus”"
            ),
            (
                #"{"shortcut": "a", "tests": [{"name": "t", "allowNetwork": "yes"}]}"#,
                "key tests[0].allowNetwork (test “t”): expected true or false, found text"
            ),
            (
                #"{"shortcut": "a", "tests": [{"name": "t", "expect": []}]}"#,
                "key tests[0].expect (test “t”): expected an object, found a list"
            ),
            (
                #"{"shortcut": "a", "tests": [{"name": "t", "expect": {"shown": "Tip"}}]}"#,
                "key tests[0].expect.shown (test “t”): expected a list, found text"
            ),
            (
                #"{"shortcut": "a", "tests": [{"name": "t", "expect": {"error": 1}}]}"#,
                "key tests[0].expect.error (test “t”): expected text, found a number"
            ),
            (
                #"{"shortcut": "a", "tests": [{"name": "t", "expect": {"outptu": 1}}]}"#,
                "key tests[0].expect.outptu (test “t”): unknown key (see Docs/Testing.md for the format)"
            ),
            (
                #"{"shortcut": "a", "tests": [{"name": "t", "expect": {"error": "x", "output": 1}}]}"#,
                "key tests[0].expect.error (test “t”): a run that fails gives no output: “error” goes alone"
            ),
            (
                #"{"shortcut": "a", "tests": [{"name": "t", "expect": {}, "inptu": 1}]}"#,
                "key tests[0].inptu (test “t”): unknown key (see Docs/Testing.md for the format)"
            ),
            (
                #"{"shortcut": "a", "tests": [{"name": "t"}, {"name": "t"}]}"#,
                "key tests[1].name (test “t”): another test has the same name"
            ),
        ]
        for (json, message) in cases {
            #expect(Self.refusal(json)?.description == message, "\(json)")
        }
    }

    @Test func hostileFilesAreRefusedWithAReason() {
        // Huge: past the size bound, refused before parsing.
        let huge = Data(repeating: UInt8(ascii: " "), count: ShortcutTestFile.maximumBytes + 1)
        #expect(throws: ShortcutTestFileError.self) { try ShortcutTestFile(data: huge) }
        do {
            _ = try ShortcutTestFile(data: huge)
        } catch {
            #expect(error.reason == .tooLarge(bytes: ShortcutTestFile.maximumBytes + 1, limit: 16 << 20))
        }
        // Deeply nested: the parser's depth bound, with a position.
        let deep = #"{"shortcut": "a", "tests": [{"name": "t", "input": "# + String(repeating: "[", count: 100_000)
        let nested = Self.refusal(deep)
        #expect(nested?.reason == .invalidJSON("nested deeper than 512"))
        if case .position(let line, _) = nested?.location { #expect(line == 1) } else { Issue.record("no position") }
        // Not UTF-8.
        var bytes = Data(#"{"shortcut": ""#.utf8)
        bytes.append(contentsOf: [0xFF, 0xFE])
        bytes.append(contentsOf: Data(#"", "tests": []}"#.utf8))
        #expect(throws: ShortcutTestFileError(.notText, at: .file)) { try ShortcutTestFile(data: bytes) }
        // Too many tests.
        let many =
            "{\"shortcut\": \"a\", \"tests\": ["
            + Array(repeating: "{}", count: ShortcutTestFile.maximumTests + 1)
            .joined(separator: ",") + "]}"
        #expect(Self.refusal(many)?.reason == .tooManyTests(limit: ShortcutTestFile.maximumTests))
        // Wrong types everywhere a value is nested deep inside a test: kept as values, no crash.
        let deepValue =
            #"{"shortcut": "a", "tests": [{"name": "t", "input": "# + String(repeating: "[", count: 500)
            + String(repeating: "]", count: 500) + "}]}"
        #expect(Self.refusal(deepValue) == nil)
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        var data = Data([0xEF, 0xBB, 0xBF])
        data.append(Data(#"{"shortcut": "a.shortcut", "tests": []}"#.utf8))
        #expect(try ShortcutTestFile(data: data).shortcut == "a.shortcut")
    }

    /// The JSON Schema in Docs/ names exactly the keys the reader takes, at each level.
    @Test func theSchemaNamesTheKeysTheReaderTakes() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Docs/shortcut-tests.schema.json")
        let schema = try TestValue.parse(String(decoding: try Data(contentsOf: url), as: UTF8.self))
        func keys(_ value: TestValue?) -> [String] {
            guard case .object(let members) = value, case .object(let properties) = members["properties"] else {
                return []
            }
            return Array(properties.keys)
        }
        let definitions = schema.objectMembers?["$defs"]?.objectMembers
        let top = keys(schema)
        let test = keys(definitions?["test"])
        let expect = keys(definitions?["expect"])
        #expect(top == ["$schema", "shortcut", "shortcuts", "stubs", "tests"])
        #expect(test == ["name", "input", "answers", "stubs", "now", "timeZone", "allowNetwork", "expect"])
        #expect(expect == ["output", "shown", "opened", "launched", "spoken", "error"])
        // Every key the schema names is read (no unknown-key error); any other is refused.
        let sample: [String: String] = [
            "input": "1", "answers": "[]", "stubs": "{}", "now": #""2024-05-01T09:30:00Z""#, "timeZone": #""UTC""#,
            "allowNetwork": "true", "expect": "{}", "name": #""t""#,
        ]
        for key in test {
            let json = #"{"shortcut": "a", "tests": [{"name": "t", "\#(key)": \#(sample[key] ?? "null")}]}"#
            #expect(
                Self.refusal(json.replacingOccurrences(of: #""name": "t", "name": "t""#, with: #""name": "t""#)) == nil,
                "\(key)")
        }
        for key in expect where key != "error" {
            let json = #"{"shortcut": "a", "tests": [{"name": "t", "expect": {"\#(key)": []}}]}"#
            #expect(Self.refusal(json) == nil, "\(key)")
        }
        #expect(Self.refusal(#"{"shortcut": "a", "tests": [{"name": "t", "expect": {"error": "x"}}]}"#) == nil)
    }
}
