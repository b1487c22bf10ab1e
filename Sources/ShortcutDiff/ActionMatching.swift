import OrderedCollections
import PropertyList
import ShortcutModel

/// Which action of the old version is which action of the new one.
///
/// 1. Each action gets an identity: its `UUID` parameter when it has one (the app keeps it
///    across edits), else its identifier and parameters (without `GroupingIdentifier`).
/// 2. A longest common subsequence of the two identity sequences gives the actions that stayed
///    in order.
/// 3. Actions left over on both sides with the same identity have moved (not UUID-less block
///    markers: every End If looks alike).
/// 4. Between two matched actions, the leftovers are paired by identifier, in order (again a
///    longest common subsequence): an edited UUID-less action, or a file whose UUIDs were all
///    regenerated, then reads as changed instead of removed and added.
///
/// The result is ``aligned`` (increasing in both indices) plus ``moved``; every other action is
/// added or removed.
struct ActionMatching {
    /// Pairs that keep their relative order, sorted by both indices.
    var aligned: [(old: Int, new: Int)] = []
    /// Pairs with the same `UUID` found out of order.
    var moved: [(old: Int, new: Int)] = []
    /// For each old action, the new index it matched (aligned or moved).
    var newIndexForOld: [Int?]
    /// For each new action, the old index it matched.
    var oldIndexForNew: [Int?]

    init(old: [Action], new: [Action]) {
        newIndexForOld = Array(repeating: nil, count: old.count)
        oldIndexForNew = Array(repeating: nil, count: new.count)

        var identities: [Identity: Int] = [:]
        func intern(_ action: Action) -> Int {
            let identity = Identity(action)
            if let known = identities[identity] { return known }
            identities[identity] = identities.count
            return identities.count - 1
        }
        let oldKeys = old.map(intern)
        let newKeys = new.map(intern)
        let common = SequenceAlignment.commonSubsequence(oldKeys, newKeys)
        for (o, n) in common { link(o, n) }

        // Out-of-order actions with the same identity: moved. Content identity counts too (an
        // identical action cut and pasted elsewhere), except for block markers, whose content
        // (mode and nothing else) is shared by every block.
        var unmatchedOld: [Int: [Int]] = [:]
        for (index, key) in oldKeys.enumerated() where newIndexForOld[index] == nil && Self.canMove(old[index]) {
            unmatchedOld[key, default: []].append(index)
        }
        for (index, key) in newKeys.enumerated() where oldIndexForNew[index] == nil && Self.canMove(new[index]) {
            guard var candidates = unmatchedOld[key], !candidates.isEmpty else { continue }
            let o = candidates.removeFirst()
            unmatchedOld[key] = candidates
            link(o, index)
            moved.append((o, index))
        }

        // Leftovers between consecutive in-order matches, paired by identifier.
        var gapPairs: [(Int, Int)] = []
        var previous = (-1, -1)
        for (o, n) in common + [(old.count, new.count)] {
            let gapOld = ((previous.0 + 1)..<o).filter { newIndexForOld[$0] == nil }
            let gapNew = ((previous.1 + 1)..<n).filter { oldIndexForNew[$0] == nil }
            if !gapOld.isEmpty, !gapNew.isEmpty {
                for (a, b) in Self.pairByIdentifier(
                    gapOld.map { old[$0].identifier }, gapNew.map { new[$0].identifier })
                {
                    gapPairs.append((gapOld[a], gapNew[b]))
                }
            }
            previous = (o, n)
        }
        for (o, n) in gapPairs { link(o, n) }
        aligned = (common + gapPairs).map { (old: $0.0, new: $0.1) }.sorted { $0.old < $1.old }
    }

    /// Actions with a `UUID`, and UUID-less actions that are not block markers.
    private static func canMove(_ action: Action) -> Bool {
        action.uuid != nil || action.parameters["WFControlFlowMode"] == nil
    }

    private mutating func link(_ old: Int, _ new: Int) {
        newIndexForOld[old] = new
        oldIndexForNew[new] = old
    }

    /// In-order pairs of equal identifiers. A very different gap (more than 512 edits) falls
    /// back to a greedy scan, which still pairs a file whose UUIDs were all regenerated.
    static func pairByIdentifier(_ old: [String], _ new: [String]) -> [(Int, Int)] {
        var ids: [String: Int] = [:]
        func id(_ identifier: String) -> Int {
            if let known = ids[identifier] { return known }
            ids[identifier] = ids.count
            return ids.count - 1
        }
        let a = old.map(id)
        let b = new.map(id)
        var complete = true
        let pairs = SequenceAlignment.commonSubsequence(a, b, maxEdits: 512, complete: &complete)
        if complete { return pairs }
        // Greedy: each old action takes the next new action with its identifier, looking a
        // bounded distance ahead so the scan stays linear.
        // The common prefix and suffix found above are kept; the middle is scanned.
        var prefix = 0
        while prefix < pairs.count, pairs[prefix] == (prefix, prefix) { prefix += 1 }
        let suffix = pairs.count - prefix
        var result = Array(pairs.prefix(prefix))
        var j = prefix
        for (i, key) in a.enumerated().dropFirst(prefix).dropLast(suffix) where j < b.count - suffix {
            if let hit = b[j..<min(b.count - suffix, j + 64)].firstIndex(of: key) {
                result.append((i, hit))
                j = hit + 1
            }
        }
        result += pairs.suffix(suffix)
        return result
    }
}

/// What makes two actions "the same action" for alignment.
private enum Identity: Hashable {
    case uuid(String)
    case content(
        identifier: String, parameters: OrderedDictionary<String, ParameterValue>, extra: PropertyListDictionary)

    init(_ action: Action) {
        if let uuid = action.uuid {
            self = .uuid(uuid)
        } else {
            var parameters = action.parameters
            parameters.removeValue(forKey: "GroupingIdentifier")
            self = .content(identifier: action.identifier, parameters: parameters, extra: action.extra)
        }
    }
}
