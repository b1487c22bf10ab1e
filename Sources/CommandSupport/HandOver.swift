import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Hands a command over to another of the toolkit's executables, so the everyday `shortcut` tool
/// does not link what only one command needs: `shortcut appshortcuts` runs `shortcut-appshortcuts`
/// (swift-syntax), `shortcut serve` runs `shortcut-serve` (the web server and its databases).
///
/// The other executable is looked for beside the running one (SwiftPM builds every product into
/// one folder) and replaces this process with the same arguments, so its output, exit status and
/// signals are the user's directly.
package enum HandOver {
    /// Runs `tool` with `arguments` in place of this process. Returns only when that fails, with the
    /// one-line failure to report (exit ``ExitStatus/unavailable``: not built, or not runnable).
    package static func exec(tool: String, arguments: [String], command: String) -> CommandFailure {
        guard let path = executable(named: tool) else {
            return CommandFailure(
                file: command,
                message:
                    "this command runs the \(tool) executable, which is not built; build it with "
                    + "`swift build --product \(tool)` (or run `swift run \(tool) …`)",
                exitCode: ExitStatus.unavailable)
        }
        fflush(nil)  // every C stream, so nothing printed so far is lost by exec
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        let reason = String(cString: strerror(errno))
        for pointer in argv { free(pointer) }
        return CommandFailure(file: command, message: "cannot run \(path): \(reason)", exitCode: ExitStatus.unavailable)
    }

    /// The executable `name` beside the running one, if it exists and can be run.
    package static func executable(named name: String) -> String? {
        var folders: [URL] = []
        if let running = Bundle.main.executableURL {
            folders.append(running.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        folders.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        return folders.map { $0.appendingPathComponent(name).path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
