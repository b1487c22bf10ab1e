/// A stack that hands out its top elements by *moving* them into a new array.
///
/// The XML and JSON readers and the binary reader park the children of every open container
/// here; closing a container moves its children into an exactly-sized array without the
/// retain/release pair per element that copying a slice of an `Array` and then removing it would
/// cost. (The binary reader's per-container frames then hold no references at all.)
final class MoveStack<Element> {
    private var storage: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = max(capacity, 1)
        storage = .allocate(capacity: self.capacity)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    @inline(__always) func push(_ element: Element) {
        if count == capacity { grow() }
        (storage + count).initialize(to: element)
        count += 1
    }

    private func grow() {
        let newCapacity = capacity * 2
        let newStorage = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newStorage.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = newStorage
        capacity = newCapacity
    }

    /// The top element, if any.
    var top: Element? { count > 0 ? storage[count - 1] : nil }

    /// Removes the elements from `start` to the top and returns them in order.
    func popAll(from start: Int) -> [Element] {
        let moved = count - start
        guard moved > 0 else { return [] }
        let source = storage + start
        count = start
        // reserve + append is specialised well; `init(unsafeUninitializedCapacity:)` was not and
        // looked up array metadata at run time on every call.
        var result: [Element] = []
        result.reserveCapacity(moved)
        for index in 0..<moved { result.append((source + index).move()) }
        return result
    }
}
