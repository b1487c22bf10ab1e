import Foundation
import Testing

@testable import RegularExpressions

/// The bounded engine against Foundation's `NSRegularExpression` (ICU, the app's engine) as the
/// oracle: the same matches and groups for the patterns shortcuts use.
@Suite struct BoundedRegexTests {
    static let cases: [(String, String)] = [
        ("[0-9a-zA-Z/]", "ab/9 -x"),
        ("(\\w)=(\\d+)", "a=1, b=22, c=333"),
        ("^\\s+|\\s+$", "  padded  "),
        ("(?i)hello", "Hello HELLO hello"),
        ("colou?r", "color colour colouur"),
        ("\\bcat\\b", "cat concat cat."),
        ("a{2,3}", "a aa aaa aaaa aaaaa"),
        ("a+?", "aaa"),
        ("(?:ab|a)(c|bcd)", "abcd"),
        ("([a-f0-9]{8})([a-f0-9]{4})", "0123456789abcdefXYZ"),
        ("https?://[^\\s\"']+", "see https://a.b/c?d=1 and http://x.y"),
        ("\\d+(?=px)", "10px 20em 30px"),
        ("(?<=\\$)\\d+", "cost $45 or €30 or $7"),
        ("(?<!\\$)\\b\\d+", "cost $45 or 30"),
        ("[^aeiou\\s]+", "programming language"),
        ("(a|ab)(c|bcd)(d*)", "abcd"),
        (".*", "line1\nline2"),
        ("(?s).+", "line1\nline2"),
        ("(?m)^\\w+$", "one\ntwo\nthree"),
        ("[\\p{L}]+", "héllo wörld 123"),
        ("x*", "axxb"),
        ("(?<year>\\d{4})-(?<month>\\d{2})", "on 2024-02 and 1999-12"),
        ("\\.", "a.b.c"),
        ("[-.]", "a-b.c"),
        ("\\u00e9|\\x41", "éA"),
    ]

    @Test(arguments: cases.indices)
    func matchesLikeICU(_ index: Int) throws {
        let (pattern, text) = Self.cases[index]
        let oracle = try NSRegularExpression(pattern: pattern)
        let ns = text as NSString
        let expected = oracle.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { result in
            (0..<result.numberOfRanges).map { group -> String? in
                let range = result.range(at: group)
                return range.location == NSNotFound ? nil : ns.substring(with: range)
            }
        }
        let regex = try BoundedRegex(pattern)
        let scalars = Array(text.unicodeScalars)
        var budget = 1_000_000
        let actual = try regex.matches(in: scalars, budget: &budget).map { match in
            [BoundedRegex.text(scalars, match.range)] + match.groups.map { $0.map { BoundedRegex.text(scalars, $0) } }
        }
        #expect(actual.count == expected.count, "\(pattern)")
        for (a, e) in zip(actual, expected) { #expect(a == e, "\(pattern) on \(text)") }
    }

    @Test func replacementTemplatesLikeICU() throws {
        let regex = try BoundedRegex("(\\w+)@(\\w+)")
        var budget = 100_000
        #expect(
            try regex.replacing(in: "ada@lovelace x@y", with: "$2 at \\$1 ${1}", budget: &budget)
                == "lovelace at $1 ada y at $1 x")
        let ns = try NSRegularExpression(pattern: "(\\w+)@(\\w+)")
        let oracle = ns.stringByReplacingMatches(
            in: "ada@lovelace x@y", range: NSRange(location: 0, length: 16), withTemplate: "$2 at \\$1")
        budget = 100_000
        #expect(try regex.replacing(in: "ada@lovelace x@y", with: "$2 at \\$1", budget: &budget) == oracle)
    }

    @Test func unsupportedAndInvalidPatternsFailClearly() {
        #expect(
            throws: BoundedRegex.Failure(
                message: "back-references are not supported by the bounded engine at character 4 of the pattern")
        ) {
            try BoundedRegex("(a)b\\1")
        }
        #expect(throws: BoundedRegex.Failure.self) { try BoundedRegex("(unclosed") }
        #expect(throws: BoundedRegex.Failure.self) { try BoundedRegex("[z-a]") }
        #expect(throws: BoundedRegex.Failure.self) { try BoundedRegex("a{5000}") }
        #expect(throws: BoundedRegex.Failure.self) { try BoundedRegex(String(repeating: "(", count: 500)) }
        #expect(throws: BoundedRegex.Failure.self) { try BoundedRegex("(?<=a+)b") }
    }

    /// Found by the `regex` fuzz target: a line break where a group kind belongs made a two-line
    /// message (`Tests/Regressions/regex/newline-in-group-kind`).
    @Test func failuresQuotingThePatternStayOnOneLine() {
        #expect(throws: BoundedRegex.Failure(message: #"unknown group kind “(?\n” at character 2 of the pattern"#)) {
            try BoundedRegex("(?\n)")
        }
        #expect(throws: BoundedRegex.Failure(message: #"unknown property \p{a\rb} at character 7 of the pattern"#)) {
            try BoundedRegex("\\p{a\rb}")
        }
    }

    /// Hostile patterns and texts: the classic catastrophic pattern runs in steps linear in the text,
    /// a search past its budget stops with the budget's failure, and patterns too long or too large
    /// after unrolling are refused before any search.
    @Test func searchesStayWithinTheirBudget() throws {
        let text = Array((String(repeating: "a", count: 30) + "b").unicodeScalars)
        var budget = 100_000
        #expect(try BoundedRegex("(a+)+$").matches(in: text, budget: &budget).count == 0)
        #expect(budget > 0)
        let long = Array(String(repeating: "a", count: 50_000).unicodeScalars)
        budget = 200_000
        #expect(
            throws: BoundedRegex.Failure(
                message: "the search ran out of its step budget (the text is too long for the pattern)")
        ) {
            _ = try BoundedRegex("(a|aa)*(b|c)").matches(in: long, budget: &budget)
        }
        #expect(throws: BoundedRegex.Failure.self) { try BoundedRegex(String(repeating: "a", count: 10_001)) }
        #expect(throws: BoundedRegex.Failure.self) { try BoundedRegex("(a{1,500}){1,500}") }
    }
}
