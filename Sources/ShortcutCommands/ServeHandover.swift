import ArgumentParser
import CommandSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `shortcut serve …`: hands over to the `shortcut-serve` executable next to this one.
///
/// The gallery server (Hummingbird, GRDB, postgres-nio) lives in its own executable so the
/// everyday tool builds and links none of it; `serve` stays the command users type. Every
/// argument after `serve` is passed on unchanged (`exec`, so signals, exit status and standard
/// streams are the server's own). When `shortcut-serve` was not built, one line says how to get it.
package struct ServeHandover: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the shortcut gallery (the `shortcut-serve` executable; see Docs/Gallery.md).",
        discussion: """
            Runs `shortcut-serve` from the folder of this executable with the same arguments \
            (`shortcut serve --help` shows its options). Build it with \
            `swift build --product shortcut-serve`.
            """)

    /// The name of the server executable.
    static let serverName = "shortcut-serve"

    @Argument(parsing: .allUnrecognized, help: "Arguments for shortcut-serve (see `shortcut serve --help`).")
    var arguments: [String] = []

    package init() {}

    /// `shortcut-serve` in the folder of the running executable, if it is there.
    static func serverExecutable() -> URL? {
        let running = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        let candidate = running.resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent(serverName)
        return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
    }

    /// True when the process was started as `shortcut serve …`: the `shortcut` executable then
    /// calls ``handOver(_:)`` before parsing, so `--help` and every option reach the server.
    package static func isServeInvocation(_ arguments: [String] = CommandLine.arguments) -> Bool {
        arguments.dropFirst().first == "serve"
    }

    /// Replaces this process with `shortcut-serve` and the arguments after `serve`; when that
    /// cannot be done, prints one line and exits 70.
    package static func handOver(_ arguments: [String] = CommandLine.arguments) -> Never {
        guard let server = serverExecutable() else {
            fail(
                CommandFailure(
                    file: serverName,
                    message:
                        "the gallery server is a separate executable that is not built; build it with `swift build --product shortcut-serve` (or start it with `swift run shortcut-serve …`)",
                    exitCode: ExitStatus.software))
        }
        let argv = [server.path] + Array(arguments.dropFirst(2))
        var cArguments = argv.map { strdup($0) }
        cArguments.append(nil)
        execv(server.path, cArguments)
        // Only reached when exec failed.
        let reason = String(cString: strerror(errno))
        fail(
            CommandFailure(
                file: server.path, message: "cannot run the gallery server: \(reason)", exitCode: ExitStatus.software))
    }

    static func fail(_ failure: CommandFailure) -> Never {
        _ = failure.report()
        terminate(failure.exitCode)
    }

    package func run() throws {
        Self.handOver()
    }
}

/// The C library's `exit` (inside a command type, `exit` names ArgumentParser's method).
private func terminate(_ status: Int32) -> Never {
    exit(status)
}
