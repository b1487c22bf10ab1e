import Foundation
import OrderedCollections

/// Paths of the file actions, confined to the sandbox folder.
enum Sandbox {
    static func root(_ call: ActionCall) throws -> URL {
        guard let root = call.sandboxFolder?.standardizedFileURL.resolvingSymlinksInPath() else {
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

    /// Where a file or folder value is: its sandbox path when a file action made it, the path a
    /// stored file reference names (``storedPath(in:)``), else its name or text read as a path.
    static func url(of value: RuntimeValue, key: String, _ call: ActionCall) throws -> URL {
        switch value.items.first ?? .nothing {
        case .file(let file):
            if let path = file.sandboxPath { return try url(for: path, call, allowingRoot: true) }
            return try url(for: file.name, call)
        case .dictionary(let members):
            guard let path = storedPath(in: members) else {
                throw ActionFailure.parameter(key, "a file reference without relativeSubpath or filename")
            }
            return try url(for: path, call, allowingRoot: true)
        case .nothing: throw ActionFailure.parameter(key, "no file or folder")
        case let other: return try url(for: call.coercion.text(other), call, allowingRoot: true)
        }
    }

    /// The path a file reference the editor stored (`WFFile`, `WFFolder`: `{filename,
    /// displayName, fileLocation: {WFFileLocationType, relativeSubpath, …}}`) names: its
    /// `relativeSubpath`, else its `filename`. The location it is relative to (iCloud Drive, On
    /// My iPhone, a bookmark) is the sandbox folder.
    static func storedPath(in reference: OrderedDictionary<String, RuntimeValue>) -> String? {
        func text(_ value: RuntimeValue?) -> String? {
            guard case .text(let text)? = value, !text.isEmpty else { return nil }
            return text
        }
        if case .dictionary(let location)? = reference["fileLocation"], let path = text(location["relativeSubpath"]) {
            return path
        }
        return text(reference["relativeSubpath"]) ?? text(reference["filename"])
    }

    /// The file or folder at `url` as a value: a folder, or the file's bytes.
    static func item(at url: URL, _ call: ActionCall) throws -> RuntimeFile {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw ActionFailure.failed("there is no file or folder “\(display(url, call))” in the sandbox folder")
        }
        return isDirectory.boolValue ? try folder(at: url, call) : try file(at: url, call)
    }

    /// `url` when nothing is there, else the first free `name 2.ext`, `name 3.ext`, … beside it
    /// (Save File's naming; Duplicate passes `copy` to get `name copy.ext`, `name copy 2.ext`).
    static func available(_ url: URL, suffix: String? = nil) -> URL {
        let folder = url.deletingLastPathComponent()
        let base = url.deletingPathExtension().lastPathComponent
        let ext = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
        func named(_ counter: Int) -> URL {
            let words = [base, suffix, counter > 1 ? String(counter) : nil].compactMap { $0 }
            return folder.appendingPathComponent(words.joined(separator: " ") + ext)
        }
        var counter = 1
        var candidate = named(counter)
        while FileManager.default.fileExists(atPath: candidate.path) {
            counter += 1
            candidate = named(counter)
        }
        return candidate
    }

    /// The folder at `url`, which must exist.
    static func existingFolder(_ url: URL, _ call: ActionCall) throws -> URL {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw ActionFailure.failed("there is no folder “\(display(url, call))” in the sandbox folder")
        }
        return url
    }

    /// Moves (or copies) the file or folder at `source` into `folder`, replacing an item of the
    /// same name only when `replacing`; the item where it now is.
    static func transfer(
        _ source: URL, into folder: URL, replacing: Bool, copying: Bool, _ call: ActionCall
    ) throws -> RuntimeFile {
        guard FileManager.default.fileExists(atPath: source.path) else {
            throw ActionFailure.failed("there is no file “\(display(source, call))” in the sandbox folder")
        }
        let target = try existingFolder(folder, call).appendingPathComponent(source.lastPathComponent)
        if target.path == source.path {
            return copying
                ? try transfer(source, to: available(target), copying: true, call) : try item(at: source, call)
        }
        if FileManager.default.fileExists(atPath: target.path) {
            guard replacing else { throw ActionFailure.failed("“\(display(target, call))” already exists") }
            guard !source.path.hasPrefix(target.path + "/") else {
                throw ActionFailure.failed("“\(display(target, call))” holds “\(display(source, call))”")
            }
            try FileManager.default.removeItem(at: target)
        }
        return try transfer(source, to: target, copying: copying, call)
    }

    private static func transfer(_ source: URL, to target: URL, copying: Bool, _ call: ActionCall) throws
        -> RuntimeFile
    {
        if target.path.hasPrefix(source.path + "/") {
            throw ActionFailure.failed("“\(display(source, call))” cannot go inside itself")
        }
        if copying {
            try FileManager.default.copyItem(at: source, to: target)
        } else {
            try FileManager.default.moveItem(at: source, to: target)
        }
        return try item(at: target, call)
    }

    /// Renames the item at `source` to `newName` in its folder; without an extension in
    /// `newName` the item keeps its own when `keepingExtension`.
    static func rename(_ source: URL, to newName: String, keepingExtension: Bool, key: String, _ call: ActionCall)
        throws -> RuntimeFile
    {
        var newName = newName
        guard !newName.isEmpty, !newName.contains("/"), newName != ".", newName != ".." else {
            throw ActionFailure.parameter(key, "“\(newName)” is not a file name")
        }
        if keepingExtension, (newName as NSString).pathExtension.isEmpty, !source.pathExtension.isEmpty {
            newName += "." + source.pathExtension
        }
        let target = source.deletingLastPathComponent().appendingPathComponent(newName)
        guard FileManager.default.fileExists(atPath: source.path) else {
            throw ActionFailure.failed("there is no file “\(display(source, call))” in the sandbox folder")
        }
        guard !FileManager.default.fileExists(atPath: target.path) else {
            throw ActionFailure.failed("a file named “\(newName)” already exists")
        }
        try FileManager.default.moveItem(at: source, to: target)
        return try item(at: target, call)
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
        guard data.count <= call.limits.maximumTextBytes else {
            throw ActionFailure(
                .tooLarge("a file of \(data.count) bytes (limit \(call.limits.maximumTextBytes))"))
        }
        return RuntimeFile(
            name: url.lastPathComponent, type: url.pathExtension, data: data,
            sandboxPath: try relativePath(of: url, call))
    }
}
