import Foundation

/// Lower-cased identifier → first row with it, built on first use (lower-casing every identifier
/// is only worth it when an exact lookup misses).
final class LazyIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var built: [String: Int]?
    private let identifiers: [String]

    init(identifiers: [String]) { self.identifiers = identifiers }

    func index(of lowercased: String) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        if built == nil {
            var index: [String: Int] = [:]
            for (offset, identifier) in identifiers.enumerated() where index[identifier.lowercased()] == nil {
                index[identifier.lowercased()] = offset
            }
            built = index
        }
        return built?[lowercased]
    }
}
