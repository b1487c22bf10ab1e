import Foundation

/// Why an input path could not be read.
public struct SourceCollectionError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable {
        /// Nothing exists at the path.
        case noSuchFile
        /// The file or folder exists but cannot be read (the system's reason).
        case unreadable(String)
    }

    public var reason: Reason
    /// The path as given, or the file inside a given folder that failed.
    public var path: String

    public init(_ reason: Reason, path: String) {
        self.reason = reason
        self.path = path
    }

    public var description: String {
        switch reason {
        case .noSuchFile: "\(path): no such file or directory"
        case .unreadable(let why): "\(path): cannot read: \(why)"
        }
    }
}

/// Finds a target's Swift sources and App Shortcuts string files under the paths a user names.
public enum SourceCollector {
    /// Folders never entered: build products, tests and dependencies are not the app's sources.
    public static let skippedFolders: Set<String> = [
        ".build", "Tests", "Pods", "DerivedData", "Carthage", "node_modules",
    ]

    /// The `.swift`, `.strings` and `.xcstrings` files at or under `paths`, sorted by path within
    /// each folder. A file named directly is always read; folders skip ``skippedFolders`` and
    /// hidden folders.
    public static func collect(_ paths: [String]) throws(SourceCollectionError) -> [SourceFile] {
        var files: [SourceFile] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw SourceCollectionError(.noSuchFile, path: path)
            }
            if !isDirectory.boolValue {
                files.append(try read(path))
                continue
            }
            for file in try walk(path) { files.append(try read(file)) }
        }
        return files
    }

    private static func walk(_ folder: String) throws(SourceCollectionError) -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            throw SourceCollectionError(.unreadable(error.localizedDescription), path: folder)
        }
        var found: [String] = []
        for name in names where !name.hasPrefix(".") && !skippedFolders.contains(name) {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                found += try walk(path)
            } else if SourceFile(path: path, bytes: []).kind != nil {
                found.append(path)
            }
        }
        return found
    }

    private static func read(_ path: String) throws(SourceCollectionError) -> SourceFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SourceCollectionError(.unreadable("permission denied or not a regular file"), path: path)
        }
        return SourceFile(path: path, bytes: [UInt8](data))
    }
}
