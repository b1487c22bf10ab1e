import TestSupport
import Testing

@testable import ShortcutDiff

/// Myers' alignment against the textbook dynamic-programming LCS length, on random sequences
/// with few symbols (many repeats, the hard case) and on long near-identical ones.
@Suite struct SequenceAlignmentTests {
    static func lcsLength(_ a: [Int], _ b: [Int]) -> Int {
        var row = [Int](repeating: 0, count: b.count + 1)
        for x in a {
            var diagonal = 0
            for j in 0..<b.count {
                let above = row[j + 1]
                row[j + 1] = x == b[j] ? diagonal + 1 : max(row[j + 1], row[j])
                diagonal = above
            }
        }
        return row[b.count]
    }

    /// Pairs increase strictly in both indices and join equal elements.
    static func isCommonSubsequence(_ pairs: [(Int, Int)], _ a: [Int], _ b: [Int]) -> Bool {
        var previous = (-1, -1)
        for (i, j) in pairs {
            guard i > previous.0, j > previous.1, i < a.count, j < b.count, a[i] == b[j] else { return false }
            previous = (i, j)
        }
        return true
    }

    @Test func findsALongestCommonSubsequenceOfRandomSequences() {
        var random = SplitMix64(seed: 13)
        for round in 0..<400 {
            let symbols = 1 + random.next(below: 6)
            let a = (0..<random.next(below: 40)).map { _ in random.next(below: symbols) }
            let b = (0..<random.next(below: 40)).map { _ in random.next(below: symbols) }
            let pairs = SequenceAlignment.commonSubsequence(a, b)
            #expect(Self.isCommonSubsequence(pairs, a, b), "round \(round): \(a) \(b)")
            #expect(pairs.count == Self.lcsLength(a, b), "round \(round): \(a) \(b)")
        }
    }

    @Test func alignsLongNearlyEqualSequences() {
        var random = SplitMix64(seed: 7)
        let a = (0..<3_000).map { $0 }
        var b = a
        for _ in 0..<20 { b.remove(at: random.next(below: b.count)) }
        for _ in 0..<20 { b.insert(10_000 + random.next(below: 100), at: random.next(below: b.count)) }
        let pairs = SequenceAlignment.commonSubsequence(a, b)
        #expect(Self.isCommonSubsequence(pairs, a, b))
        #expect(pairs.count == 2_980)
    }

    @Test func emptyAndDisjointSequences() {
        #expect(SequenceAlignment.commonSubsequence([], [1, 2]).isEmpty)
        #expect(SequenceAlignment.commonSubsequence([1, 2], []).isEmpty)
        #expect(SequenceAlignment.commonSubsequence([1, 2], [3, 4]).isEmpty)
        #expect(SequenceAlignment.commonSubsequence([5], [5]).map { [$0.0, $0.1] } == [[0, 0]])
    }

    /// Past the edit limit only the common prefix and suffix are paired, and the caller is told.
    @Test func stopsAtTheEditLimitKeepingPrefixAndSuffix() {
        let a = [1, 2] + Array(100..<200) + [3]
        let b = [1, 2] + Array(300..<400) + [3]
        var complete = true
        let pairs = SequenceAlignment.commonSubsequence(a, b, maxEdits: 50, complete: &complete)
        #expect(!complete)
        #expect(pairs.map { [$0.0, $0.1] } == [[0, 0], [1, 1], [102, 102]])
        complete = false
        _ = SequenceAlignment.commonSubsequence(a, b, maxEdits: 400, complete: &complete)
        #expect(complete)
    }
}
