import Foundation

/// The flattened object list a binary plist is written from.
///
/// Objects are numbered in pre-order like Apple's writer: a container, then (for a dictionary)
/// its keys, then its values, each value's subtree before the next. Equal scalars — strings,
/// integers, reals, booleans, dates, data, UIDs — get one object that every use references, so
/// 10,000 `"UUID"` keys cost one string. Containers are not merged. The walk uses an explicit
/// stack, so arbitrarily deep values cannot overflow the thread's stack.
struct BinaryPropertyListObjectTable {
    enum Object {
        case scalar(PropertyListValue)
        /// Element references: `refs[range]`.
        case array(Range<Int>)
        /// Key references followed by value references: `refs[range]` (count = range.count / 2).
        case dictionary(Range<Int>)
    }

    private(set) var objects: [Object] = []
    /// Object references of all containers, concatenated.
    private(set) var refs: [Int] = []
    private var uniqued: [ScalarKey: Int] = [:]

    /// Flattens `root`; it becomes object 0.
    init(root: PropertyListValue) {
        var stack: [Frame] = []
        _ = add(root, stack: &stack)
        while !stack.isEmpty {
            let top = stack.count - 1
            let index = stack[top].next
            guard index < stack[top].total else {
                stack.removeLast()
                continue
            }
            stack[top].next += 1
            let slot = stack[top].refBase + index
            let child = stack[top].child(index)
            refs[slot] = add(child, stack: &stack)
        }
    }

    /// A container whose children are still being numbered.
    private struct Frame {
        /// The array's elements (empty for a dictionary).
        var elements: [PropertyListValue] = []
        /// The dictionary (empty for an array).
        var dictionary = PropertyListDictionary()
        let isDictionary: Bool
        let refBase: Int
        let total: Int
        var next = 0

        /// Child `index`: an element, or for a dictionary its keys then its values. Plain stored
        /// properties (no enum payload), so the container is borrowed in place, not copied.
        @inline(__always)
        func child(_ index: Int) -> PropertyListValue {
            guard isDictionary else { return elements[index] }
            let count = dictionary.count
            return index < count ? .string(dictionary.keys[index]) : dictionary.values[index - count]
        }
    }

    /// Returns the object number of `value`: an existing one for an equal scalar, else a new one
    /// (pushing a frame for a container, whose children are numbered afterwards).
    private mutating func add(_ value: PropertyListValue, stack: inout [Frame]) -> Int {
        let key: ScalarKey
        switch value {
        case .array(let elements):
            let base = refs.count
            refs.append(contentsOf: repeatElement(0, count: elements.count))
            objects.append(.array(base..<refs.count))
            if !elements.isEmpty {
                stack.append(Frame(elements: elements, isDictionary: false, refBase: base, total: elements.count))
            }
            return objects.count - 1
        case .dictionary(let dictionary):
            let base = refs.count
            refs.append(contentsOf: repeatElement(0, count: 2 * dictionary.count))
            objects.append(.dictionary(base..<refs.count))
            if !dictionary.isEmpty {
                stack.append(
                    Frame(dictionary: dictionary, isDictionary: true, refBase: base, total: 2 * dictionary.count))
            }
            return objects.count - 1
        case .string(let string): key = ScalarKey(.string(ExactString(string)))
        case .integer(let integer): key = ScalarKey(.integer(integer))
        case .real(let real): key = ScalarKey(.real(real.bitPattern))
        case .boolean(let bool): key = ScalarKey(.boolean(bool))
        case .date(let date): key = ScalarKey(.date(date.timeIntervalSinceReferenceDate.bitPattern))
        case .data(let data): key = ScalarKey(.data(DataKey(data)))
        case .uid(let uid): key = ScalarKey(.uid(uid))
        }
        // One hash per scalar: the defaulting subscript inserts `next` when the key is new.
        let next = objects.count
        let id = Self.read(&uniqued[key, default: next])
        if id == next { objects.append(.scalar(value)) }
        return id
    }
}

extension BinaryPropertyListObjectTable {
    @inline(__always)
    fileprivate static func read(_ value: inout Int) -> Int { value }
}

/// Identity of a scalar for uniquing: exact bits, never "equal enough".
///
/// Reals and dates compare by bit pattern (so `-0.0` and `0.0` stay distinct objects), and
/// strings by their UTF-8 bytes: Swift's `String ==` treats canonically equivalent strings
/// (precomposed `é` and `e` + combining accent) as equal, and merging them would change text.
///
/// The full hash is computed once and stored: the uniquing dictionary then rehashes a single
/// `Int` when it grows instead of every string again.
struct ScalarKey: Hashable {
    enum Value: Hashable {
        case string(ExactString)
        case integer(PropertyListInteger)
        case real(UInt64)
        case boolean(Bool)
        case date(UInt64)
        case data(DataKey)
        case uid(UInt64)
    }

    let value: Value
    let hash: Int

    init(_ value: Value) {
        self.value = value
        self.hash = value.hashValue
    }

    static func == (lhs: ScalarKey, rhs: ScalarKey) -> Bool { lhs.hash == rhs.hash && lhs.value == rhs.value }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

/// Data compared in full but hashed by its length and at most 128 bytes from its ends, so that
/// uniquing a large image costs one comparison at most, not a full hash of every copy.
struct DataKey: Hashable {
    let value: Data

    init(_ value: Data) { self.value = value }

    static func == (lhs: DataKey, rhs: DataKey) -> Bool { lhs.value == rhs.value }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value.count)
        if value.count <= 128 {
            hasher.combine(value)
        } else {
            hasher.combine(value.prefix(64))
            hasher.combine(value.suffix(64))
        }
    }
}

/// A string compared and hashed by its UTF-8 bytes.
struct ExactString: Hashable {
    let value: String

    init(_ value: String) { self.value = value }

    static func == (lhs: ExactString, rhs: ExactString) -> Bool {
        let fast = lhs.value.utf8.withContiguousStorageIfAvailable { left in
            rhs.value.utf8.withContiguousStorageIfAvailable { right in
                guard left.count == right.count else { return false }
                guard let a = left.baseAddress, let b = right.baseAddress else { return true }
                return memcmp(a, b, left.count) == 0
            }
        }
        if let fast, let result = fast { return result }
        return lhs.value.utf8.elementsEqual(rhs.value.utf8)
    }

    func hash(into hasher: inout Hasher) {
        let done: Void? = value.utf8.withContiguousStorageIfAvailable { bytes in
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        }
        if done == nil {
            // Same byte stream as the fast path, so equal strings hash equally either way.
            Array(value.utf8).withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }
}
