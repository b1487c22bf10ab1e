import Foundation

/// Decodes the object graph of one binary plist, without recursion.
///
/// Containers are walked with an explicit stack, so nesting is limited by
/// `limits.maximumDepth` and never by the thread's stack size. A pre-pass counts references;
/// objects referenced more than once (Apple's writer shares every repeated string and number)
/// are memoised, so a shared container is decoded once and its storage shared. An object met
/// again while it is still open is a cycle.
///
/// To stop a small file from describing an exponentially large tree through shared references
/// (each level referencing the next twice), the reader also tracks every object's expanded node
/// count and rejects a tree larger than `limits.maximumObjectCount`.
///
/// Memory: 4 bytes per object for bookkeeping, plus the memoised shared values.
struct BinaryPropertyListObjectDecoder {
    let bytes: UnsafeRawBufferPointer
    let trailer: BinaryPropertyListTrailer
    let limits: PropertyListLimits
    /// End of the object area: no object's content may run past it.
    let end: Int
    let refSize: Int
    /// Per object: reference count (saturating at 2), open and memoised bits (see ``State``), and
    /// above them the object's index into `memo` and `memoSizes` once memoised.
    var states: [UInt32]
    /// Decoded shared objects.
    var memo: [PropertyListValue] = []
    /// Expanded node count of each memoised object.
    var memoSizes: [Int] = []

    enum State {
        static let referenceCount: UInt32 = 0b0011
        static let shared: UInt32 = 0b0010
        static let open: UInt32 = 0b0100
        static let memoised: UInt32 = 0b1000
        /// The memo slot is stored in the bits above the flags.
        static let slotShift: UInt32 = 4
    }

    init(bytes: UnsafeRawBufferPointer, trailer: BinaryPropertyListTrailer, limits: PropertyListLimits) {
        self.bytes = bytes
        self.trailer = trailer
        self.limits = limits
        self.end = trailer.offsetTableOffset
        self.refSize = trailer.objectRefSize
        self.states = Array(repeating: 0, count: trailer.objectCount)
    }

    /// An array or dictionary being filled: the current one, or a suspended parent on the stack.
    struct Frame {
        /// Where the container is and what it holds (no reference-counted fields, cheap to pass).
        struct Header {
            let object: Int
            /// Offset of the container's marker byte (for errors).
            let markerOffset: Int
            /// Offset of the first key reference (dictionaries; equals `valueRefs` for arrays).
            let keyRefs: Int
            /// Offset of the first value reference.
            let valueRefs: Int
            let count: Int
            let isDictionary: Bool
        }

        let object: Int
        let markerOffset: Int
        let keyRefs: Int
        let valueRefs: Int
        let count: Int
        let isDictionary: Bool
        var next = 0
        /// Expanded node count so far (the container itself plus finished children).
        var size = 1
        /// Dictionary keys, in file order, up to and including the one whose value is pending.
        var keys: [String] = []
        /// Array elements or dictionary values.
        var elements: [PropertyListValue] = []

        /// An empty frame with storage reserved for all elements (and keys).
        init(_ header: Header) {
            object = header.object
            markerOffset = header.markerOffset
            keyRefs = header.keyRefs
            valueRefs = header.valueRefs
            count = header.count
            isDictionary = header.isDictionary
            elements.reserveCapacity(count)
            if isDictionary { keys.reserveCapacity(count) }
        }

        /// The finished container; consuming, so the storage moves into the value uncopied.
        consuming func finished() -> PropertyListValue {
            isDictionary
                ? .dictionary(BinaryPropertyListObjectDecoder.dictionary(keys: keys, values: elements))
                : .array(elements)
        }
    }

    /// What an object turned out to be: a finished scalar, or a container to fill.
    enum Start {
        case value(PropertyListValue)
        case container(Frame.Header)
    }

    /// Decodes the whole graph from the trailer's top object.
    ///
    /// The container being filled is a local variable (`frame`), not an element of the stack,
    /// so the hot path mutates it directly; only suspended parents live in `parents`, and frames
    /// are moved (never copied) between the two.
    mutating func decodeTopObject() throws(PropertyListError) -> PropertyListValue {
        countReferences()
        var frame: Frame
        switch try start(object: trailer.topObject, depth: 1) {
        case .value(let value): return value
        case .container(let header): frame = Frame(header)
        }
        var parents: [Frame] = []
        let limit = limits.maximumObjectCount

        while true {
            if frame.next == frame.count {
                let size = frame.size
                let object = frame.object
                let value = (consume frame).finished()
                finish(object, value: value, size: size)
                guard let parent = parents.popLast() else { return value }
                frame = parent
                try frame.add(value, size: size, limit: limit)
                continue
            }

            if frame.isDictionary {
                // The key first, so errors come in file order (a key's problem before its value's).
                frame.keys.append(try key(at: frame.keyRefs + frame.next * refSize))
            }
            let refOffset = frame.valueRefs + frame.next * refSize
            let child = try reference(at: refOffset)
            let state = states[child]
            if state & State.memoised != 0 {
                let slot = Int(state >> State.slotShift)
                try frame.add(memo[slot], size: memoSizes[slot], limit: limit)
            } else if state & State.open != 0 {
                throw PropertyListError(.cyclicReference, offset: refOffset)
            } else {
                switch try start(object: child, depth: parents.count + 2) {
                case .value(let value):
                    try frame.add(value, size: 1, limit: limit)
                case .container(let header):
                    parents.append(consume frame)
                    frame = Frame(header)
                }
            }
        }
    }

    /// Records a finished object; memoised only when something else references it too.
    @inline(__always)
    private mutating func finish(_ object: Int, value: PropertyListValue, size: Int) {
        let state = states[object] & State.referenceCount
        if state == State.shared {
            // At most objectCount < 2^28 slots (checked with the trailer), so the shift is exact.
            states[object] = UInt32(truncatingIfNeeded: memo.count) << State.slotShift | State.shared | State.memoised
            memo.append(value)
            memoSizes.append(size)
        } else {
            states[object] = state  // no longer open; a single reference never comes back
        }
    }

    /// Builds a dictionary in file key order; for a duplicated key the last value wins at the
    /// first key's position.
    ///
    /// Small dictionaries (all of a shortcut's action dictionaries) are checked for duplicates
    /// pairwise and then adopt the arrays as they are, which avoids per-key insertion; larger ones
    /// and those with duplicates are built by hashed insertion.
    static func dictionary(keys: consuming [String], values: consuming [PropertyListValue]) -> PropertyListDictionary {
        if keys.count <= 15 {
            let unique = keys.withUnsafeBufferPointer { keys in
                for index in keys.indices {
                    var other = index + 1
                    while other < keys.count {
                        if keys[other] == keys[index] { return false }
                        other += 1
                    }
                }
                return true
            }
            if unique { return PropertyListDictionary(uncheckedUniqueKeys: keys, values: values) }
        }
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

    /// Decodes a scalar, or opens a container (at nesting level `depth`) and returns its frame.
    private mutating func start(object: Int, depth: Int) throws(PropertyListError) -> Start {
        let offset = try trailer.offset(ofObject: object, in: bytes)
        let marker = bytes[offset]
        let isDictionary: Bool
        switch marker & 0xF0 {
        // Sets have no order or uniqueness guarantee worth keeping: read them as arrays.
        case BinaryPropertyListMarker.array, BinaryPropertyListMarker.set: isDictionary = false
        case BinaryPropertyListMarker.dictionary: isDictionary = true
        default:
            let value = try scalar(marker: marker, at: offset)
            finish(object, value: value, size: 1)
            return .value(value)
        }
        let (count, refs) = try counted(marker: marker, at: offset, unit: isDictionary ? 2 * refSize : refSize)
        guard depth <= limits.maximumDepth else {
            throw PropertyListError(.nestingTooDeep(limit: limits.maximumDepth), offset: offset)
        }
        states[object] |= State.open
        return .container(
            Frame.Header(
                object: object, markerOffset: offset, keyRefs: refs,
                valueRefs: isDictionary ? refs + count * refSize : refs, count: count, isDictionary: isDictionary))
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
            finish(object, value: .string(key), size: 1)
            return key
        default:
            throw PropertyListError(.nonStringKey, offset: offset)
        }
    }

    /// Pre-pass: counts (saturating at 2) how often each object is referenced, so that only
    /// shared objects are memoised. Malformed objects are skipped here; the decoding pass reports
    /// them if they are reachable.
    private mutating func countReferences() {
        let objectCount = trailer.objectCount
        var shared = 0
        for object in 0..<objectCount {
            guard let offset = try? trailer.offset(ofObject: object, in: bytes) else { continue }
            let marker = bytes[offset]
            let unit: Int
            switch marker & 0xF0 {
            case BinaryPropertyListMarker.array, BinaryPropertyListMarker.set: unit = refSize
            case BinaryPropertyListMarker.dictionary: unit = 2 * refSize
            default: continue
            }
            guard let (elements, start) = try? counted(marker: marker, at: offset, unit: unit) else { continue }
            shared += Self.count(
                references: start..<(start + elements * unit), in: bytes, refSize: refSize, into: &states)
        }
        memo.reserveCapacity(shared)
        memoSizes.reserveCapacity(shared)
    }

    /// Counts the references stored in `range` into `states`; returns how many objects became
    /// shared. Out-of-range references are skipped (the decoding pass reports them).
    @inline(__always)
    private static func count(
        references range: Range<Int>, in bytes: UnsafeRawBufferPointer, refSize: Int, into states: inout [UInt32]
    ) -> Int {
        states.withUnsafeMutableBufferPointer { states in
            var shared = 0
            @inline(__always) func count(_ ref: Int) {
                guard ref < states.count else { return }
                let state = states[ref]
                if state < State.shared {
                    states[ref] = state + 1
                    if state + 1 == State.shared { shared += 1 }
                }
            }
            // The common reference sizes get their own loops (no per-reference size switch).
            switch refSize {
            case 1:
                for position in range { count(Int(bytes[position])) }
            case 2:
                for position in stride(from: range.lowerBound, to: range.upperBound, by: 2) {
                    count(Int(UInt16(bigEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt16.self))))
                }
            default:
                for position in stride(from: range.lowerBound, to: range.upperBound, by: refSize) {
                    count(Int(truncatingIfNeeded: min(bytes.bplistUInt(at: position, size: refSize), UInt64(Int.max))))
                }
            }
            return shared
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
    /// Adds a finished child whose expanded node count is `size`.
    @inline(__always)
    mutating func add(_ value: PropertyListValue, size: Int, limit: Int) throws(PropertyListError) {
        elements.append(value)
        next += 1
        self.size += size
        guard self.size <= limit else { throw PropertyListError(.countTooLarge, offset: markerOffset) }
    }
}
