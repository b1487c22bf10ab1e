import Foundation
import ShortcutAuthoring
import ShortcutRuntime
import Testing

/// Text actions. Expectations from Apple's Shortcuts User Guide action descriptions (Text,
/// Combine Text, Split Text, Replace Text, Match Text, Change Case, Count) and the parameter
/// values and defaults in the catalog (`parameters.json`: Combine defaults to Spaces, Split to
/// New Lines, Replace is case-sensitive and literal unless told, Change Case defaults to
/// UPPERCASE, Count to Items).
@Suite struct TextActionTests {
    func text(_ value: String) -> Action { act("gettext", ["WFTextActionText": Value(stringLiteral: value)]) }

    @Test func combineJoinsWithSpacesByDefaultOrTheCustomSeparator() async throws {
        let spaced = try await output { s in
            s.add(act("list", ["WFItems": .list(["a", "b", "c"])]))
            s.add(act("text.combine"))
        }
        #expect(spaced == .text("a b c"))
        let custom = try await output { s in
            s.add(act("list", ["WFItems": .list(["a", "b"])]))
            s.add(act("text.combine", ["WFTextSeparator": "Custom", "WFTextCustomSeparator": " + "]))
        }
        #expect(custom == .text("a + b"))
    }

    @Test func splitByNewLinesByDefaultSpacesOrEveryCharacter() async throws {
        let lines = try await output { s in
            s.add(text("one\ntwo\r\nthree"))
            s.add(act("text.split"))
        }
        #expect(lines == .list([.text("one"), .text("two"), .text("three")]))
        let characters = try await output { s in
            s.add(text("héllo"))
            s.add(act("text.split", ["WFTextSeparator": "Every Character"]))
        }
        #expect(characters.items.count == 5)
    }

    @Test func replaceIsLiteralAndCaseSensitiveUnlessTold() async throws {
        let literal = try await output { s in
            s.add(text("a.b.A.b"))
            s.add(act("text.replace", ["WFReplaceTextFind": "a.", "WFReplaceTextReplace": "x"]))
        }
        #expect(literal == .text("xb.A.b"))
        let insensitive = try await output { s in
            s.add(text("a.b.A.b"))
            s.add(
                act(
                    "text.replace",
                    ["WFReplaceTextFind": "a.", "WFReplaceTextReplace": "x", "WFReplaceTextCaseSensitive": false]))
        }
        #expect(insensitive == .text("xb.xb"))
    }

    @Test func replaceWithARegularExpressionUsesGroupTemplates() async throws {
        // The corpus's UUID formatter: 32 hex digits → 8-4-4-4-12 with $1…$5 (ICU templates).
        let result = try await output { s in
            s.add(text("0123456789abcdef0123456789abcdef"))
            s.add(
                act(
                    "text.replace",
                    [
                        "WFReplaceTextFind": "([a-f0-9]{8})([a-f0-9]{4})([a-f0-9]{4})([a-f0-9]{4})([a-f0-9]{12})",
                        "WFReplaceTextReplace": "$1-$2-$3-$4-$5", "WFReplaceTextRegularExpression": true,
                    ]))
        }
        #expect(result == .text("01234567-89ab-cdef-0123-456789abcdef"))
    }

    @Test func matchReturnsEveryMatchAndGetGroupItsGroups() async throws {
        let result = try await run { s in
            s.add(text("a=1, b=22, c=333"))
            let matches = s.add(act("text.match", ["WFMatchTextPattern": "(\\w)=(\\d+)"]))
            s.add(act("text.match.getgroup", ["matches": Value(matches), "WFGroupIndex": 2]))
        }
        #expect(result.trace[1].output == .list([.text("a=1"), .text("b=22"), .text("c=333")]))
        #expect(result.output == .list([.text("1"), .text("22"), .text("333")]))
    }

    @Test func changeCaseModes() async throws {
        func change(_ mode: String, _ input: String) async throws -> RuntimeValue {
            try await output { s in
                s.add(text(input))
                s.add(act("text.changecase", ["WFCaseType": Value(stringLiteral: mode)]))
            }
        }
        #expect(try await change("UPPERCASE", "Hello") == .text("HELLO"))
        #expect(try await change("lowercase", "Hello") == .text("hello"))
        #expect(try await change("Capitalize Every Word", "the lord of the rings") == .text("The Lord Of The Rings"))
        #expect(
            try await change("Capitalize with Title Case", "the lord of the rings") == .text("The Lord of the Rings"))
        #expect(
            try await change("Capitalize with sentence case.", "hi there. how ARE you?")
                == .text("Hi there. How are you?"))
    }

    @Test func countItemsCharactersWordsSentencesLines() async throws {
        func count(_ mode: String, _ input: String) async throws -> RuntimeValue {
            try await output { s in
                s.add(text(input))
                s.add(act("count", ["WFCountType": Value(stringLiteral: mode)]))
            }
        }
        let sample = "It's a test. Another one!\nLast line"
        #expect(try await count("Items", sample) == .number(1))
        #expect(try await count("Characters", "héllo👋") == .number(6))
        #expect(try await count("Words", sample) == .number(7))
        #expect(try await count("Sentences", sample) == .number(3))
        #expect(try await count("Lines", sample) == .number(2))
    }

    @Test func trimAndDetectors() async throws {
        let trimmed = try await output { s in
            s.add(text("  padded \n"))
            s.add(act("text.trimwhitespace"))
        }
        #expect(trimmed == .text("padded"))
        let links = try await output { s in
            s.add(text("see https://example.com/a, and www.swift.org."))
            s.add(act("detect.link"))
        }
        #expect(links == .list([.url("https://example.com/a"), .url("http://www.swift.org")]))
        let numbers = try await output { s in
            s.add(text("3 apples cost 1,250.50 yen"))
            s.add(act("detect.number"))
        }
        #expect(numbers == .list([.number(3), .number(1250.5)]))
    }

    @Test func richTextIsCarriedAsText() async throws {
        let plain = try await output { s in
            s.add(text("<p>Hello &amp; <b>bye</b></p>"))
            s.add(act("getrichtextfromhtml"))
        }
        #expect(plain == .text("Hello & bye"))
        let html = try await output { s in
            s.add(text("a < b"))
            s.add(act("gethtmlfromrichtext"))
        }
        #expect(html == .text("a &lt; b"))
    }

    @Test func emojiNames() async throws {
        let name = try await output { s in
            s.add(text("🐶"))
            s.add(act("getnameofemoji"))
        }
        #expect(name == .text("dog face"))  // Unicode's name for U+1F436
    }
}
