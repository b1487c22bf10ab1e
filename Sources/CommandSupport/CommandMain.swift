import ArgumentParser

extension AsyncParsableCommand {
    /// Parses the process arguments as this root command and runs the chosen subcommand; the
    /// `main` of every executable in the package.
    ///
    /// Usage errors (unknown option, missing argument, bad value) exit 2, like most Unix tools,
    /// instead of ArgumentParser's 64; every other exit code is the command's own.
    package static func runAsMain() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            if exitCode(for: error) == .validationFailure {
                StandardError.write(fullMessage(for: error) + "\n")
                Self.exit(withError: ExitCode(ExitStatus.usage))
            }
            Self.exit(withError: error)
        }
    }
}
