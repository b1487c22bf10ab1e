/// The decoded children of every open container, on one stack.
///
/// A container's children are pushed as they are decoded; when it is finished they are *moved*
/// (not copied, so no retain/release per element) into an array of exactly the right size. The
/// frames describing open containers then hold no reference-counted storage, which keeps the
/// decoder's hot loop free of retain/release traffic.
///
/// Noncopyable: it owns its buffer, and its `deinit` releases whatever is still on it, also when
/// decoding stops with an error.
struct ValueStack: ~Copyable {
    private var base: UnsafeMutablePointer<PropertyListValue>
    private var capacity: Int
    /// Number of values on the stack.
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    @inline(__always)
    mutating func push(_ value: consuming PropertyListValue) {
        if count == capacity { grow() }
        (base + count).initialize(to: value)
        count += 1
    }

    /// Removes the values from `start` up and returns them as an array, in order.
    @inline(__always)
    mutating func popArray(from start: Int) -> [PropertyListValue] {
        let length = count - start
        guard length > 0 else { return [] }
        let source = base + start
        count = start
        // Reserve-and-append rather than `init(unsafeUninitializedCapacity:)`, which on Linux is
        // not specialised and looks up the array's generic metadata on every call.
        var array: [PropertyListValue] = []
        array.reserveCapacity(length)
        for index in 0..<length { array.append((source + index).move()) }
        return array
    }

    private mutating func grow() {
        let larger = capacity * 2
        let storage = UnsafeMutablePointer<PropertyListValue>.allocate(capacity: larger)
        storage.moveInitialize(from: base, count: count)
        base.deallocate()
        base = storage
        capacity = larger
    }
}
