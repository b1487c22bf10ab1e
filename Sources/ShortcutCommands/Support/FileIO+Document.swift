import CommandSupport
import ShortcutModel

extension FileIO {
    /// Reads a shortcut document, mapping every failure to the one-line error.
    static func readDocument(_ path: String) throws(CommandFailure) -> ShortcutDocument {
        let data = try read(path)
        do {
            return try ShortcutDocument(data: data)
        } catch {
            throw CommandFailure(file: path, message: error.description, exitCode: ExitStatus.dataError)
        }
    }
}
