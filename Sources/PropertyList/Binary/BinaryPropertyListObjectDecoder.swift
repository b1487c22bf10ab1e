import Foundation

/// Decodes the object graph of one binary plist, without recursion.
///
/// Containers are walked with an explicit stack, so nesting is limited by
/// `limits.maximumDepth` and never by the thread's stack size. Every decoded object is memoised
/// by index: shared (DAG) references, which Apple's writer produces for every repeated string or
/// number, cost one lookup, and a shared container is decoded once and its storage shared.
/// An object met again while it is still open is a cycle.
///
/// To stop a small file from describing an exponentially large tree through shared references
/// (each level referencing the next twice), the reader also tracks every object's expanded node
/// count and rejects a tree larger than `limits.maximumObjectCount`.
struct BinaryPropertyListObjectDecoder {
    let bytes: UnsafeRawBufferPointer
    let trailer: BinaryPropertyListTrailer
    let limits: PropertyListLimits
    /// End of the object area: no object's content may run past it.
    let end: Int
    let refSize: Int
    /// Decoded shared objects by index (objects referenced at most once are not kept).
    var values: [PropertyListValue?]
    /// Expanded node count of each memoised object.
    var sizes: [Int]
    /// Per object: reference count (saturating at 2) and open/done bits, see ``State``.
    var states: [UInt8]

    enum State {
        static let referenceCount: UInt8 = 0b0011
        static let shared: UInt8 = 0b0010
        static let open: UInt8 = 0b0100
        static let done: UInt8 = 0b1000
    }

    init(bytes: UnsafeRawBufferPointer, trailer: BinaryPropertyListTrailer, limits: PropertyListLimits) {
        self.bytes = bytes
        self.trailer = trailer
        self.limits = limits
        self.end = trailer.offsetTableOffset
        self.refSize = trailer.objectRefSize
        self.values = Array(repeating: nil, count: trailer.objectCount)
        self.sizes = Array(repeating: 0, count: trailer.objectCount)
        self.states = Array(repeating: 0, count: trailer.objectCount)
    }

    /// An array or dictionary being filled, one level of the explicit stack.
    struct Frame {
        let object: Int
        /// Offset of the container's marker byte (for errors).
        let markerOffset: Int
        /// Offset of the first key reference (dictionaries; equals `valueRefs` for arrays).
        let keyRefs: Int
        /// Offset of the first value reference.
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
    }

    /// Decodes the whole graph from the trailer's top object.
    mutating func decodeTopObject() throws(PropertyListError) -> PropertyListValue {
        countReferences()
        var stack: [Frame] = []
        stack.reserveCapacity(64)
        if let value = try start(object: trailer.topObject, stack: &stack) { return value }

        while true {
            let top = stack.count - 1
            if stack[top].next == stack[top].count {
                let frame = stack.removeLast()
                let value: PropertyListValue =
                    frame.isDictionary
                    ? .dictionary(Self.dictionary(keys: frame.keys, values: frame.elements)) : .array(frame.elements)
                finish(frame.object, value: value, size: frame.size)
                if stack.isEmpty { return value }
                try append(value, size: frame.size, to: &stack[stack.count - 1])
                continue
            }

            let refOffset = stack[top].valueRefs + stack[top].next * refSize
            if stack[top].isDictionary {
                // The key first, so errors come in file order (a key's problem before its value's).
                stack[top].keys.append(try key(at: stack[top].keyRefs + stack[top].next * refSize))
            }
            let child = try reference(at: refOffset)
            let state = states[child]
            if state & State.done != 0, let value = values[child] {
                try append(value, size: sizes[child], to: &stack[top])
            } else if state & State.open != 0 {
                throw PropertyListError(.cyclicReference, offset: refOffset)
            } else if let value = try start(object: child, stack: &stack) {
                try append(value, size: 1, to: &stack[top])
            }
        }
    }

    /// Records a finished object: memoised only when something else may reference it again.
    @inline(__always)
    private mutating func finish(_ object: Int, value: PropertyListValue, size: Int) {
        if states[object] & State.referenceCount == State.shared {
            values[object] = value
            sizes[object] = size
            states[object] = State.shared | State.done
        } else {
            states[object] = State.done  // done but not kept: a single reference never comes back
        }
    }

    /// Builds a dictionary in file key order; for a duplicated key the last value wins at the
    /// first key's position.
    ///
    /// Small dictionaries (all of a shortcut's action dictionaries) are checked for duplicates
    /// pairwise and then adopt the arrays as they are, which avoids per-key insertion; larger ones
    /// and those with duplicates are built by hashed insertion.
    static func dictionary(keys: [String], values: [PropertyListValue]) -> PropertyListDictionary {
        if keys.count <= 15 {
            var unique = true
            search: for index in keys.indices {
                for other in keys.indices where other > index && keys[other] == keys[index] {
                    unique = false
                    break search
                }
            }
            if unique { return PropertyListDictionary(uncheckedUniqueKeys: keys, values: values) }
        }
        var dictionary = PropertyListDictionary(minimumCapacity: keys.count)
        for (key, value) in zip(keys, values) { dictionary[key] = value }
        return dictionary
    }

    /// Adds a finished child to the container on top of the stack.
    @inline(__always)
    private func append(
        _ value: PropertyListValue, size: Int, to frame: inout Frame
    ) throws(PropertyListError) {
        frame.elements.append(value)
        frame.next += 1
        frame.size += size
        guard frame.size <= limits.maximumObjectCount else {
            throw PropertyListError(.countTooLarge, offset: frame.markerOffset)
        }
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

    /// Decodes a scalar and returns it, or opens a container: pushes its frame (built in place,
    /// so its buffers stay uniquely referenced and appends never copy) and returns nil.
    private mutating func start(object: Int, stack: inout [Frame]) throws(PropertyListError) -> PropertyListValue? {
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
            return value
        }
        let (count, refs) = try counted(marker: marker, at: offset, unit: isDictionary ? 2 * refSize : refSize)
        guard stack.count < limits.maximumDepth else {
            throw PropertyListError(.nestingTooDeep(limit: limits.maximumDepth), offset: offset)
        }
        states[object] |= State.open
        stack.append(
            Frame(
                object: object, markerOffset: offset, keyRefs: refs,
                valueRefs: isDictionary ? refs + count * refSize : refs, count: count, isDictionary: isDictionary))
        let top = stack.count - 1
        stack[top].elements.reserveCapacity(count)
        if isDictionary { stack[top].keys.reserveCapacity(count) }
        return nil
    }

    /// Resolves a dictionary key reference; keys must be strings.
    private mutating func key(at refOffset: Int) throws(PropertyListError) -> String {
        let object = try reference(at: refOffset)
        if states[object] & State.done != 0, case .string(let key)? = values[object] { return key }
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
        let count = UInt64(trailer.objectCount)
        for object in 0..<trailer.objectCount {
            guard let offset = try? trailer.offset(ofObject: object, in: bytes) else { continue }
            let marker = bytes[offset]
            let unit: Int
            switch marker & 0xF0 {
            case BinaryPropertyListMarker.array, BinaryPropertyListMarker.set: unit = refSize
            case BinaryPropertyListMarker.dictionary: unit = 2 * refSize
            default: continue
            }
            guard let (elements, start) = try? counted(marker: marker, at: offset, unit: unit) else { continue }
            var position = start
            let end = start + elements * unit
            while position < end {
                let ref = bytes.bplistUInt(at: position, size: refSize)
                if ref < count {
                    let index = Int(ref)
                    if states[index] < State.shared { states[index] += 1 }
                }
                position += refSize
            }
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
        // Division, not multiplication: a huge count must not overflow.
        guard count <= (end - content) / unit else {
            throw PropertyListError(.countTooLarge, offset: offset)
        }
        return (count, content)
    }
}
