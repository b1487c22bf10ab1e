/// A regular-expression engine whose work is bounded, for Replace Text and Match Text.
///
/// The app uses ICU regular expressions (`NSRegularExpression`), which backtrack: a pattern like
/// `(a+)+$` on 30 `a`s and a `b` runs for minutes, and an `NSRegularExpression` search cannot be
/// interrupted. This engine compiles the same syntax to a program for a Pike virtual machine,
/// which runs every alternative in lock step: a search costs at most (text length × program
/// size) steps, there is no catastrophic backtracking to begin with, and every step counts
/// against a budget, so even a huge text fails with ``Failure`` instead of hanging.
///
/// Supported: literals and escapes (`\n \t \r \f \e \xhh \x{h…} \uhhhh`), `.`, classes
/// (`[a-z]`, `[^…]`, `\d \D \w \W \s \S`, `\p{L}`-style general categories), anchors (`^ $ \A \z
/// \Z \b \B`), groups (capturing, `(?:…)`, named `(?<name>…)`), lookahead (`(?=…)`, `(?!…)`),
/// lookbehind of bounded length (`(?<=…)`, `(?<!…)`), alternation, the quantifiers `* + ? {n} {n,} {n,m}` greedy, lazy (`?`) and possessive (`+`,
/// run as greedy), and the flags `(?i) (?s) (?m) (?x)` (also scoped, `(?i:…)`). Back-references
/// need backtracking and are refused with a clear error. Matching is by
/// Unicode scalar; case folding is the simple one-to-one mapping.
package struct BoundedRegex: Sendable {
    /// Why a pattern was refused or a search stopped.
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        package var message: String
        package var description: String { message }

        /// Pattern text as a message quotes it: line breaks written `\n` and `\r`, so the message
        /// stays one line.
        static func quoting(_ scalars: some Sequence<Unicode.Scalar>) -> String {
            scalars.map { $0 == "\n" ? #"\n"# : $0 == "\r" ? #"\r"# : String($0) }.joined()
        }
    }

    /// One match: scalar offsets of the whole match and of each capture group (nil: did not take part).
    package struct Match: Sendable, Equatable {
        package var range: Range<Int>
        package var groups: [Range<Int>?]
    }

    let program: [Instruction]
    /// Programs of lookaheads, referenced by ``Instruction/look(_:negated:)``.
    let lookaheads: [[Instruction]]
    let groupCount: Int
    let groupNames: [String: Int]

    package init(_ pattern: String, caseInsensitive: Bool = false) throws(Failure) {
        var parser = RegexParser(pattern: Array(pattern.unicodeScalars), caseInsensitive: caseInsensitive)
        let node = try parser.parse()
        var compiler = RegexCompiler()
        program = try compiler.compileMain(node)
        lookaheads = compiler.lookaheads
        groupCount = parser.groupCount
        groupNames = parser.groupNames
    }

    /// Every non-overlapping match, left to right, within `budget` steps (shared by the call's searches).
    package func matches(in text: [Unicode.Scalar], budget: inout Int) throws(Failure) -> [Match] {
        let vm = PikeVM(regex: self, text: text)
        var results: [Match] = []
        var start = 0
        while start <= text.count {
            guard let match = try vm.search(program: program, from: start, anchored: false, budget: &budget) else {
                break
            }
            results.append(match)
            start = match.range.isEmpty ? match.range.upperBound + 1 : match.range.upperBound
        }
        return results
    }
}

/// One instruction of the Pike VM.
enum Instruction: Sendable {
    case scalar(Unicode.Scalar, caseInsensitive: Bool)
    case set(ScalarSet, caseInsensitive: Bool)
    case any(dotAll: Bool)
    /// Try `first`, then `second` (priority order).
    case split(Int, Int)
    case jump(Int)
    case save(Int)
    case assert(Assertion)
    case look(Int, negated: Bool)
    /// A lookbehind: its program must match a text ending here, starting between `min` and `max` back.
    case lookBehind(Int, negated: Bool, min: Int, max: Int)
    case match
}

enum Assertion: Sendable, Equatable {
    case lineStart(multiline: Bool)
    case lineEnd(multiline: Bool)
    case textStart, textEnd, textEndBeforeNewline
    case wordBoundary, notWordBoundary
}

/// A bracket class or a class escape.
struct ScalarSet: Sendable {
    var ranges: [ClosedRange<UInt32>] = []
    var classes: [(ScalarClass, Bool)] = []  // (class, negated)
    var negated = false

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        var found = ranges.contains { $0.contains(scalar.value) }
        if !found { found = classes.contains { $0.0.contains(scalar) != $0.1 } }
        return found != negated
    }
}

enum ScalarClass: Sendable {
    case digit, word, space
    case category([Unicode.GeneralCategory])

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch self {
        case .digit: return scalar.properties.numericType == .decimal
        case .word: return ScalarClass.isWord(scalar)
        case .space: return scalar.properties.isWhitespace
        case .category(let categories): return categories.contains(scalar.properties.generalCategory)
        }
    }

    static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let v = scalar.value
            return (v >= 48 && v <= 57) || (v >= 65 && v <= 90) || (v >= 97 && v <= 122) || v == 95
        }
        let properties = scalar.properties
        return properties.isAlphabetic || properties.numericType == .decimal
            || [.nonspacingMark, .spacingMark, .enclosingMark, .connectorPunctuation].contains(
                properties.generalCategory)
    }
}

enum CaseFolding {
    static func lower(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if scalar.isASCII {
            return scalar.value >= 65 && scalar.value <= 90 ? Unicode.Scalar(scalar.value + 32)! : scalar
        }
        let mapped = scalar.properties.lowercaseMapping.unicodeScalars
        return mapped.count == 1 ? mapped.first! : scalar
    }

    static func upper(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if scalar.isASCII {
            return scalar.value >= 97 && scalar.value <= 122 ? Unicode.Scalar(scalar.value - 32)! : scalar
        }
        let mapped = scalar.properties.uppercaseMapping.unicodeScalars
        return mapped.count == 1 ? mapped.first! : scalar
    }
}

extension BoundedRegex {
    /// The text of `range` of `scalars`.
    package static func text(_ scalars: [Unicode.Scalar], _ range: Range<Int>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[range])
        return String(view)
    }

    /// Replaces every match with `template`, ICU style: `$0`…`$n` and `${name}` insert groups,
    /// `\` makes the next character literal.
    package func replacing(in text: String, with template: String, budget: inout Int) throws(Failure) -> String {
        let scalars = Array(text.unicodeScalars)
        let matches = try matches(in: scalars, budget: &budget)
        guard !matches.isEmpty else { return text }
        let pieces = try parseTemplate(template)
        var result = String.UnicodeScalarView()
        var cursor = 0
        for match in matches {
            result.append(contentsOf: scalars[cursor..<match.range.lowerBound])
            for piece in pieces {
                switch piece {
                case .literal(let literal): result.append(contentsOf: literal.unicodeScalars)
                case .group(0): result.append(contentsOf: scalars[match.range])
                case .group(let number):
                    if let range = match.groups[number - 1] { result.append(contentsOf: scalars[range]) }
                }
            }
            cursor = match.range.upperBound
            budget -= 1
            if budget < 0 { throw PikeVM.exhausted }
        }
        result.append(contentsOf: scalars[cursor...])
        return String(result)
    }

    enum TemplatePiece {
        case literal(String)
        case group(Int)
    }

    func parseTemplate(_ template: String) throws(Failure) -> [TemplatePiece] {
        var pieces: [TemplatePiece] = []
        var literal = ""
        let characters = Array(template.unicodeScalars)
        var index = 0
        func flush() {
            if !literal.isEmpty { pieces.append(.literal(literal)) }
            literal = ""
        }
        while index < characters.count {
            let scalar = characters[index]
            index += 1
            if scalar == "\\", index < characters.count {
                literal.unicodeScalars.append(characters[index])
                index += 1
            } else if scalar == "$", index < characters.count {
                if characters[index] == "{" {
                    var name = ""
                    index += 1
                    while index < characters.count, characters[index] != "}" {
                        name.unicodeScalars.append(characters[index])
                        index += 1
                    }
                    index += 1
                    guard let number = groupNames[name] ?? Int(name), number <= groupCount else {
                        throw Failure(
                            message:
                                "the replacement names a group “\(Failure.quoting(name.unicodeScalars))” the pattern does not have"
                        )
                    }
                    flush()
                    pieces.append(.group(number))
                } else if let digit = Int(String(characters[index])) {
                    // ICU reads as many digits as still name a group.
                    var number = digit
                    index += 1
                    while index < characters.count, let next = Int(String(characters[index])),
                        number * 10 + next <= groupCount
                    {
                        number = number * 10 + next
                        index += 1
                    }
                    guard number <= groupCount else {
                        throw Failure(
                            message: "the replacement uses $\(number) but the pattern has \(groupCount) groups")
                    }
                    flush()
                    pieces.append(.group(number))
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            } else {
                literal.unicodeScalars.append(scalar)
            }
        }
        flush()
        return pieces
    }
}
