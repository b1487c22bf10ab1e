import Foundation

/// The folder the server's tools may read and write, and the check every path argument passes.
///
/// A path is relative to the root, or absolute and inside it. Refused, with an error naming the
/// argument: a `..` component anywhere (even one that would come back inside), an absolute path
/// elsewhere, a path whose existing part leads out through a symbolic link (the real path of
/// what is read, or of the folder written into, must be inside the root's real path), an empty
/// path, and a NUL byte. The check is made when the tool runs; a link created outside the server
/// between the check and the use is not this check's concern.
public struct PathSandbox: Sendable, Equatable {
    /// What the path is for.
    public enum Purpose: Sendable, Equatable {
        /// An existing file to read.
        case read
        /// A file to write (its folder must exist; the file may or may not).
        case write
    }

    /// The root folder, symbolic links resolved.
    public let root: URL

    /// A sandbox on `root`, which must be an existing folder.
    ///
    /// - Throws: ``MCPToolError`` (tool `mcp`, location `--root`) when it is not a folder.
    public init(root: URL) throws(MCPToolError) {
        guard let real = Self.realPath(root.path) else {
            throw MCPToolError(.notFound("no such folder: \(root.path)"), tool: "mcp", location: "--root")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw MCPToolError(.notFound("not a folder: \(root.path)"), tool: "mcp", location: "--root")
        }
        self.root = URL(fileURLWithPath: real, isDirectory: true)
    }

    /// The file `path` names, after every check for `purpose`.
    ///
    /// - Parameters:
    ///   - path: the argument as the agent gave it.
    ///   - purpose: reading an existing file, or writing one.
    ///   - tool: the tool, for the error.
    ///   - argument: the argument's name, for the error.
    /// - Throws: ``MCPToolError`` with ``MCPToolError/Reason/outsideRoot(_:)`` or
    ///   ``MCPToolError/Reason/notFound(_:)``.
    public func resolve(_ path: String, for purpose: Purpose, tool: String, argument: String) throws(MCPToolError)
        -> URL
    {
        func refuse(_ detail: String) -> MCPToolError {
            MCPToolError(.outsideRoot(detail), tool: tool, location: argument)
        }
        guard !path.isEmpty else {
            throw MCPToolError(.invalidValue("must not be empty"), tool: tool, location: argument)
        }
        guard !path.contains("\0") else { throw refuse("a path cannot hold a NUL byte") }
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        if components.contains("..") {
            throw refuse("“\(path)” uses “..”; give a path inside the root folder without it")
        }
        let rootPath = root.path
        let lexical: String
        if path.hasPrefix("/") {
            let absolute = "/" + components.filter { $0 != "." }.joined(separator: "/")
            guard Self.isInside(absolute, rootPath) else {
                throw refuse("“\(path)” is outside the root folder \(rootPath)")
            }
            lexical = absolute
        } else {
            let relative = components.filter { $0 != "." }.joined(separator: "/")
            lexical = relative.isEmpty ? rootPath : (rootPath == "/" ? "" : rootPath) + "/" + relative
        }
        guard lexical != rootPath else {
            throw MCPToolError(.notFound("“\(path)” is the root folder, not a file"), tool: tool, location: argument)
        }
        let url = URL(fileURLWithPath: lexical)
        switch purpose {
        case .read:
            guard let real = Self.realPath(lexical) else {
                throw MCPToolError(.notFound("no such file: “\(path)”"), tool: tool, location: argument)
            }
            guard Self.isInside(real, rootPath) else {
                throw refuse("“\(path)” leads outside the root folder through a symbolic link")
            }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: real, isDirectory: &isDirectory), isDirectory.boolValue {
                throw MCPToolError(.notFound("“\(path)” is a folder, not a file"), tool: tool, location: argument)
            }
            return URL(fileURLWithPath: real)
        case .write:
            let folder = url.deletingLastPathComponent().path
            guard let realFolder = Self.realPath(folder) else {
                throw MCPToolError(
                    .notFound("the folder of “\(path)” does not exist"), tool: tool, location: argument)
            }
            guard Self.isInside(realFolder, rootPath) || realFolder == rootPath else {
                throw refuse("“\(path)” leads outside the root folder through a symbolic link")
            }
            let target = URL(fileURLWithPath: realFolder).appendingPathComponent(url.lastPathComponent)
            if let existing = Self.realPath(target.path), !Self.isInside(existing, rootPath) {
                throw refuse("“\(path)” is a symbolic link out of the root folder")
            }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory), isDirectory.boolValue {
                throw MCPToolError(.notFound("“\(path)” is a folder, not a file"), tool: tool, location: argument)
            }
            return target
        }
    }

    /// `path` relative to the root, as results report it (`out/Greeting.shortcut`).
    public func relative(_ url: URL) -> String {
        let rootPath = root.path
        let path = url.path
        guard Self.isInside(path, rootPath) else { return path }
        return String(path.dropFirst(rootPath == "/" ? 1 : rootPath.count + 1))
    }

    /// `realpath(3)`: nil when some component does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `path` is strictly below `root` (both absolute and normalised).
    static func isInside(_ path: String, _ root: String) -> Bool {
        if root == "/" { return path.hasPrefix("/") && path != "/" }
        return path.hasPrefix(root + "/")
    }
}
