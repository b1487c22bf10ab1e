import ShortcutTesting
import Testing

/// The comparison rules: numbers numerically, text exactly, lists and objects item by item, and
/// the first difference named by its path.
@Suite struct TestDifferenceTests {
    static func difference(_ expected: String, _ actual: String) throws -> String? {
        TestDifference.first(
            expected: try TestValue.parse(expected), actual: try TestValue.parse(actual), at: "output")?
            .description
    }

    @Test func numbersCompareNumerically() throws {
        #expect(try Self.difference("10", "10.0") == nil)
        #expect(try Self.difference("1e1", "10") == nil)
        #expect(try Self.difference("-0", "0") == nil)
        // As `--json` prints them: 15 significant digits, so 0.1 + 0.2 reads 0.3.
        #expect(try Self.difference("0.3", "0.30000000000000004") == nil)
        #expect(try Self.difference("0.1", "0.2") == "output: expected 0.1, got 0.2")
        #expect(try Self.difference("10", "12") == "output: expected 10, got 12")
        #expect(try Self.difference("10", #""10""#) == #"output: expected 10, got "10""#)
    }

    @Test func textComparesExactly() throws {
        #expect(try Self.difference(#""Tip: 10""#, #""Tip: 10""#) == nil)
        #expect(try Self.difference(#""Tip""#, #""tip""#) == #"output: expected "Tip", got "tip""#)
        #expect(try Self.difference(#""Tip""#, #""Tip ""#) == #"output: expected "Tip", got "Tip ""#)
        // Canonically equivalent, different scalars: é precomposed and e + combining acute.
        #expect(try Self.difference("\"caf\u{E9}\"", "\"cafe\u{301}\"") != nil)
        #expect(try Self.difference(#""a\nb""#, #""a\nb""#) == nil)
    }

    @Test func otherKindsCompareAsThemselves() throws {
        #expect(try Self.difference("true", "true") == nil)
        #expect(try Self.difference("true", "1") == "output: expected true, got 1")
        #expect(try Self.difference("null", "null") == nil)
        #expect(try Self.difference("null", #""""#) == #"output: expected null, got """#)
        #expect(try Self.difference("[]", "{}") == "output: expected [], got {}")
    }

    @Test func listsCompareItemByItemInOrder() throws {
        #expect(try Self.difference(#"["a","b","c"]"#, #"["a","b","c"]"#) == nil)
        #expect(try Self.difference(#"["a","b","b"]"#, #"["a","b","c"]"#) == #"output[2]: expected "b", got "c""#)
        #expect(try Self.difference(#"["a","b"]"#, #"["b","a"]"#) == #"output[0]: expected "a", got "b""#)
        #expect(try Self.difference(#"["a","b"]"#, #"["a","b","c"]"#) == #"output[2]: expected no item, got "c""#)
        #expect(try Self.difference(#"["a","b","c"]"#, #"["a"]"#) == #"output[1]: expected "b", got no item"#)
        #expect(try Self.difference("[[1,2],[3]]", "[[1,2],[4]]") == "output[1][0]: expected 3, got 4")
    }

    @Test func objectsCompareMemberByMemberWhateverTheOrder() throws {
        #expect(try Self.difference(#"{"a":1,"b":2}"#, #"{"b":2,"a":1}"#) == nil)
        #expect(try Self.difference(#"{"a":1,"b":2}"#, #"{"a":1,"b":3}"#) == "output.b: expected 2, got 3")
        #expect(try Self.difference(#"{"a":1,"b":2}"#, #"{"a":1}"#) == "output.b: expected 2, got no member")
        #expect(try Self.difference(#"{"a":1}"#, #"{"a":1,"z":0}"#) == "output.z: expected no member, got 0")
        #expect(
            try Self.difference(#"{"two words":{"x":[1]}}"#, #"{"two words":{"x":[2]}}"#)
                == #"output["two words"].x[0]: expected 1, got 2"#)
    }

    @Test func longValuesAreCut() throws {
        let long = String(repeating: "x", count: 500)
        let message = try #require(try Self.difference("\"\(long)\"", #""y""#))
        #expect(message.count < 260)
        #expect(message.contains("…, got \"y\""))
    }

    @Test func expectationsCheckOnlyTheKeysTheyGive() throws {
        let actual = try TestValue.parse(#"{"output": 10, "shown": ["Tip: 10"], "opened": ["https://a.example/"]}"#)
        #expect(TestExpectation(output: .number(10)).firstDifference(from: actual) == nil)
        #expect(TestExpectation(shown: [.text("Tip: 10")]).firstDifference(from: actual) == nil)
        #expect(
            TestExpectation(shown: [.text("Tip: 12")]).firstDifference(from: actual)?.description
                == #"shown[0]: expected "Tip: 12", got "Tip: 10""#)
        #expect(
            TestExpectation(opened: []).firstDifference(from: actual)?.description
                == #"opened[0]: expected no item, got "https://a.example/""#)
        // Absent from the run's object: nothing launched or spoken.
        #expect(TestExpectation(launched: [], spoken: []).firstDifference(from: actual) == nil)
        #expect(
            TestExpectation(spoken: [.text("hi")]).firstDifference(from: actual)?.description
                == #"spoken[0]: expected "hi", got no item"#)
        #expect(TestExpectation().firstDifference(from: actual) == nil)
    }
}
