import Foundation
import ShortcutCloud

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A one-line progress bar on standard error, drawn only when standard error is a terminal so
/// that logs and pipes stay clean. Redraws are throttled.
package final class TerminalProgressBar: @unchecked Sendable {
    // Mutable drawing state behind a lock; updates arrive from concurrent fetch tasks.
    private let lock = NSLock()
    private var lastDraw: UInt64 = 0
    private var lastLine = ""
    private let width: Int
    private let minInterval: UInt64 = 50_000_000
    /// Whether anything is drawn at all.
    package let isEnabled: Bool

    /// - Parameter enabled: defaults to `isatty(2)`.
    package init(width: Int = 30, enabled: Bool? = nil) {
        self.width = max(5, width)
        self.isEnabled = enabled ?? (isatty(2) != 0)
    }

    /// Draws `progress` (throttled, except the final state).
    package func update(_ progress: BulkProgress) {
        guard isEnabled else { return }
        lock.lock()
        defer { lock.unlock() }
        let now = DispatchTime.now().uptimeNanoseconds
        let done = progress.completed >= progress.total
        guard done || now - lastDraw >= minInterval else { return }
        lastDraw = now
        let line = Self.render(progress, width: width)
        guard line != lastLine else { return }
        lastLine = line
        FileHandle.standardError.write(Data(("\r" + line + (done ? "\n" : "")).utf8))
    }

    /// `[##########----------] 12/40, 1 failed`.
    package static func render(_ p: BulkProgress, width: Int) -> String {
        let filled = p.total == 0 ? width : min(width, p.completed * width / p.total)
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        return "[\(bar)] \(p.completed)/\(p.total)" + (p.failed > 0 ? ", \(p.failed) failed" : "")
    }
}
