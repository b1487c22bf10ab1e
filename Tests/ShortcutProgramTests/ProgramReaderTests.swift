import Foundation
import PropertyList
import ShortcutProgram
import Testing

/// `ShortcutProgram(json:)`: shapes, key paths, line and column, hostile input.
@Suite struct ProgramReaderTests {
    func read(_ text: String) throws(ProgramError) -> ShortcutProgram { try ShortcutProgram(json: Data(text.utf8)) }

    func error(_ text: String) -> ProgramError? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsEveryStepKind() throws {
        let program = try read(
            """
            {"name": "All", "color": "darkOrange", "glyph": 59511, "input": ["text", "url"],
             "actions": [
               {"action": "gettext", "params": {"WFTextActionText": "hi"}, "as": "t", "uuid": false},
               {"if": "{{t}}", "is": "contains", "value": "h", "then": [], "otherwise": [], "as": "r"},
               {"repeat": 2, "do": [], "group": "G"},
               {"for each": "{{t}}", "do": []},
               {"menu": "Pick", "cases": [{"title": "A", "do": []}]},
               {"menu": true, "cases": [{"title": "B", "do": []}]}
             ]}
            """)
        #expect(program.name == "All")
        #expect(program.color == .palette(.darkOrange))
        #expect(program.glyph == 59511)
        #expect(program.input == ["text", "url"])
        #expect(program.actions.count == 6)
        guard case .action(let action) = program.actions[0] else { return #expect(Bool(false)) }
        #expect(action.action == "gettext")
        #expect(action.name == "t")
        #expect(action.uuid == .omitted)
        guard case .if(let block) = program.actions[1] else { return #expect(Bool(false)) }
        #expect(block.condition == "contains")
        #expect(block.otherwise == [])
        #expect(block.options.name == "r")
        guard case .repeat(let loop) = program.actions[2] else { return #expect(Bool(false)) }
        #expect(loop.options.group == "G")
        guard case .menu(let untitled) = program.actions[5] else { return #expect(Bool(false)) }
        #expect(untitled.prompt == nil)
    }

    @Test func writesWhatItReads() throws {
        let text = try String(contentsOf: Self.regressions.appendingPathComponent("blocks.json"), encoding: .utf8)
        let program = try read(text)
        let again = try ShortcutProgram(json: program.jsonData())
        #expect(again == program)
        #expect(program.jsonData() == again.jsonData())
        let decoded = try JSONDecoder().decode(ShortcutProgram.self, from: try JSONEncoder().encode(program))
        #expect(decoded.actions.count == program.actions.count)
    }

    @Test func malformedJSONNamesLineAndColumn() throws {
        let found = try #require(error("{\n  \"actions\": [\n    {\"action\": }\n]}"))
        guard case .malformedJSON = found.reason else { return #expect(Bool(false), "\(found)") }
        #expect(found.line == 3)
        #expect(found.column != nil)
        #expect(found.description.hasPrefix("line 3:"))
        #expect(!found.description.contains("\n"))
    }

    @Test func wrongShapesNameTheKeyPath() throws {
        let cases: [(String, String)] = [
            ("[]", ""),
            (#"{"actions": 5}"#, "actions"),
            (#"{"actions": [7]}"#, "actions[0]"),
            (#"{"actions": [{"action": 3}]}"#, "actions[0].action"),
            (#"{"actions": [{"action": "x", "params": []}]}"#, "actions[0].params"),
            (
                #"{"actions": [{"if": "{{a}}", "is": "is", "then": [{"repeat": 1, "do": {}}]}]}"#,
                "actions[0].then[0].do"
            ),
            (#"{"actions": [], "glyph": "star"}"#, "glyph"),
            (#"{"actions": [{"action": "x", "uuid": 1}]}"#, "actions[0].uuid"),
        ]
        for (text, path) in cases {
            let found = try #require(error(text), "\(text)")
            guard case .wrongType = found.reason else { return #expect(Bool(false), "\(found)") }
            #expect(found.path == path, "\(text)")
        }
    }

    @Test func unknownKeysAndStepsAreErrors() throws {
        let typo = try #require(error(#"{"actions": [{"action": "x", "parmas": {}}]}"#))
        #expect(
            typo.reason
                == .unknownKey(
                    "parmas",
                    allowed: [
                        "action", "params", "raw", "as", "uuid", "unlisted", "outer", "no params key", "without",
                        "output name",
                    ])
        )
        #expect(typo.path == "actions[0]")
        let neither = try #require(error(#"{"actions": [{"say": "x"}]}"#))
        #expect(neither.reason == .unknownStep(keys: ["say"]))
        let both = try #require(error(#"{"actions": [{"action": "x", "repeat": 2}]}"#))
        #expect(both.reason == .unknownStep(keys: ["action", "repeat"]))
        #expect(error(#"{"name": "x"}"#)?.reason == .missingKey("actions"))
        #expect(error(#"{"actions": [], "color": "mauve"}"#)?.path == "color")
    }

    @Test func blocksWithoutTheirBodyAreErrors() {
        #expect(error(#"{"actions": [{"if": "{{a}}", "is": "is", "value": 1}]}"#)?.reason == .missingBody("then"))
        #expect(error(#"{"actions": [{"repeat": 2}]}"#)?.reason == .missingBody("do"))
        #expect(error(#"{"actions": [{"for each": "{{a}}"}]}"#)?.reason == .missingBody("do"))
        #expect(error(#"{"actions": [{"menu": "m"}]}"#)?.reason == .missingBody("cases"))
        let item = error(#"{"actions": [{"menu": "m", "cases": [{"title": "A"}]}]}"#)
        #expect(item?.reason == .missingBody("do"))
        #expect(item?.path == "actions[0].cases[0]")
    }

    // MARK: hostile input

    @Test func notJSONIsAClearError() throws {
        for text in ["", "nope", "{", "{\"actions\": [", "\u{0}\u{1}", "null", "{\"actions\": [null]}"] {
            let found = try #require(error(text), "\(text.debugDescription)")
            #expect(!found.description.contains("\n"))
        }
        let bytes = Data([0xFF, 0xFE, 0x00, 0x7B])
        #expect(throws: ProgramError.self) { try ShortcutProgram(json: bytes) }
    }

    @Test func tenThousandDeepNestingIsRefused() throws {
        let arrays =
            "{\"actions\": " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}"
        let found = try #require(error(arrays))
        guard case .malformedJSON = found.reason else { return #expect(Bool(false), "\(found)") }
        var step = #"{"action": "showresult"}"#
        for _ in 0..<10_000 { step = #"{"repeat": 1, "do": ["# + step + "]}" }
        let steps = try #require(error(#"{"actions": ["# + step + "]}"))
        guard case .malformedJSON = steps.reason else { return #expect(Bool(false), "\(steps)") }
    }

    @Test func stepsNestedPastTheLimitAreRefusedByPath() throws {
        var step = #"{"action": "showresult"}"#
        for _ in 0..<(ProgramLimits.maximumDepth + 1) { step = #"{"repeat": 1, "do": ["# + step + "]}" }
        let found = try #require(error(#"{"actions": ["# + step + "]}"))
        #expect(found.reason == .nestingTooDeep(limit: ProgramLimits.maximumDepth))
        #expect(found.path.hasPrefix("actions[0].do[0].do[0]"))
    }

    @Test func hugeStringsAreRead() throws {
        let big = String(repeating: "x", count: 5_000_000)
        let program = try read(
            #"{"name": ""# + big + #"", "actions": [{"action": "gettext", "params": {"WFTextActionText": ""# + big
                + #""}}]}"#)
        #expect(program.name?.count == big.count)
        let unclosed = try #require(error(#"{"actions": [], "name": ""# + big))
        guard case .malformedJSON = unclosed.reason else { return #expect(Bool(false), "\(unclosed)") }
    }

    static let regressions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Regressions/program")
}
