import Foundation
import ShortcutRuntime

/// The last few actions of a run, kept as they finish (`ShortcutRunner.onTrace`), so a failing
/// test shows what ran just before, whether the run ended or threw.
final class LastActions: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [TraceEntry] = []
    private var next = 0
    let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    func append(_ entry: TraceEntry) {
        guard capacity > 0 else { return }
        lock.lock()
        defer { lock.unlock() }
        if entries.count < capacity {
            entries.append(entry)
        } else {
            entries[next] = entry
            next = (next + 1) % capacity
        }
    }

    /// The kept entries, oldest first.
    var ordered: [TraceEntry] {
        lock.lock()
        defer { lock.unlock() }
        return Array(entries[next...] + entries[..<next])
    }
}
