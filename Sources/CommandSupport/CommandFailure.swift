import ArgumentParser
import Foundation

/// The one-line error the CLI prints for bad input, and the exit code that goes with it.
///
/// The codes are ``ExitStatus`` values: `dataError` for input that is not valid, `noInput` for a
/// file that cannot be read, `cannotCreate` for output that cannot be written.
package struct CommandFailure: Error, CustomStringConvertible {
    package var file: String
    package var message: String
    package var exitCode: Int32

    package init(file: String, message: String, exitCode: Int32) {
        self.file = file
        self.message = message
        self.exitCode = exitCode
    }

    package var description: String { "error: \(file): \(message)" }

    /// Prints the line on stderr and returns the exit code to throw.
    package func report() -> ExitCode {
        StandardError.write(description + "\n")
        return ExitCode(exitCode)
    }
}

extension AsyncParsableCommand {
    /// Runs `body`, turning a ``CommandFailure`` into its one-line message and exit code.
    package func reportingFailures(_ body: () async throws -> Void) async throws {
        do {
            try await body()
        } catch let failure as CommandFailure {
            throw failure.report()
        }
    }
}
