import AppShortcutsLint
import CommandSupport

/// Reading the inputs of both subcommands, with the CLI's one-line errors.
enum AppShortcutsInputs {
    static func read(_ paths: [String]) throws(CommandFailure) -> [SourceFile] {
        let files: [SourceFile]
        do {
            files = try SourceCollector.collect(paths)
        } catch {
            let message: String
            switch error.reason {
            case .noSuchFile: message = "no such file or directory"
            case .unreadable(let why): message = "cannot read: \(why)"
            }
            throw CommandFailure(file: error.path, message: message, exitCode: ExitStatus.noInput)
        }
        if !files.contains(where: { $0.kind == .swift }) {
            StandardError.write("warning: no Swift files under \(paths.joined(separator: ", "))\n")
        }
        return files
    }
}
