import Foundation

/// Builds the catalog's ``WordSegmenter`` the first time a name has to be derived, not when the
/// catalog loads: most shortcuts only use actions the catalog names, and building the vocabulary
/// was a noticeable part of `shortcut inspect`'s run time.
final class LazySegmenter: @unchecked Sendable {
    private let lock = NSLock()
    private var built: WordSegmenter?
    private let names: @Sendable () -> [String]

    init(names: @escaping @Sendable () -> [String]) { self.names = names }

    var segmenter: WordSegmenter {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let segmenter = WordSegmenter(names: names())
        built = segmenter
        return segmenter
    }
}
