import Foundation

/// Decodes the object graph of one binary plist, without recursion.
///
/// Containers are walked with an explicit stack, so nesting is limited by
/// `limits.maximumDepth` and never by the thread's stack size. Strings are memoised when first
/// decoded (Apple's writer shares every repeated one); any other object met a second time is
/// decoded again and memoised, and every later reference shares that value. So there is no
/// pre-pass over the references, and no object is decoded more than twice: a crafted graph of
/// shared containers costs linear time. An object met again while it is still open is a cycle.
///
/// To stop a small file from describing an exponentially large tree through shared references
/// (each level referencing the next twice), the reader also tracks every object's expanded node
/// count and rejects a tree larger than `limits.maximumObjectCount`.
///
/// Memory: 4 bytes per object for bookkeeping, the memoised values, and the children of the
/// containers still open (see ``MoveStack``).
struct BinaryPropertyListObjectDecoder {
    let bytes: UnsafeRawBufferPointer
    let trailer: BinaryPropertyListTrailer
    let limits: PropertyListLimits
    /// End of the object area: no object's content may run past it.
    let end: Int
    let refSize: Int
    /// Per object: seen, open and memoised bits (see ``State``), and above them the object's index
    /// into `memo` and `memoSizes` once memoised.
    /// Owned by the caller (zeroed, one entry per object) and valid for the decoder's lifetime;
    /// raw memory, so updating a state needs no uniqueness check.
    let states: UnsafeMutableBufferPointer<UInt32>
    /// Decoded shared objects.
    var memo: [PropertyListValue] = []
    /// Expanded node count of each memoised object.
    var memoSizes: [Int] = []
    /// Every key set decoded so far (see ``keySequence(at:count:)``).
    var keySets: [KeySequence] = []
    /// Indices into `keySets` of recently decoded key sets, by the raw bytes of their references.
    var keySequences: KeySequenceCache

    enum State {
        /// Decoded completely at least once.
        static let seen: UInt32 = 0b0001
        static let open: UInt32 = 0b0100
        static let memoised: UInt32 = 0b1000
        /// The memo slot is stored in the bits above the flags.
        static let slotShift: UInt32 = 4
    }

    init(
        bytes: UnsafeRawBufferPointer, trailer: BinaryPropertyListTrailer, limits: PropertyListLimits,
        states: UnsafeMutableBufferPointer<UInt32>
    ) {
        precondition(states.count == trailer.objectCount)
        self.bytes = bytes
        self.trailer = trailer
        self.limits = limits
        self.end = trailer.offsetTableOffset
        self.refSize = trailer.objectRefSize
        self.states = states
        self.keySequences = KeySequenceCache(objectCount: trailer.objectCount)
    }

    /// An array or dictionary being filled: the current one, or a suspended parent. Plain values
    /// only (the children live on a ``MoveStack``, the keys in `keySets`), so frames move
    /// between the local variable and the parents' stack without reference counting.
    struct Frame {
        let object: Int
        /// Offset of the container's marker byte (for errors).
        let markerOffset: Int
        /// Offset of the first value reference.
        let valueRefs: Int
        let count: Int
        /// Index into `keySets` for a non-empty dictionary; -1 for an array, -2 for `[:]`.
        let keySet: Int
        /// Where this container's children start on the value stack.
        let stackBase: Int
        var next = 0
        /// Expanded node count so far (the container itself plus finished children).
        var size = 1

        static let array = -1
        static let emptyDictionary = -2
    }

    /// A dictionary's keys, decoded once per distinct key-reference sequence in the file.
    struct KeySequence {
        let keys: [String]
        /// False when a key repeats (the last value then wins at the first key's position).
        let areUnique: Bool
    }

    /// Decodes the whole graph from the trailer's top object.
    ///
    /// The container being filled is a local variable (`frame`), so the hot path mutates it
    /// directly; suspended parents wait in `parents`.
    mutating func decodeTopObject() throws(PropertyListError) -> PropertyListValue {
        let values = MoveStack<PropertyListValue>()
        let top = trailer.topObject
        let topOffset = try trailer.offset(ofObject: top, in: bytes)
        guard var frame = try open(object: top, at: topOffset, depth: 1, stackBase: 0) else {
            return try decodeScalar(object: top, at: topOffset)
        }
        var parents: [Frame] = []
        let limit = limits.maximumObjectCount

        while true {
            if frame.next == frame.count {
                let value = finished(frame, values: values)
                let size = frame.size
                finish(frame.object, value: value, size: size)
                guard let parent = parents.popLast() else { return value }
                frame = parent
                values.push(value)
                try frame.added(size: size, limit: limit)
                continue
            }

            let refOffset = frame.valueRefs + frame.next * refSize
            let child = try reference(at: refOffset)
            let state = states[child]
            if state & State.memoised != 0 {
                let slot = Int(state >> State.slotShift)
                values.push(memo[slot])
                try frame.added(size: memoSizes[slot], limit: limit)
            } else if state & State.open != 0 {
                throw PropertyListError(.cyclicReference, offset: refOffset)
            } else {
                let offset = try trailer.offset(ofObject: child, in: bytes)
                if let opened = try open(object: child, at: offset, depth: parents.count + 2, stackBase: values.count) {
                    parents.append(frame)
                    frame = opened
                } else {
                    values.push(try decodeScalar(object: child, at: offset))
                    try frame.added(size: 1, limit: limit)
                }
            }
        }
    }

    /// The finished container built from its children, which leave the value stack.
    @inline(__always)
    private func finished(_ frame: Frame, values: MoveStack<PropertyListValue>) -> PropertyListValue {
        let elements = values.popAll(from: frame.stackBase)
        switch frame.keySet {
        case Frame.array: return .array(elements)
        case Frame.emptyDictionary: return .dictionary([:])
        default:
            let keys = keySets[frame.keySet]
            if keys.areUnique {
                return .dictionary(PropertyListDictionary(uncheckedUniqueKeys: keys.keys, values: elements))
            }
            return .dictionary(Self.dictionary(keys: keys.keys, values: elements))
        }
    }

    /// Records a finished object; memoised when it was decoded before (so it is shared), or at
    /// once when `memoiseNow` (strings: keeping one costs a retain, decoding one again costs an
    /// allocation and a copy, and shortcuts share many).
    @inline(__always)
    private mutating func finish(_ object: Int, value: PropertyListValue, size: Int, memoiseNow: Bool = false) {
        if memoiseNow || states[object] & State.seen != 0 {
            // At most objectCount < 2^28 slots (checked with the trailer), so the shift is exact.
            states[object] = UInt32(truncatingIfNeeded: memo.count) << State.slotShift | State.seen | State.memoised
            memo.append(value)
            memoSizes.append(size)
        } else {
            states[object] = State.seen  // and no longer open
        }
    }

    /// Builds a dictionary whose keys repeat, in file key order; for a duplicated key the last
    /// value wins at the first key's position.
    static func dictionary(keys: [String], values: consuming [PropertyListValue]) -> PropertyListDictionary {
        var dictionary = PropertyListDictionary(minimumCapacity: keys.count)
        for (key, value) in zip(keys, values) { dictionary[key] = value }
        return dictionary
    }

    /// Reads the object reference stored at `offset` (inside a container already bounds-checked).
    @inline(__always)
    private func reference(at offset: Int) throws(PropertyListError) -> Int {
        let raw = bytes.bplistUInt(at: offset, size: refSize)
        guard raw < UInt64(trailer.objectCount) else {
            throw PropertyListError(.invalidReference, offset: offset)
        }
        return Int(raw)
    }

    /// Decodes the non-container object `object`, whose marker is at `offset`.
    @inline(__always)
    private mutating func decodeScalar(object: Int, at offset: Int) throws(PropertyListError) -> PropertyListValue {
        let marker = bytes[offset]
        let value = try scalar(marker: marker, at: offset)
        finish(object, value: value, size: 1, memoiseNow: BinaryPropertyListMarker.isString(marker))
        return value
    }

    /// Opens the array, set or dictionary `object` (marker at `offset`, nesting level `depth`)
    /// and returns its frame; `nil` if the object is not a container.
    @inline(__always)
    private mutating func open(object: Int, at offset: Int, depth: Int, stackBase: Int) throws(PropertyListError)
        -> Frame?
    {
        let marker = bytes[offset]
        let isDictionary: Bool
        switch marker & 0xF0 {
        // Sets have no order or uniqueness guarantee worth keeping: read them as arrays.
        case BinaryPropertyListMarker.array, BinaryPropertyListMarker.set: isDictionary = false
        case BinaryPropertyListMarker.dictionary: isDictionary = true
        default: return nil
        }
        let (count, refs) = try counted(marker: marker, at: offset, unit: isDictionary ? 2 * refSize : refSize)
        guard depth <= limits.maximumDepth else {
            throw PropertyListError(.nestingTooDeep(limit: limits.maximumDepth), offset: offset)
        }
        let keySet =
            !isDictionary ? Frame.array : count == 0 ? Frame.emptyDictionary : try keySequence(at: refs, count: count)
        states[object] |= State.open
        return Frame(
            object: object, markerOffset: offset, valueRefs: isDictionary ? refs + count * refSize : refs,
            count: count, keySet: keySet, stackBase: stackBase)
    }

    /// The keys whose references are the `count` stored at `refOffset`.
    ///
    /// Dictionaries with the same key references share one decoded array (see
    /// ``KeySequenceCache``): no per-key decoding, retaining or releasing, and the duplicate check
    /// runs once per distinct key set.
    private mutating func keySequence(at refOffset: Int, count: Int) throws(PropertyListError) -> Int {
        let length = count * refSize
        let (slot, known) = keySequences.lookup(bytes, offset: refOffset, length: length)
        if let known { return known }
        var keys: [String] = []
        keys.reserveCapacity(count)
        for index in 0..<count { keys.append(try key(at: refOffset + index * refSize)) }
        keySets.append(KeySequence(keys: keys, areUnique: Self.areUnique(keys)))
        keySequences.store(keySets.count - 1, slot: slot, offset: refOffset, length: length)
        return keySets.count - 1
    }

    /// Whether no key repeats: pairwise for small sets (no hashing), through a `Set` otherwise.
    static func areUnique(_ keys: [String]) -> Bool {
        guard keys.count > 15 else {
            return keys.withUnsafeBufferPointer { keys in
                for index in keys.indices {
                    var other = index + 1
                    while other < keys.count {
                        if keys[other] == keys[index] { return false }
                        other += 1
                    }
                }
                return true
            }
        }
        return Set(keys).count == keys.count
    }

    /// Resolves a dictionary key reference; keys must be strings.
    private mutating func key(at refOffset: Int) throws(PropertyListError) -> String {
        let object = try reference(at: refOffset)
        let state = states[object]
        if state & State.memoised != 0, case .string(let key) = memo[Int(state >> State.slotShift)] { return key }
        let offset = try trailer.offset(ofObject: object, in: bytes)
        let marker = bytes[offset]
        switch marker & 0xF0 {
        case BinaryPropertyListMarker.asciiString, BinaryPropertyListMarker.utf16String,
            BinaryPropertyListMarker.utf8String:
            let key = try string(marker: marker, at: offset)
            finish(object, value: .string(key), size: 1, memoiseNow: BinaryPropertyListMarker.isString(marker))
            return key
        default:
            throw PropertyListError(.nonStringKey, offset: offset)
        }
    }

    /// Reads the element count of a counted object (low nibble, or the `0xF` extension: an
    /// integer object follows) and checks that `count * unit` bytes fit before the offset table.
    ///
    /// - Returns: the count and the offset of the first content byte.
    func counted(marker: UInt8, at offset: Int, unit: Int) throws(PropertyListError) -> (Int, Int) {
        var count = Int(marker & 0x0F)
        var content = offset + 1
        if marker & 0x0F == BinaryPropertyListMarker.extendedCount {
            guard content < end else { throw PropertyListError(.truncated, offset: offset) }
            let intMarker = bytes[content]
            // Counts are unsigned 1, 2, 4 or 8-byte integers (8-byte ones must be non-negative).
            guard intMarker & 0xF0 == BinaryPropertyListMarker.integer, intMarker & 0x0F <= 3 else {
                throw PropertyListError(.invalidObjectMarker(intMarker), offset: content)
            }
            let width = 1 << Int(intMarker & 0x0F)
            guard width <= end - content - 1 else { throw PropertyListError(.truncated, offset: content) }
            let raw = bytes.bplistUInt(at: content + 1, size: width)
            guard let exact = Int(exactly: raw) else {
                throw PropertyListError(.countTooLarge, offset: content)
            }
            count = exact
            content += 1 + width
        }
        // Compare before multiplying so a huge count cannot overflow: once `count <= end` (less
        // than 2^56 for any real buffer), `count * unit` with `unit <= 16` is exact.
        guard count <= end - content, count * unit <= end - content else {
            throw PropertyListError(.countTooLarge, offset: offset)
        }
        return (count, content)
    }
}

extension BinaryPropertyListObjectDecoder.Frame {
    /// Counts a child just pushed on the value stack whose expanded node count is `size`.
    @inline(__always)
    mutating func added(size: Int, limit: Int) throws(PropertyListError) {
        next += 1
        self.size += size
        guard self.size <= limit else { throw PropertyListError(.countTooLarge, offset: markerOffset) }
    }
}
