import Foundation
import ShortcutAuthoring
import ShortcutModel
import ShortcutRuntime
import Testing

/// Get Contents of Folder, Get Parent Directory and Move File in the sandbox folder.
/// Expectations: the Shortcuts User Guide's descriptions (a folder's files and folders; the
/// folder a file is in; a file moved into a folder, replacing a file of the same name only when
/// asked) and the catalog's parameters (`WFFolder`, `Recursive`, `WFFile`, `WFReplaceExisting`).
@Suite struct FolderActionTests {
    /// A sandbox holding `a.txt`, `docs/b.txt`, `docs/deep/c.txt` and an empty `archive` folder.
    func sandbox() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "runtime-folders-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("docs/deep"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("archive"), withIntermediateDirectories: true)
        try Data("A".utf8).write(to: folder.appendingPathComponent("a.txt"))
        try Data("B".utf8).write(to: folder.appendingPathComponent("docs/b.txt"))
        try Data("C".utf8).write(to: folder.appendingPathComponent("docs/deep/c.txt"))
        return folder
    }

    func file(_ name: String, _ text: String) -> RuntimeValue {
        .file(RuntimeFile(name: name, type: "txt", data: Data(text.utf8)))
    }

    let folder = RuntimeFile(name: "deep", type: "public.folder", data: Data())

    @Test func aFoldersContentsByName() async throws {
        let root = try sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        let flat = try await run(sandbox: root) { s in s.add(act("file.getfoldercontents", ["WFFolder": "docs"])) }
        #expect(flat.output == .list([file("b.txt", "B"), .file(folder)]))
        let deep = try await run(sandbox: root) { s in
            s.add(act("file.getfoldercontents", ["WFFolder": "docs", "Recursive": true]))
        }
        #expect(deep.output == .list([file("b.txt", "B"), file("c.txt", "C")]))
    }

    @Test func aCreatedFolderIsFoundWhereItIsNested() async throws {
        let root = try sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        // Create Folder's output is the folder `deep`; its contents are those of docs/deep.
        let result = try await run(sandbox: root) { s in
            s.add(act("file.createfolder", ["WFFilePath": "docs/deep"]))
            s.add(act("file.getfoldercontents"))
        }
        #expect(result.output == .list([file("c.txt", "C")]))
    }

    @Test func theParentOfAFileAndOfAFolder() async throws {
        let root = try sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try await run(sandbox: root) { s in
            s.add(act("documentpicker.open", ["WFGetFilePath": "docs/deep/c.txt", "WFShowFilePicker": false]))
            s.add(act("getparentdirectory"))
            s.add(act("getparentdirectory"))
            s.add(act("file.getfoldercontents"))
        }
        #expect(result.trace[1].output == .file(folder))
        #expect(result.trace[2].output == .file(RuntimeFile(name: "docs", type: "public.folder", data: Data())))
        #expect(result.output == .list([file("b.txt", "B"), .file(folder)]))
        let error = try await failure(sandbox: root) { s in s.add(act("getparentdirectory", ["WFInput": "/"])) }
        #expect(error?.message == "the sandbox folder's parent is outside the sandbox")
    }

    @Test func moveFileIntoAFolderReplacingOnlyWhenAsked() async throws {
        let root = try sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        let moved = try await run(sandbox: root) { s in
            s.add(act("documentpicker.open", ["WFGetFilePath": "a.txt", "WFShowFilePicker": false]))
            s.add(act("file.move", ["WFFolder": "archive"]))
        }
        #expect(moved.output == file("a.txt", "A"))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("archive/a.txt").path))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("a.txt").path))

        try Data("new".utf8).write(to: root.appendingPathComponent("a.txt"))
        let refused = try await failure(sandbox: root) { s in
            s.add(act("file.move", ["WFFile": "a.txt", "WFFolder": "archive"]))
        }
        #expect(refused?.message == "“archive/a.txt” already exists")
        _ = try await run(sandbox: root) { s in
            s.add(act("file.move", ["WFFile": "a.txt", "WFFolder": "archive", "WFReplaceExisting": true]))
        }
        #expect(
            FileManager.default.contents(atPath: root.appendingPathComponent("archive/a.txt").path) == Data("new".utf8))
    }

    @Test func pathsOutsideTheSandboxOrMissingFail() async throws {
        let root = try sandbox()
        defer { try? FileManager.default.removeItem(at: root) }
        let escape = try await failure(sandbox: root) { s in s.add(act("file.getfoldercontents", ["WFFolder": "../.."]))
        }
        #expect(escape?.message == "the path “../..” leaves the sandbox folder")
        let missing = try await failure(sandbox: root) { s in
            s.add(act("file.move", ["WFFile": "nope.txt", "WFFolder": "archive"]))
        }
        #expect(missing?.message == "there is no file “nope.txt” in the sandbox folder")
        let notFolder = try await failure(sandbox: root) { s in
            s.add(act("file.getfoldercontents", ["WFFolder": "a.txt"]))
        }
        #expect(notFolder?.message == "there is no folder “a.txt” in the sandbox folder")
    }
}
