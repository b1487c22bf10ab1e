import Foundation

/// Headless Chromium, driven from tests: dump the DOM after load, take screenshots, and collect
/// the browser's console log. `.ci/run` installs Debian's `chromium`; `$CHROMIUM` overrides.
/// Shared by the rendering and gallery browser tests.
package struct Chromium: Sendable {
    package let executable: URL

    package init(executable: URL) {
        self.executable = executable
    }

    package static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> Chromium? {
        let candidates =
            [environment["CHROMIUM"]].compactMap { $0 } + [
                "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome",
                "/usr/bin/google-chrome-stable",
            ]
        for path in candidates where FileManager.default.isExecutableFile(atPath: path) {
            return Chromium(executable: URL(fileURLWithPath: path))
        }
        return nil
    }

    package struct Run: Sendable {
        package var status: Int32
        package var stdout: String
        package var stderr: String
        package var timedOut: Bool
    }

    /// Runs Chromium headless on `page` with `arguments`; a fresh profile per run so parallel
    /// runs never share state; killed after `timeout` seconds.
    package func run(_ arguments: [String], page: URL, timeout: TimeInterval = 90) throws -> Run {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("sk-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = executable
        process.arguments =
            [
                "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--disable-extensions",
                "--disable-dev-shm-usage", "--hide-scrollbars", "--user-data-dir=\(profile.path)",
                "--enable-logging=stderr", "--v=0",
            ] + arguments + [page.absoluteString]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes concurrently so a chatty browser never blocks on a full pipe.
        let group = DispatchGroup()
        let outData = Collected()
        let errData = Collected()
        for (pipe, sink) in [(out, outData), (err, errData)] {
            group.enter()
            DispatchQueue.global().async {
                sink.data = pipe.fileHandleForReading.readDataToEndOfFile()
                group.leave()
            }
        }
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                process.terminate()
                break
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        process.waitUntilExit()
        _ = group.wait(timeout: .now() + 10)
        return Run(
            status: process.terminationStatus, stdout: String(decoding: outData.data, as: UTF8.self),
            stderr: String(decoding: errData.data, as: UTF8.self), timedOut: timedOut)
    }

    /// ``run(_:page:timeout:)`` for async tests, waiting on a Dispatch thread: a test that serves
    /// the page from its own process must not hold a cooperative-pool thread while the browser
    /// waits for that server (on 2 cores the pool has 2 threads).
    package func load(_ arguments: [String], page: URL, timeout: TimeInterval = 90) async throws -> Run {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try run(arguments, page: page, timeout: timeout) })
            }
        }
    }

    /// Bytes read on another thread; read back only after the group has finished.
    private final class Collected: @unchecked Sendable {
        var data = Data()
    }

    /// Console messages and script errors in a Chromium log (`…:CONSOLE(…)] "…"`, "Uncaught …",
    /// CSP "Refused to …").
    package static func consoleProblems(in log: String) -> [String] {
        log.split(separator: "\n").map(String.init).filter {
            $0.contains(":CONSOLE") || $0.contains("Uncaught") || $0.contains("Refused to")
        }
    }
}
