import CommandSupport
import ShortcutCatalog
import ShortcutCheck

/// The bundled action catalog (and the checker on it) for a command, or the one-line failure
/// every command gives when the tool's own resource is missing or broken — a packaging error
/// (`error: actions.json: action catalog: …`, exit 70). No command falls back to an empty catalog.
enum BundledCatalog {
    static func load() throws(CommandFailure) -> ActionCatalog {
        do {
            return try ActionCatalog.bundled()
        } catch {
            throw failure(error)
        }
    }

    /// The checker on the bundled catalog (loaded once per process).
    static func checker() throws(CommandFailure) -> ShortcutChecker {
        do {
            return try ShortcutChecker.bundled()
        } catch {
            throw failure(error)
        }
    }

    static func failure(_ error: any Error) -> CommandFailure {
        CommandFailure(file: "actions.json", message: "action catalog: \(error)", exitCode: ExitStatus.software)
    }
}
