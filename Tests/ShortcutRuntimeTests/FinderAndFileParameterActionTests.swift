import Foundation
import ShortcutAuthoring
import ShortcutModel
import ShortcutRuntime
import Testing

/// A sandbox holding `a.txt`, `docs/b.txt` and an empty `archive` folder.
private func makeSandbox() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("runtime-finder-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("docs"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("archive"), withIntermediateDirectories: true)
    try Data("A".utf8).write(to: folder.appendingPathComponent("a.txt"))
    try Data("B".utf8).write(to: folder.appendingPathComponent("docs/b.txt"))
    return folder
}

private func exists(_ root: URL, _ path: String) -> Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
}

/// A file reference as the editor stores it in `WFFile`: `filename`, `displayName` and a
/// `fileLocation` with `WFFileLocationType` and `relativeSubpath`.
private func reference(_ path: String) -> Value {
    .raw(
        .dictionary([
            "filename": .string((path as NSString).lastPathComponent),
            "displayName": .string((path as NSString).lastPathComponent),
            "fileLocation": .dictionary([
                "WFFileLocationType": .string("Shortcuts"), "relativeSubpath": .string(path),
            ]),
        ]))
}

/// The File and Folder actions. Expectations: ToolKit (`is.workflow.actions.file` has one
/// parameter, `WFFile`, of type File; its output is the file), ActionMigration's
/// WFFolderActionMigration (Folder's `WFFolder` becomes File's `WFFile`) and Get File's
/// behaviour in the sandbox.
@Suite struct FileParameterActionTests {
    @Test func theStoredReferenceIsReadFromTheSandbox() async throws {
        let root = try makeSandbox()
        let file = try await run(sandbox: root) { s in s.add(act("file", ["WFFile": reference("docs/b.txt")])) }
        #expect(file.output == .file(RuntimeFile(name: "b.txt", type: "txt", data: Data("B".utf8))))
        guard case .file(let read) = file.output else { return }
        #expect(read.sandboxPath == "docs/b.txt")
        // A reference with only a file name, and a path typed as text.
        let named = try await run(sandbox: root) { s in
            s.add(act("file", ["WFFile": .raw(.dictionary(["filename": .string("a.txt")]))]))
        }
        #expect(named.output == .file(RuntimeFile(name: "a.txt", type: "txt", data: Data("A".utf8))))
        // The legacy Folder action names a folder.
        let folder = try await run(sandbox: root) { s in s.add(act("folder", ["WFFolder": reference("docs")])) }
        guard case .file(let docs) = folder.output else {
            Issue.record("not a folder: \(folder.output)")
            return
        }
        #expect(docs.isFolder && docs.name == "docs" && docs.sandboxPath == "docs")
        // The folder feeds Get Contents of Folder.
        let listed = try await run(sandbox: root) { s in
            let docs = s.add(act("folder", ["WFFolder": reference("docs")]))
            s.add(act("file.getfoldercontents", ["WFFolder": Value(docs)]))
        }
        #expect(listed.output == .list([.file(RuntimeFile(name: "b.txt", type: "txt", data: Data("B".utf8)))]))
    }

    @Test func aFileOutsideTheSandboxIsAClearError() async throws {
        let root = try makeSandbox()
        let missing = try await failure(sandbox: root) { s in s.add(act("file", ["WFFile": reference("nope.txt")])) }
        #expect(missing?.message == "there is no file or folder “nope.txt” in the sandbox folder")
        let escape = try await failure(sandbox: root) { s in
            s.add(act("file", ["WFFile": reference("../../etc/passwd")]))
        }
        #expect(escape?.message == "the path “../../etc/passwd” leaves the sandbox folder")
        let empty = try await failure(sandbox: root) { s in
            s.add(act("file", ["WFFile": .raw(.dictionary(["fileLocation": .dictionary([:])]))]))
        }
        #expect(
            empty?.reason
                == .invalidParameter(key: "WFFile", message: "a file reference without relativeSubpath or filename"))
        let noSandbox = try await failure { s in s.add(act("file", ["WFFile": reference("a.txt")])) }
        #expect(noSandbox?.message == "file actions need a sandbox folder (--sandbox DIR)")
        // Without a stored reference (a shared shortcut carries none) the device picks: a stub.
        let unset = try await failure(sandbox: root) { s in s.add(act("folder")) }
        #expect(unset?.reason == .needsStub)
        let picked = try await run(stubs: ["is.workflow.actions.folder": .text("docs")], sandbox: root) { s in
            s.add(act("folder"))
        }
        #expect(picked.output == .text("docs"))
    }
}

/// The Finder's file App Intents on the sandbox folder. Expectations: ToolKit v78's parameter
/// keys (`fileName`/`target`, `target`/`newName`/`overwriteExtension`,
/// `entities`/`destinationFolder`/`overwriteConflicts`, `sources`/`destination`, `format`), their
/// display names (Create Folder, Rename Item, Move Items to Folder, Copy and Move Items,
/// Duplicate Items, Trash Items, Compress Items) and the Finder's naming of copies (`a copy.txt`)
/// and archives (`a.txt.zip` for one item, `Archive.zip` for several).
@Suite struct FinderActionTests {
    func finder(_ intent: String, _ parameters: KeyValuePairs<String, Value>) -> Action {
        Action("com.apple.finder." + intent, parameters)
    }

    @Test func createFolderAndRenameItem() async throws {
        let root = try makeSandbox()
        let made = try await run(sandbox: root) { s in
            s.add(finder("CreateFolderIntent", ["fileName": "new", "target": "docs"]))
        }
        #expect(exists(root, "docs/new"))
        guard case .file(let folder) = made.output else { return }
        #expect(folder.isFolder && folder.sandboxPath == "docs/new")
        let again = try await failure(sandbox: root) { s in
            s.add(finder("CreateFolderIntent", ["fileName": "new", "target": "docs"]))
        }
        #expect(again?.message == "“docs/new” already exists")
        let atRoot = try await run(sandbox: root) { s in s.add(finder("CreateFolderIntent", ["fileName": "top"])) }
        #expect(exists(root, "top") && atRoot.output != .nothing)

        _ = try await run(sandbox: root) { s in s.add(finder("RenameItemIntent", ["target": "a.txt", "newName": "c"])) }
        #expect(exists(root, "c.txt") && !exists(root, "a.txt"))
        _ = try await run(sandbox: root) { s in
            s.add(finder("RenameItemIntent", ["target": "c.txt", "newName": "d", "overwriteExtension": true]))
        }
        #expect(exists(root, "d") && !exists(root, "c.txt"))
        let slash = try await failure(sandbox: root) { s in
            s.add(finder("RenameItemIntent", ["target": "d", "newName": "../x"]))
        }
        #expect(slash?.reason == .invalidParameter(key: "newName", message: "“../x” is not a file name"))
    }

    @Test func moveCopyAndDuplicate() async throws {
        let root = try makeSandbox()
        let moved = try await run(sandbox: root) { s in
            s.add(finder("MoveItemsIntent", ["entities": "a.txt", "destinationFolder": "archive"]))
        }
        #expect(exists(root, "archive/a.txt") && !exists(root, "a.txt"))
        guard case .file(let file) = moved.output else { return }
        #expect(file.sandboxPath == "archive/a.txt" && file.data == Data("A".utf8))

        // Copy keeps the source; a conflict fails unless overwriteConflicts.
        _ = try await run(sandbox: root) { s in
            s.add(finder("CopyItemsIntent", ["sources": "docs/b.txt", "destination": "archive"]))
        }
        #expect(exists(root, "archive/b.txt") && exists(root, "docs/b.txt"))
        let conflict = try await failure(sandbox: root) { s in
            s.add(finder("CopyItemsIntent", ["sources": "docs/b.txt", "destination": "archive"]))
        }
        #expect(conflict?.message == "“archive/b.txt” already exists")
        _ = try await run(sandbox: root) { s in
            s.add(
                finder(
                    "CopyItemsIntent", ["sources": "docs/b.txt", "destination": "archive", "overwriteConflicts": true]))
        }
        // A folder cannot go into itself.
        let intoItself = try await failure(sandbox: root) { s in
            s.add(finder("MoveItemsIntent", ["entities": "docs", "destinationFolder": "docs"]))
        }
        #expect(intoItself?.message == "“docs” cannot go inside itself")

        // Duplicates: `b copy.txt`, then `b copy 2.txt`, beside the original.
        for _ in 0..<2 {
            _ = try await run(sandbox: root) { s in s.add(finder("DuplicateItemsIntent", ["sources": "docs/b.txt"])) }
        }
        #expect(exists(root, "docs/b copy.txt") && exists(root, "docs/b copy 2.txt"))
        let missing = try await failure(sandbox: root) { s in
            s.add(finder("DuplicateItemsIntent", ["sources": "nope.txt"]))
        }
        #expect(missing?.message == "there is no file “nope.txt” in the sandbox folder")
    }

    @Test func trashMovesIntoTheSandboxsTrash() async throws {
        let root = try makeSandbox()
        _ = try await run(sandbox: root) { s in s.add(finder("TrashItemsIntent", ["entities": "docs/b.txt"])) }
        #expect(!exists(root, "docs/b.txt") && exists(root, ".Trash/b.txt"))
        // The trash is hidden from Get Contents of Folder.
        let listed = try await run(sandbox: root) { s in s.add(act("file.getfoldercontents", ["WFFolder": "/"])) }
        #expect(listed.output.items.count == 3)
        let rootRefused = try await failure(sandbox: root) { s in s.add(finder("TrashItemsIntent", ["entities": "/"])) }
        #expect(rootRefused?.message == "“/” cannot be put in the trash")
    }

    @Test func compressWritesAZipOfTheItems() async throws {
        let root = try makeSandbox()
        let one = try await run(sandbox: root) { s in s.add(finder("CompressItemsIntent", ["sources": "a.txt"])) }
        guard case .file(let zip) = one.output else {
            Issue.record("no archive: \(one.output)")
            return
        }
        #expect(zip.name == "a.txt.zip" && exists(root, "a.txt.zip"))
        // Read back with Extract Archive.
        let extracted = try await run(sandbox: root) { s in
            let archive = s.add(finder("CompressItemsIntent", ["sources": "docs", "destination": "archive"]))
            s.add(act("unzip", ["WFArchive": Value(archive)]))
        }
        #expect(exists(root, "archive/docs.zip"))
        #expect(extracted.output.items.count == 1)
        guard case .file(let inner)? = extracted.output.items.first else { return }
        #expect(inner.data == Data("B".utf8))
        // Several items make Archive.zip; another format is refused.
        _ = try await run(sandbox: root) { s in
            s.add(finder("CompressItemsIntent", ["sources": .list(["a.txt", "docs"])]))
        }
        #expect(exists(root, "Archive.zip"))
        let rar = try await failure(sandbox: root) { s in
            s.add(finder("CompressItemsIntent", ["sources": "a.txt", "format": "rar"]))
        }
        #expect(rar?.reason == .invalidParameter(key: "format", message: "the runtime writes ZIP archives, not “rar”"))
    }
}

/// Stop Shortcut and Run Shortcut as App Intents. Expectations: ToolKit v78
/// (`com.apple.shortcuts.StopWorkflowAction` with `runningContextIdentifier`;
/// `com.apple.shortcuts.RunShortcutIntent` with its one parameter `shortcut`) and the actions
/// they stand for (Stop This Shortcut, Run Shortcut).
@Suite struct ShortcutIntentActionTests {
    @Test func stopShortcutStopsTheRun() async throws {
        let result = try await run { s in
            s.add(.text(text: "kept"))
            s.add(Action("com.apple.shortcuts.StopWorkflowAction", [:]))
            s.add(.text(text: "never"))
        }
        #expect(result.output == .text("kept"))
        #expect(result.ending == .stopped)
    }

    @Test func runShortcutIntentRunsTheNamedShortcut() async throws {
        let other = try Shortcut.build(name: "Other", checks: .none) { s in s.add(.text(text: "from other")) }
        let byTitle = try await run(library: ["Other": other]) { s in
            s.add(
                Action(
                    "com.apple.shortcuts.RunShortcutIntent",
                    [
                        "shortcut": Value(
                            .linkDynamicOption(LinkDynamicOption(identifier: "x", title: "Other", subtitle: nil)))
                    ]))
        }
        #expect(byTitle.output == .text("from other"))
        let byText = try await run(library: ["Other": other]) { s in
            s.add(Action("com.apple.shortcuts.RunShortcutIntent", ["shortcut": "Other"]))
        }
        #expect(byText.output == .text("from other"))
        let unknown = try await failure { s in
            s.add(Action("com.apple.shortcuts.RunShortcutIntent", ["shortcut": "Missing"]))
        }
        #expect(unknown?.reason == .shortcutNotFound(name: "Missing"))
        #expect(unknown?.actionName == "Run Shortcut (Shortcuts)")
    }
}
