/// Finds an LZ77 parse of an input: a hash table of 3- or 4-byte prefixes with a few recent
/// positions per bucket, lazy evaluation (a match is dropped when the next position has a longer
/// one) and backward extension of every match into the preceding literals.
///
/// The parse only describes the input; ``LZVNEncoder`` and ``LZFSEBlockEncoder`` turn it into
/// their own opcodes, splitting lengths their formats cannot carry in one step.
struct LZMatchFinder: Sendable {
    /// Positions remembered per bucket, most recent first.
    static let ways = 4
    /// Inputs up to this size use at most ``compactHashBits``.
    static let compactInputLimit = 1 << 18
    /// log2 of the most buckets for an input up to ``compactInputLimit`` bytes.
    static let compactHashBits = 12
    /// Positions inserted at each end of a match; the ones between are skipped.
    static let insertedEdge = 8

    /// log2 of the number of hash buckets.
    var hashBits: Int
    /// Matches farther back than this are not used (the format's limit).
    var maximumDistance: Int
    /// A match at least this long is taken without looking for a longer one at the next position.
    var goodLength: Int
    /// Shortest match found (3 or 4): how many leading bytes are hashed and compared.
    var minimumMatch: Int

    init(hashBits: Int = 14, maximumDistance: Int, goodLength: Int = 40, minimumMatch: Int = 4) {
        self.hashBits = hashBits
        self.maximumDistance = maximumDistance
        self.goodLength = goodLength
        self.minimumMatch = minimumMatch
    }

    /// The parse of `input`: literal counts and match lengths add up to `input.count`, every
    /// match has `1 ≤ distance ≤ min(maximumDistance, its position)`.
    func parse(_ input: UnsafeBufferPointer<UInt8>) -> [LZSequence] {
        var collector = LZSequenceCollector()
        collector.sequences.reserveCapacity(input.count / 32 + 1)
        parse(input, into: &collector)
        return collector.sequences
    }

    /// Hands the steps of the parse of `input` to `sink` in order, as they are found: a large
    /// input's parse (a step per few bytes) is never held in memory at once.
    func parse<Sink: LZSequenceSink & ~Copyable>(_ input: UnsafeBufferPointer<UInt8>, into sink: inout Sink) {
        let count = input.count
        guard let base = input.baseAddress, count >= 16 else {
            if count > 0 { sink.take(LZSequence(literalCount: count, matchLength: 0, distance: 0)) }
            return
        }
        // A table larger than the input is mostly empty but still has to be cleared: small inputs
        // (most shortcut payloads are a few KB) get one bucket per input byte at most. Inputs
        // within one match window get at most 2^12 buckets (a 128 KiB table, which stays in
        // the L2 cache): on the signed payloads that encoded 1.2x faster than 2^14 and no larger;
        // on megabytes of text the larger table is 1 % smaller.
        var finder = self
        let limit = count <= Self.compactInputLimit ? min(hashBits, Self.compactHashBits) : hashBits
        finder.hashBits = min(limit, max(8, Int.bitWidth - count.leadingZeroBitCount))
        var state = State(base: base, count: count, finder: finder)
        defer { state.deallocate() }
        state.run(into: &sink)
    }

    /// The mutable part of one parse; pointers keep the hot loop free of bounds and
    /// copy-on-write checks.
    private struct State {
        let base: UnsafePointer<UInt8>
        let count: Int
        let table: UnsafeMutablePointer<Int32>
        let shift: UInt32
        let maximumDistance: Int
        let goodLength: Int
        let minimumMatch: Int
        /// Keeps the first `minimumMatch` bytes of a little-endian 4-byte load.
        let mask: UInt32
        /// The last position whose 4-byte prefix (and 8-byte loads) stay inside the input.
        let lastSearch: Int
        /// Positions below this one are in the table.
        var nextInsert = 0

        init(base: UnsafePointer<UInt8>, count: Int, finder: LZMatchFinder) {
            self.base = base
            self.count = count
            // Each bucket holds `ways` positions, then the 4-byte values at them: candidates are
            // compared without loading the input at the candidate (a likely cache miss), as
            // Apple's encoder does. An empty way's position is so far back that its distance
            // is always too large, whatever its value matches.
            let slots = (1 << finder.hashBits) * 2 * LZMatchFinder.ways
            table = .allocate(capacity: slots)
            table.initialize(repeating: Int32.min, count: slots)
            shift = UInt32(32 - finder.hashBits)
            maximumDistance = finder.maximumDistance
            goodLength = finder.goodLength
            minimumMatch = finder.minimumMatch
            mask = finder.minimumMatch >= 4 ? .max : (1 << (8 * UInt32(finder.minimumMatch))) - 1
            lastSearch = count - 8
        }

        func deallocate() { table.deallocate() }

        @inline(__always)
        func load32(_ position: Int) -> UInt32 {
            UInt32(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt32.self))
        }

        /// The first `minimumMatch` bytes at `position`: what is hashed and compared.
        @inline(__always)
        func prefix(_ position: Int) -> UInt32 { load32(position) & mask }

        @inline(__always)
        func load64(_ position: Int) -> UInt64 {
            UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
        }

        @inline(__always)
        func bucket(_ value: UInt32) -> UnsafeMutablePointer<Int32> {
            table + Int((value &* 2_654_435_761) &>> shift) &* (2 * LZMatchFinder.ways)
        }

        /// Makes `position` (whose 4 bytes are `value`) the newest entry of `slots`.
        @inline(__always)
        func insert(_ value: UInt32, at position: Int, into slots: UnsafeMutablePointer<Int32>) {
            slots[3] = slots[2]
            slots[2] = slots[1]
            slots[1] = slots[0]
            slots[0] = Int32(truncatingIfNeeded: position)
            slots[7] = slots[6]
            slots[6] = slots[5]
            slots[5] = slots[4]
            slots[4] = Int32(bitPattern: value)
        }

        /// Length of the common run at `candidate` and `position` (candidate < position), given
        /// that the first `known` bytes already match.
        @inline(__always)
        func matchLength(_ candidate: Int, _ position: Int, known: Int) -> Int {
            var length = known
            while position + length + 8 <= count {
                let difference = load64(candidate + length) ^ load64(position + length)
                if difference != 0 { return length + difference.trailingZeroBitCount >> 3 }
                length += 8
            }
            while position + length < count && base[candidate + length] == base[position + length] {
                length += 1
            }
            return length
        }

        /// The longest match at `position` (which must be `nextInsert`), then inserts it.
        @inline(__always)
        mutating func search(_ position: Int) -> (length: Int, distance: Int) {
            let value = prefix(position)
            let slots = bucket(value)
            var bestLength = 0
            var bestDistance = 0
            for way in 0..<LZMatchFinder.ways where UInt32(bitPattern: slots[LZMatchFinder.ways + way]) == value {
                let candidate = Int(slots[way])
                let distance = position - candidate
                if distance <= maximumDistance {
                    let length = matchLength(candidate, position, known: minimumMatch)
                    if length > bestLength {
                        bestLength = length
                        bestDistance = distance
                    }
                }
            }
            insert(value, at: position, into: slots)
            nextInsert = position + 1
            return (bestLength, bestDistance)
        }

        @inline(__always)
        mutating func run<Sink: LZSequenceSink & ~Copyable>(into sink: inout Sink) {
            var literalStart = 0
            var position = 0
            while position <= lastSearch {
                var (length, distance) = search(position)
                if length < minimumMatch {
                    position += 1
                    continue
                }
                // Lazy evaluation: prefer a longer match one byte later.
                while length < goodLength && position + 1 <= lastSearch {
                    let next = search(position + 1)
                    guard next.length > length else { break }
                    position += 1
                    (length, distance) = next
                }
                // Extend backwards over literals that the match also covers.
                while position > literalStart && position - distance > 0
                    && base[position - 1] == base[position - 1 - distance]
                {
                    position -= 1
                    length += 1
                }
                sink.take(LZSequence(literalCount: position - literalStart, matchLength: length, distance: distance))
                position += length
                literalStart = position
                let insertEnd = min(position, lastSearch + 1)
                // Of a long match only the first and last `insertedEdge` positions enter the
                // table: inserting every one cost 6 % of the encoding time and saved 0.07 % of
                // the size on the signed payloads.
                if insertEnd - nextInsert > 2 * LZMatchFinder.insertedEdge {
                    let edgeEnd = nextInsert + LZMatchFinder.insertedEdge
                    while nextInsert < edgeEnd {
                        let value = prefix(nextInsert)
                        insert(value, at: nextInsert, into: bucket(value))
                        nextInsert += 1
                    }
                    nextInsert = insertEnd - LZMatchFinder.insertedEdge
                }
                while nextInsert < insertEnd {
                    let value = prefix(nextInsert)
                    insert(value, at: nextInsert, into: bucket(value))
                    nextInsert += 1
                }
            }
            if literalStart < count {
                sink.take(LZSequence(literalCount: count - literalStart, matchLength: 0, distance: 0))
            }
        }
    }
}
