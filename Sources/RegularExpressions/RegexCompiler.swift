/// ``RegexNode`` → Pike VM program. Counted repetitions are unrolled, so the program size is
/// bounded (``maximumSize``) to keep the per-character cost bounded too.
struct RegexCompiler {
    static let maximumSize = 50_000
    var program: [Instruction] = []
    var lookaheads: [[Instruction]] = []

    mutating func compileMain(_ node: RegexNode) throws(BoundedRegex.Failure) -> [Instruction] {
        program = [.save(0)]
        try emit(node)
        program += [.save(1), .match]
        return program
    }

    mutating func add(_ instruction: Instruction) throws(BoundedRegex.Failure) -> Int {
        guard program.count < Self.maximumSize else {
            throw BoundedRegex.Failure(message: "the pattern compiles to more than \(Self.maximumSize) instructions")
        }
        program.append(instruction)
        return program.count - 1
    }

    mutating func emit(_ node: RegexNode) throws(BoundedRegex.Failure) {
        switch node {
        case .empty: break
        case .scalar(let scalar, let ci):
            _ = try add(.scalar(ci ? CaseFolding.lower(scalar) : scalar, caseInsensitive: ci))
        case .set(let set, let ci): _ = try add(.set(set, caseInsensitive: ci))
        case .any(let dotAll): _ = try add(.any(dotAll: dotAll))
        case .assertion(let assertion): _ = try add(.assert(assertion))
        case .concatenation(let items):
            for item in items { try emit(item) }
        case .alternation(let branches):
            // split L1, next; L1: branch; jump end; next: split …
            var jumps: [Int] = []
            for (position, branch) in branches.enumerated() {
                if position < branches.count - 1 {
                    let split = try add(.split(0, 0))
                    try emit(branch)
                    jumps.append(try add(.jump(0)))
                    program[split] = .split(split + 1, program.count)
                } else {
                    try emit(branch)
                }
            }
            for jump in jumps { program[jump] = .jump(program.count) }
        case .group(let body, let capture):
            if let capture { _ = try add(.save(capture * 2)) }
            try emit(body)
            if let capture { _ = try add(.save(capture * 2 + 1)) }
        case .lookahead(let body, let negated):
            var inner = RegexCompiler()
            inner.program = []
            try inner.emit(body)
            _ = try inner.add(.match)
            guard inner.lookaheads.isEmpty else {
                throw BoundedRegex.Failure(message: "a lookahead inside a lookahead is not supported")
            }
            lookaheads.append(inner.program)
            _ = try add(.look(lookaheads.count - 1, negated: negated))
        case .lookbehind(let body, let negated):
            var inner = RegexCompiler()
            try inner.emit(body)
            _ = try inner.add(.match)
            guard inner.lookaheads.isEmpty else {
                throw BoundedRegex.Failure(message: "a lookaround inside a lookbehind is not supported")
            }
            lookaheads.append(inner.program)
            let bounds = body.lengthBounds
            _ = try add(
                .lookBehind(lookaheads.count - 1, negated: negated, min: bounds.min, max: bounds.max ?? bounds.min))
        case .repetition(let body, let min, let max, let greedy):
            for _ in 0..<min { try emit(body) }
            if let max {
                // (body (body (…)?)?)? for the optional copies
                var splits: [Int] = []
                for _ in min..<max {
                    splits.append(try add(.split(0, 0)))
                    try emit(body)
                }
                for split in splits {
                    program[split] = greedy ? .split(split + 1, program.count) : .split(program.count, split + 1)
                }
            } else {
                // L: split body, end; body; jump L
                let split = try add(.split(0, 0))
                try emit(body)
                _ = try add(.jump(split))
                program[split] = greedy ? .split(split + 1, program.count) : .split(program.count, split + 1)
            }
        }
    }
}

/// Runs a program over a text with a thread list per position (Pike's VM): leftmost-first
/// matches, captures, and a step budget.
struct PikeVM {
    let regex: BoundedRegex
    let text: [Unicode.Scalar]
    let lowered: [Unicode.Scalar]
    let slotCount: Int

    init(regex: BoundedRegex, text: [Unicode.Scalar]) {
        self.regex = regex
        self.text = text
        self.lowered = text.map(CaseFolding.lower)
        self.slotCount = (regex.groupCount + 1) * 2
    }

    struct Thread {
        var pc: Int
        var slots: [Int]
    }

    struct ThreadList {
        var threads: [Thread] = []
        var mark: [Int]
        var generation = 1
        init(size: Int) { mark = Array(repeating: 0, count: size) }
        mutating func reset() {
            threads.removeAll(keepingCapacity: true)
            generation += 1
        }
    }

    func search(
        program: [Instruction], from start: Int, anchored: Bool, endingAt requiredEnd: Int? = nil, budget: inout Int
    ) throws(BoundedRegex.Failure) -> BoundedRegex.Match? {
        var current = ThreadList(size: program.count)
        var next = ThreadList(size: program.count)
        var matched: [Int]?
        var position = start
        let fresh = Array(repeating: -1, count: slotCount)
        while true {
            if matched == nil && (!anchored || position == start) {
                try add(&current, program, pc: 0, slots: fresh, at: position, budget: &budget)
            }
            if current.threads.isEmpty {
                if matched != nil || anchored || position >= text.count { break }
                position += 1
                current.reset()
                continue
            }
            var index = 0
            while index < current.threads.count {
                let thread = current.threads[index]
                index += 1
                budget -= 1
                if budget < 0 { throw Self.exhausted }
                switch program[thread.pc] {
                case .match:
                    if let requiredEnd, position != requiredEnd { continue }
                    matched = thread.slots
                    if matched![1] < 0 { matched![1] = position }
                    index = current.threads.count  // cut lower-priority threads
                case .scalar(let expected, let ci):
                    if position < text.count, (ci ? lowered[position] : text[position]) == expected {
                        try add(
                            &next, program, pc: thread.pc + 1, slots: thread.slots, at: position + 1, budget: &budget)
                    }
                case .set(let set, let ci):
                    if position < text.count {
                        let scalar = text[position]
                        if set.contains(scalar)
                            || (ci && (set.contains(lowered[position]) || set.contains(CaseFolding.upper(scalar))))
                        {
                            try add(
                                &next, program, pc: thread.pc + 1, slots: thread.slots, at: position + 1,
                                budget: &budget)
                        }
                    }
                case .any(let dotAll):
                    if position < text.count, dotAll || !Self.isLineBreak(text[position]) {
                        try add(
                            &next, program, pc: thread.pc + 1, slots: thread.slots, at: position + 1, budget: &budget)
                    }
                default: break  // control instructions were followed in `add`
                }
            }
            if position >= text.count { break }
            position += 1
            swap(&current, &next)
            next.reset()
        }
        guard var slots = matched else { return nil }
        if slots[0] < 0 { slots[0] = start }  // a lookahead program has no save(0)
        var groups: [Range<Int>?] = []
        var group = 1
        while group * 2 + 1 < slots.count {
            let (low, high) = (slots[group * 2], slots[group * 2 + 1])
            groups.append(low >= 0 && high >= low ? low..<high : nil)
            group += 1
        }
        return BoundedRegex.Match(range: slots[0]..<slots[1], groups: groups)
    }

    static let exhausted = BoundedRegex.Failure(
        message: "the search ran out of its step budget (the text is too long for the pattern)")

    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{85}"
    }

    /// Adds the thread at `pc` and every thread reachable through jumps, splits, saves and
    /// assertions, in priority order, without recursion.
    func add(
        _ list: inout ThreadList, _ program: [Instruction], pc start: Int, slots: [Int], at position: Int,
        budget: inout Int
    ) throws(BoundedRegex.Failure) {
        var stack: [(Int, [Int])] = [(start, slots)]
        while let (pc, slots) = stack.popLast() {
            budget -= 1
            if budget < 0 { throw Self.exhausted }
            if list.mark[pc] == list.generation { continue }
            list.mark[pc] = list.generation
            switch program[pc] {
            case .jump(let target): stack.append((target, slots))
            case .split(let first, let second):
                stack.append((second, slots))
                stack.append((first, slots))
            case .save(let slot):
                var updated = slots
                if slot < updated.count { updated[slot] = position }
                stack.append((pc + 1, updated))
            case .assert(let assertion):
                if holds(assertion, at: position) { stack.append((pc + 1, slots)) }
            case .look(let index, let negated):
                let found =
                    try search(program: regex.lookaheads[index], from: position, anchored: true, budget: &budget) != nil
                if found != negated { stack.append((pc + 1, slots)) }
            case .lookBehind(let index, let negated, let shortest, let longest):
                var found = false
                var begin = max(0, position - longest)
                while !found, begin <= position - shortest {
                    found =
                        try search(
                            program: regex.lookaheads[index], from: begin, anchored: true, endingAt: position,
                            budget: &budget) != nil
                    begin += 1
                }
                if found != negated { stack.append((pc + 1, slots)) }
            default:
                list.threads.append(Thread(pc: pc, slots: slots))
            }
        }
    }

    func holds(_ assertion: Assertion, at position: Int) -> Bool {
        switch assertion {
        case .textStart: return position == 0
        case .textEnd: return position == text.count
        case .textEndBeforeNewline:
            return position == text.count || (position == text.count - 1 && text[position] == "\n")
        case .lineStart(let multiline):
            return position == 0 || (multiline && Self.isLineBreak(text[position - 1]))
        case .lineEnd(let multiline):
            if position == text.count { return true }
            if multiline { return Self.isLineBreak(text[position]) }
            return position == text.count - 1 && text[position] == "\n"
        case .wordBoundary, .notWordBoundary:
            let before = position > 0 && ScalarClass.isWord(text[position - 1])
            let after = position < text.count && ScalarClass.isWord(text[position])
            return (before != after) == (assertion == .wordBoundary)
        }
    }
}
