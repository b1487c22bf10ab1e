import Foundation

extension RuntimeRegistry {
    /// Files, inside the run's sandbox folder only: Save File, Get File, Create Folder, Delete
    /// Files, Rename File, Append to File, Get Contents of Folder, Get Parent Directory, Move File.
    /// A path that leaves the folder (`..`, a symbolic link out) fails.
    mutating func registerFileActions() {
        native("is.workflow.actions.documentpicker.save") { call in
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
        native("is.workflow.actions.documentpicker.open") { call in
            if try call.bool("WFShowFilePicker", default: true) {
                // The document picker is the device's: its choice comes from the services.
                return try await call.deviceOutput()
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
        native("is.workflow.actions.file.createfolder") { call in
            let path = try call.text("WFFilePath")
            let url = try Sandbox.url(for: path, call)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            return .file(try Sandbox.folder(at: url, call))
        }
        native("is.workflow.actions.file.delete") { call in
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
        native("is.workflow.actions.file.rename") { call in
            let input = try call.input("WFFile", "WFInput")
            let name: String
            if case .file(let file) = input {
                name = file.sandboxPath ?? file.name
            } else {
                name = call.coercion.text(input)
            }
            return .file(
                try Sandbox.rename(
                    try Sandbox.url(for: name, call), to: try call.text("WFNewFilename"), keepingExtension: true,
                    key: "WFNewFilename", call))
        }
        native("is.workflow.actions.getparentdirectory") { call in
            let url = try Sandbox.url(of: try call.input("WFInput"), key: "WFInput", call)
            let root = try Sandbox.root(call)
            guard url.path != root.path else {
                throw ActionFailure.failed("the sandbox folder's parent is outside the sandbox")
            }
            return .file(try Sandbox.folder(at: url.deletingLastPathComponent(), call))
        }
        native("is.workflow.actions.file.getfoldercontents") { call in
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
                    guard items.count <= call.limits.maximumItems else {
                        throw ActionFailure(
                            .tooLarge("a folder of more than \(call.limits.maximumItems) items"))
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
        native("is.workflow.actions.file.move") { call in
            let source = try Sandbox.url(of: try call.input("WFFile", "WFInput"), key: "WFFile", call)
            let folder = try Sandbox.url(of: try call.value("WFFolder") ?? .nothing, key: "WFFolder", call)
            return .file(
                try Sandbox.transfer(
                    source, into: folder, replacing: try call.bool("WFReplaceExisting", default: false),
                    copying: false, call))
        }
        // File (and Folder, which the app migrates to File: ActionMigration's
        // WFFolderActionMigration, WFFolder becoming WFFile): the file or folder the stored
        // reference names, read from the sandbox folder; without a reference, the device's choice.
        for (identifier, key) in [("is.workflow.actions.file", "WFFile"), ("is.workflow.actions.folder", "WFFolder")] {
            native(identifier) { call in
                guard let reference = try call.value(key) ?? call.value("WFFile") else {
                    // A shared shortcut carries no file: the app has it picked on the device (like
                    // Get File's document picker), so the choice comes from the services.
                    return try await call.deviceOutput()
                }
                return .file(try Sandbox.item(at: try Sandbox.url(of: reference, key: key, call), call))
            }
        }
        native("is.workflow.actions.file.append") { call in
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
            return .file(
                RuntimeFile(
                    name: url.lastPathComponent, type: url.pathExtension, data: Data(joined.utf8),
                    sandboxPath: try Sandbox.relativePath(of: url, call)))
        }
    }
}
