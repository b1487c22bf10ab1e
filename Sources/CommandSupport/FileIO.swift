import Foundation

/// Reading inputs and writing outputs for the commands: `-` is stdin/stdout, and files are
/// replaced atomically so a failed run never leaves a half-written file behind.
package enum FileIO {
    /// The bytes of `path`, or of standard input for `-`.
    package static func read(_ path: String) throws(CommandFailure) -> Data {
        if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandFailure(file: path, message: "no such file", exitCode: ExitStatus.noInput)
        }
        guard !isDirectory.boolValue else {
            throw CommandFailure(file: path, message: "is a directory", exitCode: ExitStatus.noInput)
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
        } catch {
            throw CommandFailure(file: path, message: "cannot read: \(reason(error))", exitCode: ExitStatus.noInput)
        }
    }

    /// Writes `data` to `path` (stdout for `-` or nil). A file is written next to its
    /// destination under a temporary name and renamed over it, so readers see the old
    /// or the new file, never a mix.
    package static func write(_ data: Data, to path: String?) throws(CommandFailure) {
        guard let path, path != "-" else {
            FileHandle.standardOutput.write(data)
            return
        }
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandFailure(
                file: path, message: "cannot write: \(reason(error))", exitCode: ExitStatus.cannotCreate)
        }
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            let posix = POSIXErrorCode(rawValue: Int32(underlying.code)), underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(posix.rawValue))
        }
        return nsError.localizedDescription
    }
}
