import Foundation

/// Finds a module's resource bundle for an installed binary as well as a build folder.
///
/// SwiftPM's generated `Bundle.module` looks for `<Package>_<Module>.resources` (`.bundle` on Apple
/// platforms) beside `Bundle.main.bundleURL`, the folder of the executable *as it was started*, then
/// in the build folder it was compiled in. A release archive keeps the bundles beside the executables,
/// but a user links the executable from a folder on the PATH (`/usr/local/bin/shortcut` → the
/// unpacked archive, Homebrew's `bin` → its `libexec`), and on Apple platforms `Bundle.main` does
/// not resolve that link. So each module that loads resources asks here first: beside the started
/// executable, then beside the executable with every symbolic link resolved, and only then the
/// generated accessor (test bundles, and the build folder of an ordinary `swift build`).
///
/// ShortcutCatalog, ShortcutAudit and ShortcutGallery each load their resources in one place through
/// ``bundle(named:generated:)``; `Docs/Installing.md` describes the archive's layout.
package enum ResourceBundle {
    /// The bundle folder's extension SwiftPM uses on this platform.
    #if canImport(Darwin)
        package static let pathExtension = "bundle"
    #else
        package static let pathExtension = "resources"
    #endif

    /// The bundle `name` (`ShortcutKit_ShortcutCatalog`) beside `executable` (the running one), found
    /// as described above; `generated` (the module's `Bundle.module`) is evaluated only when it is not
    /// there.
    package static func bundle(
        named name: String, executable: URL? = Bundle.main.executableURL, generated: @autoclosure () -> Bundle
    ) -> Bundle {
        for folder in executableFolders(of: executable) {
            let url = folder.appendingPathComponent(name + "." + pathExtension, isDirectory: true)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue,
                let bundle = Bundle(url: url)
            {
                return bundle
            }
        }
        return generated()
    }

    /// The file at `relativePath` (`Resources/actions.json`) in `bundle`, without scanning it: under
    /// the bundle's resource folder (an Apple bundle's `Contents/Resources`), else under the bundle
    /// folder itself (SwiftPM's flat `.resources` folder on Linux, whose copied `Resources` folder
    /// Foundation takes for the resource folder); nil when neither has it.
    package static func file(_ relativePath: String, in bundle: Bundle) -> URL? {
        [bundle.resourceURL, bundle.bundleURL].compactMap { $0?.appendingPathComponent(relativePath) }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The folder of the executable as started, then (when different) with symbolic links resolved.
    package static func executableFolders(of executable: URL?) -> [URL] {
        guard let executable else { return [] }
        let started = executable.deletingLastPathComponent()
        let resolved = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        return resolved.standardizedFileURL == started.standardizedFileURL ? [started] : [started, resolved]
    }
}
