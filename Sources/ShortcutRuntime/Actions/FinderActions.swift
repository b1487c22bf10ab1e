import Archives
import Foundation

extension RuntimeRegistry {
    /// The Finder's file App Intents (macOS), acting on the sandbox folder like the
    /// `is.workflow.actions.file.*` actions and with their code (``Sandbox``). Parameter keys
    /// are ToolKit v78's. Items are files and folders a file action gave, paths as text, or stored
    /// file references. `OpenWhenRun` (show the result in a Finder window) has nothing to show
    /// off the Mac and changes nothing here.
    mutating func registerFinderActions() {
        native("com.apple.finder.CreateFolderIntent") { call in
            // `fileName` inside the `target` folder (the sandbox folder when there is none).
            let parent = try Self.finderFolder("target", call)
            let name = try call.text("fileName")
            guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else {
                throw ActionFailure.parameter("fileName", "“\(name)” is not a folder name")
            }
            let url = parent.appendingPathComponent(name)
            guard !FileManager.default.fileExists(atPath: url.path) else {
                throw ActionFailure.failed("“\(Sandbox.display(url, call))” already exists")
            }
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            return .file(try Sandbox.folder(at: url, call))
        }
        native("com.apple.finder.RenameItemIntent") { call in
            // With overwriteExtension off (the default) a name without an extension keeps the
            // item's own, as Rename File does; on, the name is used as given.
            let source = try Self.finderItems("target", call)[0]
            let replacesExtension = try call.bool("overwriteExtension", default: false)
            return .file(
                try Sandbox.rename(
                    source, to: try call.text("newName"), keepingExtension: !replacesExtension, key: "newName", call))
        }
        for (identifier, itemsKey, folderKey, copying) in [
            ("com.apple.finder.MoveItemsIntent", "entities", "destinationFolder", false),
            ("com.apple.finder.CopyItemsIntent", "sources", "destination", true),
        ] {
            native(identifier) { call in
                let folder = try Sandbox.url(of: try call.value(folderKey) ?? .nothing, key: folderKey, call)
                let replacing = try call.bool("overwriteConflicts", default: false)
                return .collapsing(
                    try Self.finderItems(itemsKey, call).map { source in
                        .file(try Sandbox.transfer(source, into: folder, replacing: replacing, copying: copying, call))
                    })
            }
        }
        native("com.apple.finder.DuplicateItemsIntent") { call in
            // The Finder's names: `a copy.txt`, then `a copy 2.txt`.
            .collapsing(
                try Self.finderItems("sources", call).map { source in
                    guard FileManager.default.fileExists(atPath: source.path) else {
                        throw ActionFailure.failed(
                            "there is no file “\(Sandbox.display(source, call))” in the sandbox folder")
                    }
                    let copy = Sandbox.available(source, suffix: "copy")
                    try FileManager.default.copyItem(at: source, to: copy)
                    return .file(try Sandbox.item(at: copy, call))
                })
        }
        native("com.apple.finder.TrashItemsIntent") { call in
            // The sandbox's trash is its `.Trash` folder (hidden from Get Contents of Folder): the
            // items can be taken back out, as from the Finder's Trash.
            let trash = try Sandbox.root(call).appendingPathComponent(".Trash")
            for source in try Self.finderItems("entities", call) {
                guard FileManager.default.fileExists(atPath: source.path) else {
                    throw ActionFailure.failed(
                        "there is no file “\(Sandbox.display(source, call))” in the sandbox folder")
                }
                guard source.path != (try Sandbox.root(call)).path, !source.path.hasPrefix(trash.path) else {
                    throw ActionFailure.failed("“\(Sandbox.display(source, call))” cannot be put in the trash")
                }
                try FileManager.default.createDirectory(at: trash, withIntermediateDirectories: true)
                try FileManager.default.moveItem(
                    at: source, to: Sandbox.available(trash.appendingPathComponent(source.lastPathComponent)))
            }
            return .nothing
        }
        native("com.apple.finder.CompressItemsIntent") { call in
            // A ZIP archive (Make Archive's writer) of the items, folders with their contents,
            // named as the Finder names it (`a.zip` for one item, `Archive.zip` for several), in
            // `destination` or beside the first item.
            let format = try call.option("format", default: "zip")
            guard ["zip", ".zip"].contains(format.lowercased()) else {
                throw ActionFailure.parameter("format", "the runtime writes ZIP archives, not “\(format)”")
            }
            let sources = try Self.finderItems("sources", call)
            var entries: [ArchiveEntry] = []
            var total = 0
            func add(_ url: URL, as path: String, depth: Int) throws {
                guard depth < 64 else { throw ActionFailure.failed("folders nested more than 64 deep") }
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                    throw ActionFailure.failed("there is no file “\(Sandbox.display(url, call))” in the sandbox folder")
                }
                if isDirectory.boolValue {
                    for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() {
                        try add(url.appendingPathComponent(name), as: path + "/" + name, depth: depth + 1)
                    }
                    return
                }
                let file = try Sandbox.file(at: url, call)
                total += file.data.count
                guard total <= call.limits.maximumTextBytes, entries.count < 65_535 else {
                    throw ActionFailure(
                        .tooLarge("an archive of more than \(call.limits.maximumTextBytes) bytes"))
                }
                entries.append(ArchiveEntry(path: path, data: Array(file.data)))
            }
            for source in sources { try add(source, as: source.lastPathComponent, depth: 0) }
            let folder =
                try call.value("destination").map { try Sandbox.url(of: $0, key: "destination", call) }
                ?? sources[0].deletingLastPathComponent()
            let name = sources.count == 1 ? sources[0].lastPathComponent : "Archive"
            let target = Sandbox.available(
                try Sandbox.existingFolder(folder, call).appendingPathComponent(name + ".zip"))
            try Data(ArchiveCodec.zip(entries)).write(to: target, options: .atomic)
            return .file(try Sandbox.file(at: target, call))
        }
    }

    /// The sandbox URLs of the items a Finder intent's parameter holds (at least one).
    private static func finderItems(_ key: String, _ call: ActionCall) throws -> [URL] {
        let items = try call.input(key).items
        guard !items.isEmpty else { throw ActionFailure.parameter(key, "no file or folder") }
        return try items.map { try Sandbox.url(of: $0, key: key, call) }
    }

    /// The folder a Finder intent's parameter names, the sandbox folder when it has none.
    private static func finderFolder(_ key: String, _ call: ActionCall) throws -> URL {
        guard let value = try call.value(key), !value.isEmpty else { return try Sandbox.root(call) }
        return try Sandbox.existingFolder(try Sandbox.url(of: value, key: key, call), call)
    }
}
