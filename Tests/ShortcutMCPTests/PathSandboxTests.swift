import Foundation
import ShortcutMCP
import Testing

/// The path check every tool argument passes: inside the root, or refused with the reason.
struct PathSandboxTests {
    /// A fresh root with `inside.txt`, a folder `sub/`, and, beside the root, `outside.txt`.
    static func makeRoot() throws -> (root: URL, outside: URL) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("mcp-sandbox-\(UUID().uuidString)")
        let root = base.appendingPathComponent("root")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data("in".utf8).write(to: root.appendingPathComponent("inside.txt"))
        try Data("in".utf8).write(to: root.appendingPathComponent("sub/deeper.txt"))
        let outside = base.appendingPathComponent("outside.txt")
        try Data("out".utf8).write(to: outside)
        return (root, outside)
    }

    static func reason(_ body: () throws(MCPToolError) -> URL) -> MCPToolError.Reason? {
        do {
            _ = try body()
            return nil
        } catch {
            return error.reason
        }
    }

    @Test func relativeAndAbsolutePathsInsideTheRootResolve() throws {
        let (root, _) = try Self.makeRoot()
        let sandbox = try PathSandbox(root: root)
        let real = sandbox.root
        #expect(
            try sandbox.resolve("inside.txt", for: .read, tool: "t", argument: "path").path
                == real.appendingPathComponent("inside.txt").path)
        #expect(
            try sandbox.resolve("./sub/./deeper.txt", for: .read, tool: "t", argument: "path").path
                == real.appendingPathComponent("sub/deeper.txt").path)
        #expect(
            try sandbox.resolve(real.path + "/sub/deeper.txt", for: .read, tool: "t", argument: "path").path
                == real.appendingPathComponent("sub/deeper.txt").path)
        #expect(
            try sandbox.resolve("sub/new.shortcut", for: .write, tool: "t", argument: "path").path
                == real.appendingPathComponent("sub/new.shortcut").path)
        #expect(sandbox.relative(real.appendingPathComponent("sub/new.shortcut")) == "sub/new.shortcut")
    }

    @Test func dotDotIsRefusedEvenWhenItWouldComeBackInside() throws {
        let (root, _) = try Self.makeRoot()
        let sandbox = try PathSandbox(root: root)
        for path in [
            "../outside.txt", "sub/../inside.txt", "sub/../../outside.txt", "..", root.path + "/../outside.txt",
        ] {
            for purpose in [PathSandbox.Purpose.read, .write] {
                let reason = Self.reason { () throws(MCPToolError) in
                    try sandbox.resolve(path, for: purpose, tool: "t", argument: "path")
                }
                guard case .outsideRoot(let detail)? = reason else {
                    Issue.record("\(path) (\(purpose)): \(String(describing: reason))")
                    continue
                }
                #expect(detail.contains(".."))
            }
        }
    }

    @Test func absolutePathsOutsideTheRootAreRefused() throws {
        let (root, outside) = try Self.makeRoot()
        let sandbox = try PathSandbox(root: root)
        for path in [outside.path, "/etc/passwd", "/", "/tmp/new.shortcut"] {
            let reason = Self.reason { () throws(MCPToolError) in
                try sandbox.resolve(path, for: path.hasSuffix("shortcut") ? .write : .read, tool: "t", argument: "p")
            }
            guard case .outsideRoot(let detail)? = reason else {
                Issue.record("\(path): \(String(describing: reason))")
                continue
            }
            #expect(detail.contains("outside the root folder"))
        }
    }

    @Test func symbolicLinksOutAreRefusedForReadingAndWriting() throws {
        let (root, outside) = try Self.makeRoot()
        let manager = FileManager.default
        try manager.createSymbolicLink(at: root.appendingPathComponent("link.txt"), withDestinationURL: outside)
        try manager.createSymbolicLink(
            at: root.appendingPathComponent("away"), withDestinationURL: outside.deletingLastPathComponent())
        try manager.createSymbolicLink(
            at: root.appendingPathComponent("inner.txt"), withDestinationURL: root.appendingPathComponent("inside.txt"))
        let sandbox = try PathSandbox(root: root)
        let cases: [(String, PathSandbox.Purpose)] = [
            ("link.txt", .read), ("link.txt", .write), ("away/outside.txt", .read), ("away/new.shortcut", .write),
        ]
        for (path, purpose) in cases {
            let reason = Self.reason { () throws(MCPToolError) in
                try sandbox.resolve(path, for: purpose, tool: "t", argument: "path")
            }
            guard case .outsideRoot(let detail)? = reason else {
                Issue.record("\(path) (\(purpose)): \(String(describing: reason))")
                continue
            }
            #expect(detail.contains("symbolic link"))
        }
        // A link that stays inside is followed.
        #expect(
            try sandbox.resolve("inner.txt", for: .read, tool: "t", argument: "path").lastPathComponent
                == "inside.txt")
    }

    @Test func missingFilesFoldersAndOddPathsNameTheArgument() throws {
        let (root, _) = try Self.makeRoot()
        let sandbox = try PathSandbox(root: root)
        let cases: [(String, PathSandbox.Purpose)] = [
            ("nothing.shortcut", .read), ("sub", .read), ("sub", .write), ("no/such/folder.shortcut", .write),
            (".", .read), ("", .read), ("a\0b", .read),
        ]
        for (path, purpose) in cases {
            do {
                _ = try sandbox.resolve(path, for: purpose, tool: "check_shortcut", argument: "path")
                Issue.record("\(path) resolved")
            } catch {
                #expect(error.tool == "check_shortcut")
                #expect(error.location == "path")
                #expect(error.description.hasPrefix("check_shortcut: path: "))
            }
        }
    }

    @Test func aRootThatIsNotAFolderIsRefused() throws {
        let (root, outside) = try Self.makeRoot()
        #expect(throws: MCPToolError.self) { try PathSandbox(root: outside) }
        #expect(throws: MCPToolError.self) { try PathSandbox(root: root.appendingPathComponent("missing")) }
    }
}
