import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Hands a command over to another of the toolkit's executables, so the everyday `shortcut` tool
/// does not build or link what only one command needs: `shortcut serve` runs `shortcut-serve` (the
/// web server and its databases), `shortcut appshortcuts` runs `shortcut-appshortcuts`
/// (swift-syntax).
///
/// `shortcut` checks its first argument before parsing (``tool(for:)``), so every option and
/// `--help` reach the other executable. That executable is looked for beside the running one
/// (SwiftPM builds every product into one folder) and replaces this process (`exec`), so its output,
/// exit status and signals are the user's directly.
package enum HandOver {
    /// The commands handed over, and the executable that runs each.
    package static let tools = ["serve": "shortcut-serve", "appshortcuts": "shortcut-appshortcuts"]

    /// The executable that runs this command line (`shortcut serve …` → `shortcut-serve`), if any.
    package static func tool(for arguments: [String] = CommandLine.arguments) -> String? {
        arguments.dropFirst().first.flatMap { tools[$0] }
    }

    /// Runs `tool` with the arguments after the subcommand in place of this process. Returns only
    /// when that fails, with the one-line failure to report (exit ``ExitStatus/unavailable``: not
    /// built, or not runnable).
    package static func exec(tool: String, arguments: [String]) -> CommandFailure {
        guard let path = executable(named: tool) else {
            return CommandFailure(
                file: tool,
                message:
                    "this command is a separate executable that is not built; build it with "
                    + "`swift build --product \(tool)` (or run it with `swift run \(tool) …`)",
                exitCode: ExitStatus.unavailable)
        }
        fflush(nil)  // every C stream, so nothing printed so far is lost by exec
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        let reason = String(cString: strerror(errno))
        for pointer in argv { free(pointer) }
        return CommandFailure(file: path, message: "cannot run: \(reason)", exitCode: ExitStatus.unavailable)
    }

    /// Hands the command line over when its subcommand is one of ``tools``; returns when it is not.
    /// On failure prints the one line and exits.
    package static func handOverIfNeeded(_ arguments: [String] = CommandLine.arguments) {
        guard let tool = tool(for: arguments) else { return }
        let failure = exec(tool: tool, arguments: Array(arguments.dropFirst(2)))
        _ = failure.report()
        exit(failure.exitCode)
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
