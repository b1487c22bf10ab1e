import Foundation
import ShortcutModel

/// Shortcut files as a run finds them: the file a test names, and the folder of shortcuts Run
/// Shortcut may run (`shortcut run --shortcuts DIR` and a test file's `shortcuts`).
public enum ShortcutFiles {
    /// Why a shortcut file or folder could not be used, naming it.
    public struct ReadError: Error, Sendable, Equatable, CustomStringConvertible {
        /// What went wrong.
        public enum Reason: Sendable, Equatable {
            /// The file or folder is not there or cannot be read (the system's reason).
            case cannotRead(String)
            /// The bytes are not a shortcut (the reader's error, naming where).
            case notAShortcut(String)
        }

        public var reason: Reason
        /// The file or folder, as it was named.
        public var path: String

        public init(_ reason: Reason, path: String) {
            self.reason = reason
            self.path = path
        }

        /// `cannot read lib/Tip.shortcut: no such file`.
        public var description: String {
            switch reason {
            case .cannotRead(let why): "cannot read \(path): \(why)"
            case .notAShortcut(let why): "\(path) is not a shortcut: \(why)"
            }
        }
    }

    /// The file extensions a shortcuts folder is searched for.
    public static let extensions: Set<String> = ["shortcut", "plist", "wflow", "json"]

    /// Reads one shortcut file (binary, XML, JSON or signed).
    public static func read(_ url: URL) throws(ReadError) -> Shortcut {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw ReadError(.cannotRead("no such file"), path: url.path)
        }
        guard !isDirectory.boolValue else { throw ReadError(.cannotRead("is a directory"), path: url.path) }
        let data: Data
        do {
            data = try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw ReadError(.cannotRead((error as NSError).localizedDescription), path: url.path)
        }
        do {
            return try ShortcutDocument(data: data).shortcut
        } catch {
            throw ReadError(.notAShortcut(error.description), path: url.path)
        }
    }

    /// Every shortcut file directly in `folder` (test files aside), by the toolkit's one file-name
    /// rule (`Shortcut.name(ofFile:)`: `Trip.v2.shortcut` is "Trip.v2").
    public static func library(in folder: URL) throws(ReadError) -> [String: Shortcut] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            throw ReadError(.cannotRead("cannot list the folder"), path: folder.path)
        }
        var library: [String: Shortcut] = [:]
        for name in names.sorted()
        where extensions.contains((name as NSString).pathExtension) && !name.hasSuffix(ShortcutTestFile.fileSuffix) {
            let url = folder.appendingPathComponent(name)
            library[Shortcut.name(ofFile: url.path) ?? name] = try read(url)
        }
        return library
    }
}
