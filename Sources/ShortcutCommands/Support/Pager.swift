import Foundation

/// Runs the user's pager with the text on its standard input.
enum Pager {
    /// `$PAGER` through `/bin/sh` (it may carry arguments), else `less -R`. Returns false when
    /// no pager could be started, so the caller prints instead.
    static func show(_ text: String, environment: [String: String]) -> Bool {
        var command = environment["PAGER"]?.trimmingCharacters(in: .whitespaces) ?? ""
        if command.isEmpty { command = "less -R" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        var childEnvironment = environment
        if childEnvironment["LESS"] == nil { childEnvironment["LESS"] = "FRX" }  // quit if one screen, keep colours
        process.environment = childEnvironment
        let pipe = Pipe()
        process.standardInput = pipe
        do {
            try process.run()
        } catch {
            return false
        }
        // The user may quit the pager before reading everything: a closed pipe is not an error.
        signal(SIGPIPE, SIG_IGN)
        try? pipe.fileHandleForWriting.write(contentsOf: Data(text.utf8))
        try? pipe.fileHandleForWriting.close()
        process.waitUntilExit()
        // 127: the shell found no such pager.
        return !(process.terminationReason == .exit && process.terminationStatus == 127)
    }
}
