import ArgumentParser
import Foundation

/// The one-line error the CLI prints for bad input, and the exit code that goes with it.
///
/// The codes are ``ExitStatus`` values: `dataError` for input that is not valid, `noInput` for a
/// file that cannot be read, `cannotCreate` for output that cannot be written.
struct CommandFailure: Error, CustomStringConvertible {
    var file: String
    var message: String
    var exitCode: Int32

    var description: String { "error: \(file): \(message)" }

    /// Prints the line on stderr and returns the exit code to throw.
    func report() -> ExitCode {
        StandardError.write(description + "\n")
        return ExitCode(exitCode)
    }
}

/// Writes to standard error without buffering surprises.
enum StandardError {
    static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}

extension AsyncParsableCommand {
    /// Runs `body`, turning a ``CommandFailure`` into its one-line message and exit code.
    func reportingFailures(_ body: () async throws -> Void) async throws {
        do {
            try await body()
        } catch let failure as CommandFailure {
            throw failure.report()
        }
    }
}
