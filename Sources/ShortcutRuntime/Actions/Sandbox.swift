import Foundation

/// Paths of the file actions, confined to the sandbox folder.
enum Sandbox {
    static func root(_ call: ActionCall) throws -> URL {
        guard let root = call.session.runner.sandbox?.standardizedFileURL.resolvingSymlinksInPath() else {
            throw ActionFailure.failed("file actions need a sandbox folder (--sandbox DIR)")
        }
        return root
    }

    /// The URL of a path inside the sandbox folder (an empty path is the folder itself when
    /// `allowingRoot`).
    static func url(for path: String, _ call: ActionCall, allowingRoot: Bool = false) throws -> URL {
        let root = try root(call)
        var relative = path.trimmingCharacters(in: .whitespacesAndNewlines)
        while relative.hasPrefix("/") { relative.removeFirst() }
        if relative.isEmpty, allowingRoot { return root }
        guard !relative.isEmpty else { throw ActionFailure.failed("an empty file path") }
        let candidate = root.appendingPathComponent(relative).standardizedFileURL
        // Resolve links of the part that exists, so a link pointing outside is caught too.
        let resolved = candidate.resolvingSymlinksInPath()
        let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
        guard resolved.path.hasPrefix(rootPath) || resolved.path == root.path,
            candidate.path.hasPrefix(rootPath)
        else {
            throw ActionFailure.failed("the path “\(path)” leaves the sandbox folder")
        }
        return candidate
    }

    /// Where a file or folder value is: its sandbox path when a file action made it, else its
    /// name or text read as a path.
    static func url(of value: RuntimeValue, key: String, _ call: ActionCall) throws -> URL {
        switch value.items.first ?? .nothing {
        case .file(let file):
            if let path = file.sandboxPath { return try url(for: path, call, allowingRoot: true) }
            return try url(for: file.name, call)
        case .nothing: throw ActionFailure.parameter(key, "no file or folder")
        case let other: return try url(for: call.coercion.text(other), call, allowingRoot: true)
        }
    }

    /// The path of `url` inside the sandbox folder (empty for the folder itself).
    static func relativePath(of url: URL, _ call: ActionCall) throws -> String {
        let root = try root(call).path
        let path = url.standardizedFileURL.path
        guard path.hasPrefix(root) else { return url.lastPathComponent }
        return String(path.dropFirst(root.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
    }

    /// How a path is named in errors: relative to the sandbox folder.
    static func display(_ url: URL, _ call: ActionCall) -> String {
        (try? relativePath(of: url, call)).map { $0.isEmpty ? "/" : $0 } ?? url.lastPathComponent
    }

    static func folder(at url: URL, _ call: ActionCall) throws -> RuntimeFile {
        RuntimeFile(
            name: url.lastPathComponent, type: "public.folder", data: Data(),
            sandboxPath: try relativePath(of: url, call))
    }

    static func file(at url: URL, _ call: ActionCall) throws -> RuntimeFile {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ActionFailure.failed("“\(display(url, call))” cannot be read")
        }
        guard data.count <= call.session.limits.maximumTextBytes else {
            throw ActionFailure(
                .tooLarge("a file of \(data.count) bytes (limit \(call.session.limits.maximumTextBytes))"))
        }
        return RuntimeFile(
            name: url.lastPathComponent, type: url.pathExtension, data: data,
            sandboxPath: try relativePath(of: url, call))
    }
}
