/// A longest common subsequence of two integer sequences, by Myers' O((N+M)·D) algorithm, after
/// trimming the common prefix and suffix (most versions of a shortcut share nearly everything,
/// so D is small and the trimmed middle is short).
///
/// Elements are integers so that the caller interns whatever identity it compares (action
/// identity, identifiers, array elements) once, and the inner loop compares machine words.
enum SequenceAlignment {
    /// Index pairs `(old, new)` of a longest common subsequence, increasing in both. When the
    /// middle part needs more than `maxEdits` insertions and deletions, only the common prefix and
    /// suffix are returned (the caller pairs the rest by a cheaper rule).
    ///
    /// Memory is O(D²) for the trace (one row of the furthest-reaching paths per edit step), so
    /// `maxEdits` bounds it: 2,000 edits keep it under 17 MB. (Indices fit in 32 bits: a
    /// shortcut has far fewer than 2³¹ actions.)
    static func commonSubsequence(_ old: [Int], _ new: [Int], maxEdits: Int = 2_000) -> [(Int, Int)] {
        var complete = true
        return commonSubsequence(old, new, maxEdits: maxEdits, complete: &complete)
    }

    /// The same, telling through `complete` whether the middle part was aligned too.
    static func commonSubsequence(
        _ old: [Int], _ new: [Int], maxEdits: Int, complete: inout Bool
    ) -> [(Int, Int)] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        var pairs: [(Int, Int)] = []
        pairs.reserveCapacity(prefix + suffix + 16)
        for index in 0..<prefix { pairs.append((index, index)) }
        let middleOld = old[prefix..<(old.count - suffix)]
        let middleNew = new[prefix..<(new.count - suffix)]
        if !middleOld.isEmpty, !middleNew.isEmpty {
            let middle = myers(Array(middleOld), Array(middleNew), maxEdits: maxEdits)
            complete = middle != nil
            for (a, b) in middle ?? [] { pairs.append((a + prefix, b + prefix)) }
        }
        for offset in stride(from: suffix, to: 0, by: -1) {
            pairs.append((old.count - offset, new.count - offset))
        }
        return pairs
    }

    /// Myers' greedy forward search with a trace for backtracking. `a` and `b` are non-empty.
    private static func myers(_ a: [Int], _ b: [Int], maxEdits: Int) -> [(Int, Int)]? {
        let n = a.count
        let m = b.count
        // Work is O((N+M)·D): on long, very different inputs the edit limit shrinks so a hostile
        // pair of files costs about as much as a friendly one (~10⁸ steps at most).
        let workLimit = max(64, 100_000_000 / (n + m))
        let limit = min(n + m, maxEdits, workLimit)
        // v[k + offset]: furthest x on diagonal k (y = x - k). Row d of the trace keeps
        // v[-(d+1)...(d+1)] as it was before step d; rows are packed in one buffer.
        let offset = limit + 1
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [Int32] = []
        var rowStarts: [Int] = []
        var found: Int?
        search: for d in 0...limit {
            rowStarts.append(trace.count)
            for k in (offset - d - 1)...(offset + d + 1) { trace.append(Int32(truncatingIfNeeded: v[k])) }
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1]  // down: an insertion
                } else {
                    x = v[offset + k - 1] + 1  // right: a deletion
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n, y >= m {
                    found = d
                    break search
                }
            }
        }
        guard let edits = found else { return nil }

        var pairs: [(Int, Int)] = []
        var x = n
        var y = m
        for d in stride(from: edits, through: 0, by: -1) {
            let rowStart = rowStarts[d]
            // Row d holds diagonals -(d+1)...(d+1); diagonal k sits at rowStart + k + d + 1.
            func row(_ k: Int) -> Int { Int(trace[rowStart + k + d + 1]) }
            let k = x - y
            let previousK = (k == -d || (k != d && row(k - 1) < row(k + 1))) ? k + 1 : k - 1
            let previousX = row(previousK)
            let previousY = previousX - previousK
            while x > previousX, y > previousY, x > 0, y > 0 {
                x -= 1
                y -= 1
                pairs.append((x, y))
            }
            if d > 0 {
                x = previousX
                y = previousY
            }
        }
        return pairs.reversed()
    }
}
