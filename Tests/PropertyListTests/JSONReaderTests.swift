import Foundation
import PropertyList
import Testing

/// The one JSON reader and writer: RFC 8259 strictly, bounded, members in order, numbers exact.
struct JSONReaderTests {
    @Test func readsEveryKindKeepingOrderAndLiterals() throws {
        let text =
            #"{"z": null, "a": [true, false, -0.5e3, 12345678901234567890123456789012345678901234567890], "é": "\u00e9\ud83d\ude00\n"}"#
        let value = try JSONReader().read(text)
        #expect(
            value
                == .object([
                    "z": .null,
                    "a": .array([
                        .boolean(true), .boolean(false), .number(JSONNumber("-0.5e3")!),
                        .number(JSONNumber("12345678901234567890123456789012345678901234567890")!),
                    ]),
                    "é": .string("é😀\n"),
                ]))
        guard case .object(let members) = value else { return }
        #expect(Array(members.keys) == ["z", "a", "é"])
        // Written back: the literals as read, the members in order.
        #expect(
            String(decoding: JSONWriter(prettyPrinted: false).write(value), as: UTF8.self)
                == #"{"z":null,"a":[true,false,-0.5e3,12345678901234567890123456789012345678901234567890],"é":"é😀\n"}"#)
    }

    @Test func aRepeatedNameKeepsItsFirstPlaceAndTheLastValue() throws {
        #expect(try JSONReader().read(#"{"a": 1, "b": 2, "a": 3}"#) == .object(["a": 3, "b": 2]))
    }

    @Test func refusesDeepNestingWithoutExhaustingTheStack() throws {
        for opener in ["[", "{\"a\":"] {
            let text = String(repeating: opener, count: 100_000)
            let offset = 512 * opener.utf8.count
            #expect(throws: PropertyListError(.nestingTooDeep(limit: 512), offset: offset, line: 1, column: offset + 1))
            {
                _ = try JSONReader().read(Data(text.utf8))
            }
        }
        #expect(throws: PropertyListError(.nestingTooDeep(limit: 3), offset: 3, line: 1, column: 4)) {
            _ = try JSONReader(limits: PropertyListLimits(maximumDepth: 3)).read(Data("[[[[1]]]]".utf8))
        }
        #expect((try? JSONReader(limits: PropertyListLimits(maximumDepth: 3)).read("[[[1]]]")) == .array([[[1]]]))
    }

    @Test func refusesTruncatedTextAtItsEnd() {
        for text in [#"{"a": [1, 2"#, #""abc"#, "[", #"{"a""#, "-", "tr", #""\u12"#, #""\"#, ""] {
            #expect(throws: PropertyListError.self, "\(text)") { _ = try JSONReader().read(Data(text.utf8)) }
            do {
                _ = try JSONReader().read(Data(text.utf8))
            } catch {
                #expect(error.reason == .truncated, "\(text): \(error)")
                #expect(error.offset == text.utf8.count, "\(text): \(error)")
            }
        }
    }

    @Test func refusesWhatRFC8259Refuses() {
        for text in [
            "+1", "01", ".5", "1.", "1e", "NaN", "Infinity", "[1,]", #"{"a":1,}"#, "[1 2]", "'a'", #""a\x""#, "1 2",
        ] {
            #expect(throws: PropertyListError.self, "\(text)") { _ = try JSONReader().read(Data(text.utf8)) }
        }
        #expect(
            throws: PropertyListError(
                .malformedJSON("control character in a string (must be escaped)"), offset: 2, line: 1, column: 3)
        ) {
            _ = try JSONReader().read(Data("\"a\u{1}\"".utf8))
        }
    }

    @Test func keepsHugeNumbersExact() throws {
        let huge = String(repeating: "9", count: 10_000)
        guard case .number(let number) = try JSONReader().read(huge) else {
            Issue.record("not a number")
            return
        }
        #expect(number.text == huge)
        #expect(number.int64 == nil)
        #expect(number.double == .infinity)
        #expect(try JSONReader().read("-1e999") == .number(JSONNumber("-1e999")!))
        #expect(JSONNumber("-1e999")?.double == -.infinity)
        #expect(JSONNumber("9223372036854775807")?.int64 == .max)
        #expect(JSONNumber("1.0")?.int64 == nil)
    }

    @Test func refusesInvalidUTF8AndLoneSurrogates() {
        #expect(throws: PropertyListError(.invalidString, offset: 2, line: 1, column: 3)) {
            _ = try JSONReader().read(Data([0x22, 0x61, 0xFF, 0x22]))
        }
        #expect(throws: PropertyListError(.invalidString, offset: 1, line: 1, column: 2)) {
            _ = try JSONReader().read(Data([0x22, 0xED, 0xA0, 0x80, 0x22]))  // a surrogate encoded in UTF-8
        }
        for text in [#""\uD800""#, #""\uD800\u0041""#, #""\uDC00""#, #""\uD800\uD800""#] {
            #expect(throws: PropertyListError.self, "\(text)") { _ = try JSONReader().read(Data(text.utf8)) }
            do {
                _ = try JSONReader().read(Data(text.utf8))
            } catch {
                #expect(error.reason == .invalidString && error.offset == 1, "\(text): \(error)")
            }
        }
    }

    @Test func boundsTheTextAndTheValueCount() {
        #expect(throws: PropertyListError(.countTooLarge, offset: 4)) {
            _ = try JSONReader(maximumByteCount: 4).read(Data("[1,2]".utf8))
        }
        #expect(throws: PropertyListError.self) {
            _ = try JSONReader(limits: PropertyListLimits(maximumObjectCount: 3)).read(Data("[1,2,3]".utf8))
        }
    }

    @Test func numbersAreRFC8259Literals() {
        for valid in ["0", "-0", "12", "-1.5", "1e5", "1E+5", "2.5e-3"] { #expect(JSONNumber(valid)?.text == valid) }
        for invalid in ["", "+1", "01", ".5", "1.", "1e", "--1", "0x1", "1 ", "nan"] {
            #expect(JSONNumber(invalid) == nil)
        }
        #expect(JSONNumber(Double(1))?.text == "1.0")
        #expect(JSONNumber(Double.nan) == nil)
        #expect(JSONNumber(42).isInteger && !JSONNumber(4.5).isInteger)
    }

    @Test func thePropertyListWriterAndTheJSONWriterLayOutAlike() throws {
        let plist: PropertyListValue = .dictionary([
            "a": .array([.integer(1), .string("x\u{8}")]), "b": .dictionary([:]),
        ])
        let json: JSONValue = .object(["a": .array([1, .string("x\u{8}")]), "b": .object([:])])
        for pretty in [true, false] {
            #expect(
                PropertyListJSONWriter(prettyPrinted: pretty).write(plist)
                    == JSONWriter(prettyPrinted: pretty).write(json))
        }
        #expect(JSONWriter.quoted("a\u{8}\u{C}\u{1}\"\\/") == #""a\b\f\u0001\"\\/""#)
    }

    @Test func decodesAndEncodesThroughCodable() throws {
        let data = Data(#"{"n": 4.5, "i": -12, "b": true, "s": "x", "l": [null], "o": {}}"#.utf8)
        let value = try JSONDecoder().decode(JSONValue.self, from: data)
        #expect(
            value
                == .object([
                    "b": .boolean(true), "i": .number(-12), "l": .array([.null]), "n": .number(4.5), "o": .object([:]),
                    "s": .string("x"),
                ]))
        #expect(try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value)) == value)
    }
}
