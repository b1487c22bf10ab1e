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
            return .file(RuntimeFile(name: target.lastPathComponent, type: file.type, data: file.data))
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
            return .file(RuntimeFile(name: url.lastPathComponent, type: url.pathExtension, data: data))
        }
        native("is.workflow.actions.file.createfolder", "Create Folder") { call in
            let path = try call.text("WFFilePath")
            let url = try Sandbox.url(for: path, call)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            return .file(RuntimeFile(name: url.lastPathComponent, type: "public.folder", data: Data()))
        }
        native("is.workflow.actions.file.delete", "Delete Files") { call in
            for item in try call.input("WFInput").items {
                let name: String
                if case .file(let file) = item { name = file.name } else { name = call.coercion.text(item) }
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
            if case .file(let file) = input { name = file.name } else { name = call.coercion.text(input) }
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
            return .file(RuntimeFile(name: newName, type: target.pathExtension, data: data))
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
    static func url(for path: String, _ call: ActionCall) throws -> URL {
        guard let root = call.session.runner.sandbox?.standardizedFileURL.resolvingSymlinksInPath() else {
            throw ActionFailure.failed("file actions need a sandbox folder (--sandbox DIR)")
        }
        var relative = path.trimmingCharacters(in: .whitespacesAndNewlines)
        while relative.hasPrefix("/") { relative.removeFirst() }
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
}
