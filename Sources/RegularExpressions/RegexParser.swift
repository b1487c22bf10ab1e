/// The parsed form of a pattern.
indirect enum RegexNode {
    case empty
    case scalar(Unicode.Scalar, caseInsensitive: Bool)
    case set(ScalarSet, caseInsensitive: Bool)
    case any(dotAll: Bool)
    case concatenation([RegexNode])
    case alternation([RegexNode])
    case group(RegexNode, capture: Int?)
    case repetition(RegexNode, min: Int, max: Int?, greedy: Bool)
    case assertion(Assertion)
    case lookahead(RegexNode, negated: Bool)
    case lookbehind(RegexNode, negated: Bool)
}

extension RegexNode {
    /// Shortest and longest text the node matches (nil: unbounded).
    var lengthBounds: (min: Int, max: Int?) {
        switch self {
        case .empty, .assertion, .lookahead, .lookbehind: return (0, 0)
        case .scalar, .set, .any: return (1, 1)
        case .group(let body, _): return body.lengthBounds
        case .concatenation(let items):
            var low = 0
            var high: Int? = 0
            for item in items {
                let bounds = item.lengthBounds
                low += bounds.min
                high = high.flatMap { sum in bounds.max.map { sum + $0 } }
            }
            return (low, high)
        case .alternation(let branches):
            let bounds = branches.map(\.lengthBounds)
            let high = bounds.contains { $0.max == nil } ? nil : bounds.compactMap(\.max).max()
            return (bounds.map(\.min).min() ?? 0, high)
        case .repetition(let body, let min, let max, _):
            let bounds = body.lengthBounds
            guard let max, let bodyMax = bounds.max else { return (bounds.min * min, bounds.max == 0 ? 0 : nil) }
            return (bounds.min * min, bodyMax * max)
        }
    }
}

/// ICU-style pattern syntax → ``RegexNode``, with positions in errors.
struct RegexParser {
    struct Flags {
        var caseInsensitive: Bool
        var dotAll = false
        var multiline = false
        var extended = false
    }

    let pattern: [Unicode.Scalar]
    var index = 0
    var flags: Flags
    var groupCount = 0
    var groupNames: [String: Int] = [:]
    var depth = 0

    init(pattern: [Unicode.Scalar], caseInsensitive: Bool) {
        self.pattern = pattern
        self.flags = Flags(caseInsensitive: caseInsensitive)
    }

    func failure(_ message: String) -> BoundedRegex.Failure {
        BoundedRegex.Failure(message: "\(message) at character \(index) of the pattern")
    }

    mutating func parse() throws(BoundedRegex.Failure) -> RegexNode {
        guard pattern.count <= 10_000 else {
            throw BoundedRegex.Failure(message: "the pattern is longer than 10,000 characters")
        }
        let node = try alternation()
        if index < pattern.count { throw failure("unmatched “)”") }
        return node
    }

    var atEnd: Bool { index >= pattern.count }
    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < pattern.count ? pattern[index + offset] : nil
    }

    mutating func alternation() throws(BoundedRegex.Failure) -> RegexNode {
        depth += 1
        defer { depth -= 1 }
        guard depth < 200 else { throw failure("groups nested deeper than 200") }
        var branches = [try concatenation()]
        while peek() == "|" {
            index += 1
            branches.append(try concatenation())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    mutating func concatenation() throws(BoundedRegex.Failure) -> RegexNode {
        var items: [RegexNode] = []
        while let scalar = peek(), scalar != "|", scalar != ")" {
            if flags.extended {
                if scalar.properties.isWhitespace {
                    index += 1
                    continue
                }
                if scalar == "#" {
                    while let next = peek(), next != "\n" { index += 1 }
                    continue
                }
            }
            guard let atom = try atom() else { continue }
            items.append(try quantified(atom))
        }
        return items.count == 1 ? items[0] : (items.isEmpty ? .empty : .concatenation(items))
    }

    mutating func quantified(_ atom: RegexNode) throws(BoundedRegex.Failure) -> RegexNode {
        var node = atom
        while let scalar = peek() {
            var bounds: (Int, Int?)
            switch scalar {
            case "*":
                bounds = (0, nil)
                index += 1
            case "+":
                bounds = (1, nil)
                index += 1
            case "?":
                bounds = (0, 1)
                index += 1
            case "{":
                guard let counted = try countedBounds() else { return node }
                bounds = counted
            default: return node
            }
            if case .assertion = node { throw failure("a quantifier after an anchor") }
            var greedy = true
            if peek() == "?" {
                greedy = false
                index += 1
            } else if peek() == "+" {
                index += 1  // possessive: run as greedy (same matches for the patterns shortcuts use)
            }
            node = .repetition(node, min: bounds.0, max: bounds.1, greedy: greedy)
        }
        return node
    }

    /// `{n}`, `{n,}`, `{n,m}`; nil (a literal brace) when the text is not a quantifier.
    mutating func countedBounds() throws(BoundedRegex.Failure) -> (Int, Int?)? {
        var cursor = index + 1
        func number() -> Int? {
            var value: Int?
            while cursor < pattern.count, pattern[cursor].value >= 48, pattern[cursor].value <= 57 {
                let digit = Int(pattern[cursor].value - 48)
                value = min((value ?? 0) * 10 + digit, 100_000)
                cursor += 1
            }
            return value
        }
        guard let low = number() else { return nil }
        var high: Int? = low
        if cursor < pattern.count, pattern[cursor] == "," {
            cursor += 1
            high = number()
        }
        guard cursor < pattern.count, pattern[cursor] == "}" else { return nil }
        index = cursor + 1
        if let high, high < low { throw failure("a repetition {\(low),\(high)} with its bounds reversed") }
        if low > 1000 || (high ?? 0) > 1000 { throw failure("a repetition count above 1,000") }
        return (low, high)
    }

    mutating func atom() throws(BoundedRegex.Failure) -> RegexNode? {
        let scalar = pattern[index]
        index += 1
        switch scalar {
        case ".": return .any(dotAll: flags.dotAll)
        case "^": return .assertion(.lineStart(multiline: flags.multiline))
        case "$": return .assertion(.lineEnd(multiline: flags.multiline))
        case "[": return .set(try bracket(), caseInsensitive: flags.caseInsensitive)
        case "(": return try group()
        case "\\": return try escape()
        case "*", "+", "?": throw failure("a quantifier with nothing to repeat")
        default: return .scalar(scalar, caseInsensitive: flags.caseInsensitive)
        }
    }

    mutating func group() throws(BoundedRegex.Failure) -> RegexNode? {
        var capture: Int?
        var lookahead: Bool?
        let saved = flags
        if peek() == "?" {
            index += 1
            switch peek() {
            case ":": index += 1
            case "=":
                index += 1
                lookahead = false
            case "!":
                index += 1
                lookahead = true
            case "<" where peek(1) == "=" || peek(1) == "!":
                index += 2
                let negated = pattern[index - 1] == "!"
                let body = try alternation()
                guard peek() == ")" else { throw failure("an unterminated group") }
                index += 1
                flags = saved
                guard let longest = body.lengthBounds.max, longest <= 1000 else {
                    throw failure("a lookbehind without a bounded length")
                }
                return .lookbehind(body, negated: negated)
            case "<", "P", "'":
                if peek() == "P" { index += 1 }
                let close: Unicode.Scalar = peek() == "'" ? "'" : ">"
                index += 1
                var name = ""
                while let next = peek(), next != close {
                    name.unicodeScalars.append(next)
                    index += 1
                }
                guard peek() == close, !name.isEmpty else { throw failure("an unterminated group name") }
                index += 1
                groupCount += 1
                capture = groupCount
                groupNames[name] = groupCount
            default:
                // Flags: (?ismx-ismx) or (?ismx-ismx: … )
                var on = true
                while let next = peek(), next != ")" && next != ":" {
                    switch next {
                    case "i": flags.caseInsensitive = on
                    case "s": flags.dotAll = on
                    case "m": flags.multiline = on
                    case "x": flags.extended = on
                    case "-": on = false
                    default: throw failure("unknown group kind “(?\(BoundedRegex.Failure.quoting([next]))”")
                    }
                    index += 1
                }
                guard let end = peek() else { throw failure("an unterminated group") }
                index += 1
                if end == ")" { return nil }  // the flags apply to the rest of the enclosing group
                let body = try alternation()
                guard peek() == ")" else { throw failure("an unterminated group") }
                index += 1
                flags = saved
                return .group(body, capture: nil)
            }
        } else {
            groupCount += 1
            capture = groupCount
        }
        let body = try alternation()
        guard peek() == ")" else { throw failure("an unterminated group") }
        index += 1
        flags = saved
        if let negated = lookahead { return .lookahead(body, negated: negated) }
        return .group(body, capture: capture)
    }

    mutating func escape() throws(BoundedRegex.Failure) -> RegexNode {
        guard let scalar = peek() else { throw failure("a pattern ending in “\\”") }
        index += 1
        let ci = flags.caseInsensitive
        switch scalar {
        case "d", "D", "w", "W", "s", "S", "p", "P":
            return .set(try classEscape(scalar), caseInsensitive: false)
        case "b": return .assertion(.wordBoundary)
        case "B": return .assertion(.notWordBoundary)
        case "A": return .assertion(.textStart)
        case "z": return .assertion(.textEnd)
        case "Z": return .assertion(.textEndBeforeNewline)
        case "1"..."9", "k":
            index -= 2  // name the backslash
            throw failure("back-references are not supported by the bounded engine")
        default: return .scalar(try literalEscape(scalar), caseInsensitive: ci)
        }
    }

    mutating func classEscape(_ scalar: Unicode.Scalar) throws(BoundedRegex.Failure) -> ScalarSet {
        var set = ScalarSet()
        switch scalar {
        case "d", "D": set.classes = [(.digit, scalar == "D")]
        case "w", "W": set.classes = [(.word, scalar == "W")]
        case "s", "S": set.classes = [(.space, scalar == "S")]
        default:
            var name = ""
            if peek() == "{" {
                index += 1
                while let next = peek(), next != "}" {
                    name.unicodeScalars.append(next)
                    index += 1
                }
                index += 1
            } else if let next = peek() {
                name = String(next)
                index += 1
            }
            guard let categories = Self.categories[name] else {
                throw failure("unknown property \\p{\(BoundedRegex.Failure.quoting(name.unicodeScalars))}")
            }
            set.classes = [(.category(categories), scalar == "P")]
        }
        return set
    }

    static let categories: [String: [Unicode.GeneralCategory]] = [
        "L": [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter],
        "Lu": [.uppercaseLetter], "Ll": [.lowercaseLetter], "Lt": [.titlecaseLetter], "Lo": [.otherLetter],
        "N": [.decimalNumber, .letterNumber, .otherNumber], "Nd": [.decimalNumber],
        "P": [
            .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation,
        ],
        "S": [.mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol], "Sc": [.currencySymbol],
        "So": [.otherSymbol], "Z": [.spaceSeparator, .lineSeparator, .paragraphSeparator], "Zs": [.spaceSeparator],
        "M": [.nonspacingMark, .spacingMark, .enclosingMark],
        "C": [.control, .format, .surrogate, .privateUse, .unassigned],
        "Cc": [.control],
    ]

    mutating func literalEscape(_ scalar: Unicode.Scalar) throws(BoundedRegex.Failure) -> Unicode.Scalar {
        switch scalar {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "f": return "\u{C}"
        case "v": return "\u{B}"
        case "e": return "\u{1B}"
        case "a": return "\u{7}"
        case "0": return "\0"
        case "x", "u":
            var digits = ""
            if scalar == "x", peek() == "{" {
                index += 1
                while let next = peek(), next != "}" {
                    digits.unicodeScalars.append(next)
                    index += 1
                }
                index += 1
            } else {
                for _ in 0..<(scalar == "x" ? 2 : 4) {
                    guard let next = peek() else { break }
                    digits.unicodeScalars.append(next)
                    index += 1
                }
            }
            guard digits.count <= 8, let value = UInt32(digits, radix: 16), let result = Unicode.Scalar(value) else {
                throw failure("a bad \\\(scalar) escape")
            }
            return result
        default:
            if scalar.properties.isAlphabetic && scalar.isASCII { throw failure("unknown escape \\\(scalar)") }
            return scalar
        }
    }

    mutating func bracket() throws(BoundedRegex.Failure) -> ScalarSet {
        var set = ScalarSet()
        if peek() == "^" {
            set.negated = true
            index += 1
        }
        var first = true
        while let scalar = peek(), scalar != "]" || first {
            first = false
            index += 1
            var low: Unicode.Scalar
            if scalar == "\\" {
                guard let next = peek() else { break }
                index += 1
                if "dDwWsSpP".unicodeScalars.contains(next) {
                    let inner = try classEscape(next)
                    set.classes += inner.classes
                    continue
                }
                low = next == "b" ? "\u{8}" : try literalEscape(next)
            } else if scalar == "[" && peek() == ":" {
                throw failure("POSIX classes like [:alpha:] are not supported")
            } else {
                low = scalar
            }
            if peek() == "-", let after = peek(1), after != "]" {
                index += 2
                var high = after
                if after == "\\" {
                    guard let next = peek() else { break }
                    index += 1
                    high = try literalEscape(next)
                }
                guard high.value >= low.value else { throw failure("a class range out of order") }
                set.ranges.append(low.value...high.value)
            } else {
                set.ranges.append(low.value...low.value)
            }
        }
        guard peek() == "]" else { throw failure("an unterminated “[”") }
        index += 1
        return set
    }
}
