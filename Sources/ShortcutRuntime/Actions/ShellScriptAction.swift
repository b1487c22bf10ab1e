import Foundation

extension RuntimeRegistry {
    /// Run Shell Script, only in a run that allows it (``ShortcutRunner/allowsShellScripts``,
    /// `--allow-shell`): the stored `Shell` (`/bin/zsh` when none is stored, the default Cherri
    /// and the Mac app give), the `Script` passed with `-c` (`-e` for Perl and Ruby), the input
    /// given `to stdin` (its text, or a file's bytes) or `as arguments` (each item's text; a file
    /// of the sandbox folder as its path), bounded by the run's time and text bounds.
    mutating func registerShellScriptAction() {
        native("is.workflow.actions.runshellscript") { call in
            guard call.allowsShellScripts else { throw ActionFailure(.shellDisabled) }
            if try call.bool("RunAsRoot", default: false) {
                throw ActionFailure.parameter("RunAsRoot", "the runtime does not run scripts as root")
            }
            let script = try call.text("Script")
            let shell = try call.text("Shell", default: "/bin/zsh")
            let executable = try Self.shellExecutable(shell)
            let scriptFlag = ["perl", "ruby"].contains(executable.lastPathComponent) ? "-e" : "-c"
            let input = try call.input("Input")
            var arguments = [scriptFlag, script]
            // `sh -c SCRIPT NAME ARGS…` sets $0 to NAME; python, perl and ruby take the arguments as is.
            if scriptFlag == "-c", !executable.lastPathComponent.hasPrefix("python") {
                arguments.append(executable.lastPathComponent)
            }
            var standardInput = Data()
            switch try call.option("InputMode", default: "to stdin") {
            case "to stdin":
                if case .file(let file) = input {
                    standardInput = file.data
                } else if !input.isEmpty {
                    standardInput = Data(call.coercion.text(input).utf8)
                }
            case "as arguments":
                for item in input.items {
                    if case .file(let file) = item, let path = file.sandboxPath {
                        arguments.append(try Sandbox.url(for: path, call, allowingRoot: true).path)
                    } else {
                        arguments.append(call.coercion.text(item))
                    }
                }
            case let other:
                throw ActionFailure.parameter("InputMode", "unknown input mode “\(other)”")
            }
            let remaining = call.remainingTime
            guard remaining > .zero else { throw call.timedOut() }
            let process = ShellProcess(executable: executable, arguments: arguments, standardInput: standardInput)
            let outcome: ShellProcess.Outcome
            do {
                outcome = try await process.run(
                    timeout: remaining, maximumOutputBytes: call.limits.maximumTextBytes)
            } catch ShellProcess.Failure.timedOut {
                throw call.timedOut()
            } catch ShellProcess.Failure.outputTooLarge(let limit) {
                throw ActionFailure(.tooLarge("the script wrote more than \(limit) bytes (the script was stopped)"))
            } catch ShellProcess.Failure.cannotStart(let message) {
                throw ActionFailure.failed(message)
            }
            guard outcome.status == 0 else {
                let errors = String(decoding: outcome.standardError, as: UTF8.self)
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                let last = errors.split(separator: "\n").last.map { ": " + $0 } ?? ""
                throw ActionFailure.failed("the script exited with status \(outcome.status)\(last)")
            }
            // Text as the command substitution of a shell gives it (one final newline dropped);
            // bytes that are not UTF-8 as a file.
            guard var text = String(data: outcome.standardOutput, encoding: .utf8) else {
                return .file(
                    RuntimeFile(name: "Shell Script Result", type: "public.data", data: outcome.standardOutput))
            }
            if text.hasSuffix("\n") { text.removeLast() }
            return text.isEmpty ? .nothing : .text(text)
        }
    }

    /// The executable of a stored shell: an absolute path, or a name found in `/bin`, `/usr/bin`
    /// or `/usr/local/bin`. Only shells that take a script with `-c` (and Perl and Ruby, with
    /// `-e`) are run; a shell that is not installed is an error naming it.
    static func shellExecutable(_ shell: String) throws -> URL {
        let known = ["sh", "bash", "zsh", "dash", "ksh", "mksh", "fish", "python3", "python", "perl", "ruby"]
        let trimmed = shell.trimmingCharacters(in: .whitespaces)
        let name = (trimmed as NSString).lastPathComponent
        guard known.contains(name) else {
            throw ActionFailure.parameter(
                "Shell", "“\(shell)” is not a shell the runtime runs (\(known.joined(separator: ", ")))")
        }
        // A Mac path (`/bin/zsh`) is looked for where Linux installs the same shell too.
        let candidates =
            (trimmed.hasPrefix("/") ? [trimmed] : []) + ["/bin", "/usr/bin", "/usr/local/bin"].map { $0 + "/" + name }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw ActionFailure.failed("the shell “\(shell)” is not installed")
        }
        return URL(fileURLWithPath: found)
    }
}
