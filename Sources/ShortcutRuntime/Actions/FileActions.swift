import Foundation

extension RuntimeRegistry {
    /// Files, inside the run's sandbox folder only: Save File, Get File, Create Folder, Delete
    /// Files, Append to File. A path that leaves the folder (`..`, a symbolic link out) fails.
    mutating func registerFileActions() {
        native("is.workflow.actions.documentpicker.save", "Save File") { call in
            let input = try call.input("WFInput")
            let file = call.coercion.file(input)
            var path = try call.text("WFFileDestinationPath")
            if path.isEmpty || path.hasSuffix("/") { path += file.name }
            var url = try Sandbox.url(for: path, call)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                url.appendPathComponent(file.name)
            }
            let overwrite = try call.bool("WFSaveFileOverwrite", default: false)
            var target = url
            if !overwrite {
                var counter = 2
                while FileManager.default.fileExists(atPath: target.path) {
                    let base = url.deletingPathExtension().lastPathComponent
                    let ext = url.pathExtension
                    target = url.deletingLastPathComponent().appendingPathComponent(
                        "\(base) \(counter)" + (ext.isEmpty ? "" : ".\(ext)"))
                    counter += 1
                }
            }
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.data.write(to: target, options: .atomic)
            return .file(
                RuntimeFile(
                    name: target.lastPathComponent, type: file.type, data: file.data,
                    sandboxPath: try Sandbox.relativePath(of: target, call)))
        }
        native("is.workflow.actions.documentpicker.open", "Get File") { call in
            if try call.bool("WFShowFilePicker", default: true) {
                // The document picker is the device's: its choice comes from the services.
                return try await call.session.serviceOutput(call, support: .needsStub)
            }
            let path = try call.text("WFGetFilePath")
            let url = try Sandbox.url(for: path, call)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                if try call.bool("WFFileErrorIfNotFound", default: true) {
                    throw ActionFailure.failed("there is no file “\(path)” in the sandbox folder")
                }
                return .nothing
            }
            return .file(
                RuntimeFile(
                    name: url.lastPathComponent, type: url.pathExtension, data: data,
                    sandboxPath: try Sandbox.relativePath(of: url, call)))
        }
        native("is.workflow.actions.file.createfolder", "Create Folder") { call in
            let path = try call.text("WFFilePath")
            let url = try Sandbox.url(for: path, call)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            return .file(try Sandbox.folder(at: url, call))
        }
        native("is.workflow.actions.file.delete", "Delete Files") { call in
            for item in try call.input("WFInput").items {
                let name: String
                if case .file(let file) = item {
                    name = file.sandboxPath ?? file.name
                } else {
                    name = call.coercion.text(item)
                }
                let url = try Sandbox.url(for: name, call)
                guard FileManager.default.fileExists(atPath: url.path) else {
                    throw ActionFailure.failed("there is no file “\(name)” in the sandbox folder")
                }
                try FileManager.default.removeItem(at: url)
            }
            return .nothing
        }
        native("is.workflow.actions.file.rename", "Rename File") { call in
            let input = try call.input("WFFile", "WFInput")
            let name: String
            if case .file(let file) = input {
                name = file.sandboxPath ?? file.name
            } else {
                name = call.coercion.text(input)
            }
            var newName = try call.text("WFNewFilename")
            guard !newName.isEmpty, !newName.contains("/") else {
                throw ActionFailure.parameter("WFNewFilename", "“\(newName)” is not a file name")
            }
            let source = try Sandbox.url(for: name, call)
            if (newName as NSString).pathExtension.isEmpty, !source.pathExtension.isEmpty {
                newName += "." + source.pathExtension
            }
            let target = source.deletingLastPathComponent().appendingPathComponent(newName)
            guard FileManager.default.fileExists(atPath: source.path) else {
                throw ActionFailure.failed("there is no file “\(name)” in the sandbox folder")
            }
            guard !FileManager.default.fileExists(atPath: target.path) else {
                throw ActionFailure.failed("a file named “\(newName)” already exists")
            }
            try FileManager.default.moveItem(at: source, to: target)
            let data = FileManager.default.contents(atPath: target.path) ?? Data()
            return .file(
                RuntimeFile(
                    name: newName, type: target.pathExtension, data: data,
                    sandboxPath: try Sandbox.relativePath(of: target, call)))
        }
        native("is.workflow.actions.getparentdirectory", "Get Parent Directory") { call in
            let url = try Sandbox.url(of: try call.input("WFInput"), key: "WFInput", call)
            let root = try Sandbox.root(call)
            guard url.path != root.path else {
                throw ActionFailure.failed("the sandbox folder's parent is outside the sandbox")
            }
            return .file(try Sandbox.folder(at: url.deletingLastPathComponent(), call))
        }
        native("is.workflow.actions.file.getfoldercontents", "Get Contents of Folder") { call in
            // The folder's files and folders by name (a recursive listing puts each folder's
            // contents in place of the folder).
            let folder = try Sandbox.url(of: try call.input("WFFolder", "WFInput"), key: "WFFolder", call)
            let recursive = try call.bool("Recursive", default: false)
            var items: [RuntimeValue] = []
            func list(_ url: URL, depth: Int) throws {
                guard depth < 64 else { throw ActionFailure.failed("folders nested more than 64 deep") }
                let names = try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
                for name in names where !name.hasPrefix(".") {
                    let child = url.appendingPathComponent(name)
                    var isDirectory: ObjCBool = false
                    _ = FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory)
                    if isDirectory.boolValue {
                        if recursive {
                            try list(child, depth: depth + 1)
                        } else {
                            items.append(.file(try Sandbox.folder(at: child, call)))
                        }
                    } else {
                        items.append(.file(try Sandbox.file(at: child, call)))
                    }
                    guard items.count <= call.session.limits.maximumItems else {
                        throw ActionFailure(
                            .tooLarge("a folder of more than \(call.session.limits.maximumItems) items"))
                    }
                }
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
            else {
                throw ActionFailure.failed(
                    "there is no folder “\(Sandbox.display(folder, call))” in the sandbox folder")
            }
            try list(folder, depth: 0)
            return .list(items)
        }
        native("is.workflow.actions.file.move", "Move File") { call in
            let source = try Sandbox.url(of: try call.input("WFFile", "WFInput"), key: "WFFile", call)
            let folder = try Sandbox.url(of: try call.value("WFFolder") ?? .nothing, key: "WFFolder", call)
            guard FileManager.default.fileExists(atPath: source.path) else {
                throw ActionFailure.failed("there is no file “\(Sandbox.display(source, call))” in the sandbox folder")
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
            else {
                throw ActionFailure.failed(
                    "there is no folder “\(Sandbox.display(folder, call))” in the sandbox folder")
            }
            let target = folder.appendingPathComponent(source.lastPathComponent)
            guard target.path != source.path else { return .file(try Sandbox.file(at: source, call)) }
            if FileManager.default.fileExists(atPath: target.path) {
                guard try call.bool("WFReplaceExisting", default: false) else {
                    throw ActionFailure.failed("“\(Sandbox.display(target, call))” already exists")
                }
                try FileManager.default.removeItem(at: target)
            }
            try FileManager.default.moveItem(at: source, to: target)
            return .file(try Sandbox.file(at: target, call))
        }
        native("is.workflow.actions.gettypeaction", "Get File of Type") { call in
            // Each item as a file of the uniform type asked for, when the runtime has that
            // representation of it: any content as plain text, a dictionary or list as JSON, a
            // URL as a URL; a file already of the type stays itself. Other types fail.
            let type = try call.text("WFFileType", default: "public.rtf")
            return try call.coercion.mapItems(try call.input("WFInput")) { item in
                if case .file(let file) = item, file.type == type || FileTypes.identifier(of: file) == type {
                    return item
                }
                switch type {
                case "public.plain-text", "public.utf8-plain-text", "public.text":
                    return .file(RuntimeFile(name: "Text.txt", type: type, data: Data(call.coercion.text(item).utf8)))
                case "public.json":
                    let json: String
                    switch item {
                    case .dictionary, .list: json = RuntimeJSON.text(for: item)
                    default:
                        guard let parsed = try? RuntimeJSON.parse(call.coercion.text(item)) else {
                            throw ActionFailure.failed("the \(item.typeName.lowercased()) is not JSON")
                        }
                        json = RuntimeJSON.text(for: parsed)
                    }
                    return .file(RuntimeFile(name: "Text.json", type: type, data: Data(json.utf8)))
                case "public.url":
                    guard let url = call.coercion.url(item) else {
                        throw ActionFailure.failed("the \(item.typeName.lowercased()) is not a URL")
                    }
                    return .file(RuntimeFile(name: "URL.url", type: type, data: Data(url.utf8)))
                default:
                    throw ActionFailure.failed(
                        "the runtime has no \(type) representation of the \(item.typeName.lowercased())")
                }
            }
        }
        native("is.workflow.actions.file.append", "Append to File") { call in
            let path = try call.text("WFFilePath")
            let url = try Sandbox.url(for: path, call)
            let text = call.coercion.text(try call.input("WFInput"))
            let newLine = try call.bool("WFAppendOnNewLine", default: true)
            let existing =
                FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
            let joined: String
            if existing.isEmpty {
                joined = text
            } else if try call.option("WFAppendFileWriteMode", default: "Append") == "Prepend" {
                joined = text + (newLine ? "\n" : "") + existing
            } else {
                joined = existing + (newLine ? "\n" : "") + text
            }
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(joined.utf8).write(to: url, options: .atomic)
            return .file(RuntimeFile(name: url.lastPathComponent, type: url.pathExtension, data: Data(joined.utf8)))
        }
    }
}

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

/// Uniform type identifiers of common file extensions, for Get File of Type.
enum FileTypes {
    static let byExtension: [String: String] = [
        "txt": "public.plain-text", "json": "public.json", "html": "public.html", "htm": "public.html",
        "xml": "public.xml", "csv": "public.comma-separated-values-text", "rtf": "public.rtf", "pdf": "com.adobe.pdf",
        "png": "public.png", "jpg": "public.jpeg", "jpeg": "public.jpeg", "gif": "com.compuserve.gif",
        "zip": "public.zip-archive", "md": "net.daringfireball.markdown", "webarchive": "com.apple.webarchive",
    ]

    /// The uniform type of a file: its `type` when that is already one, else from its extension.
    static func identifier(of file: RuntimeFile) -> String? {
        if file.type.contains(".") { return file.type }
        return byExtension[file.fileExtension.lowercased()]
    }
}
