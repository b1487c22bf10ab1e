import Foundation
import ShortcutKit

/// Wall time of the release `shortcut inspect` on the signed corpus file with the most actions,
/// process start to exit, as a user runs it.
///
/// Times the `shortcut` given with `--shortcut PATH`, else the one beside this executable. The
/// CLI ships linked with `--static-swift-stdlib` (see the README); this benchmark itself must
/// stay dynamically linked, because Foundation's plist writer (a baseline) fails when Foundation
/// is linked statically.
enum InspectBenchmark {
    static func run(corpus: CorpusFiles, tool explicitTool: String?) throws -> [BenchmarkResult] {
        let tool =
            explicitTool.map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
                "shortcut")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            print("note: \(tool.path) not built; build it with `swift build -c release --product shortcut`")
            return []
        }
        var largest: (path: String, actions: Int)?
        for (path, data) in zip(corpus.signedNames, corpus.signed) {
            guard let actions = try? ShortcutDocument(data: data).shortcut.actions.count else { continue }
            if actions > (largest?.actions ?? -1) { largest = (path, actions) }
        }
        guard let largest else { return [] }
        // posix_spawn + waitpid, as a shell starts it: Foundation's `Process` adds its own
        // set-up time on Linux, which is not the tool's.
        let seconds = try bestTime(repetitions: 10) {
            try spawnAndWait(tool.path, ["inspect", largest.path])
        }
        return [
            BenchmarkResult(
                name: "shortcut inspect on the \(largest.actions)-action signed file (process wall time, \(tool.path))",
                value: seconds * 1000, unit: "ms", baseline: nil, baselineName: nil, target: "< 50 ms",
                met: seconds < 0.05)
        ]
    }

    /// Runs `path` with `arguments`, output discarded, and waits for it to exit.
    static func spawnAndWait(_ path: String, _ arguments: [String]) throws {
        #if os(Linux)
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            let argv = ([path] + arguments).map { strdup($0) } + [nil]
            defer { for argument in argv { free(argument) } }
            var pid: pid_t = 0
            let status = posix_spawn(&pid, path, &actions, nil, argv, environ)
            guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EINVAL) }
            var exitStatus: Int32 = 0
            waitpid(pid, &exitStatus, 0)
        #else
            let process = Process()
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
        #endif
    }
}
