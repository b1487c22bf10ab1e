import CommandSupport
import ShortcutKit

/// The bundled action catalog for a command, or the one-line failure every command gives when
/// the tool's own resource is broken (`error: actions.json: action catalog: …`, exit 70).
enum BundledCatalog {
    static func load() throws(CommandFailure) -> ActionCatalog {
        do {
            return try ActionCatalog.bundled()
        } catch {
            throw CommandFailure(
                file: "actions.json", message: "action catalog: \(error)", exitCode: ExitStatus.software)
        }
    }
}
