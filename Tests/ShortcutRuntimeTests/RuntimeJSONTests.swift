import Foundation
import PropertyList
import ShortcutRuntime
import Testing

/// The runtime's JSON goes through the toolkit's one JSON reader and writer: it accepts and
/// refuses what ``PropertyListJSONReader`` does and escapes strings as ``PropertyListJSONWriter``.
struct RuntimeJSONTests {
    /// Texts the runtime's own parser once read differently from the property-list reader
    /// (`+1`, `01`, `.5` and `1.` were numbers to it; a lone surrogate became U+FFFD).
    static let syntax = [
        "+1", "01", ".5", "1.", "-", "1e", "[1,]", #"{"a":1,}"#, #""\uD800\u0041""#, #""\uDC00""#, "[1 2]", "tru",
        #""a\x""#, "[1]", #"{"a": [true, false, "x", -0.5e3]}"#, #""\uD83D\uDE00""#, "1e999", "  7  ",
    ]

    @Test(arguments: syntax) func acceptsWhatThePropertyListReaderAccepts(text: String) {
        let propertyList = Result { try PropertyListJSONReader().read(Data(text.utf8)) }
        let runtime = Result { try RuntimeJSON.parse(text) }
        #expect(
            (try? propertyList.get()) != nil && (try? runtime.get()) != nil
                || (try? propertyList.get()) == nil && (try? runtime.get()) == nil,
            "\(text): property list \(propertyList), runtime \(runtime)")
    }

    @Test func escapesStringsAsThePropertyListWriter() {
        let text = "a\u{8}b\u{C}c\u{1}\"\\/é\n"
        #expect(RuntimeJSON.text(for: .text(text)) == PropertyListJSONWriter.quoted(text))
    }

    @Test func keepsNumberFormattingAndMemberOrder() throws {
        let value = try RuntimeJSON.parse(#"{"z": 1, "a": 2.50, "m": [1e21, -0.0, 0.1], "n": null}"#)
        #expect(RuntimeJSON.text(for: value) == #"{"z":1,"a":2.5,"m":[1e+21,0,0.1],"n":null}"#)
        #expect(
            RuntimeJSON.text(for: value, pretty: true)
                == "{\n  \"z\": 1,\n  \"a\": 2.5,\n  \"m\": [\n    1e+21,\n    0,\n    0.1\n  ],\n  \"n\": null\n}")
    }

    @Test func refusesHostileInputWithAnOffset() throws {
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: RuntimeJSON.ParseError.self) { try RuntimeJSON.parse(deep) }
        do {
            _ = try RuntimeJSON.parse(deep)
        } catch {
            #expect(error.offset == RuntimeJSON.maximumDepth)
        }
        for truncated in [#"{"a": [1, 2"#, #""abc"#, "[", #"{"a""#, "-"] {
            #expect(throws: RuntimeJSON.ParseError.self, "\(truncated)") { try RuntimeJSON.parse(truncated) }
        }
        #expect(try RuntimeJSON.parse("1e999") == .number(.infinity))
        #expect(try RuntimeJSON.parse(String(repeating: "9", count: 400)) == .number(.infinity))
        #expect(RuntimeJSON.text(for: .number(.infinity)) == "null")
    }
}
