import Foundation
import ShortcutAuthoring
import TestSupport
import Testing

/// The "from Swift to a file" paths, compiled and run for real: the `main.swift` that
/// `shortcut new` scaffolds, and `shortcut decompile --main` output. Both import `ShortcutKit`;
/// here they compile against the DSL library with `-module-alias ShortcutKit=ShortcutAuthoring`
/// (everything they use lives there), which avoids building the whole kit as a shared library.
@Suite struct SwiftToShortcutTests {
    static let alias = ["-module-alias", "ShortcutKit=ShortcutAuthoring"]

    func tool(_ compiler: DSLCompiler) -> URL { compiler.products.appendingPathComponent("shortcut") }

    @Test func theScaffoldedPackageMainWritesItsShortcut() throws {
        guard let compiler = try Self.compiler() else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("new-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let created = try ProgramRun.run(
            tool(compiler), ["new", "Greeter", "--directory", folder.path, "--kit", "/opt/kit"])
        #expect(created.status == 0, "\(created.output)")
        let main = folder.appendingPathComponent("Greeter/Sources/Greeter/main.swift")
        let program = try compiler.buildExecutable(
            [main], output: folder.appendingPathComponent("greeter"), extraFlags: Self.alias)
        let output = folder.appendingPathComponent("Greeter.shortcut")
        let ran = try ProgramRun.run(program, [output.path])
        #expect(ran.status == 0, "\(ran.output)")
        let document = try ShortcutDocument(data: try Data(contentsOf: output))
        #expect(document.encoding == .binary)
        #expect(
            document.shortcut.actions.map(\.identifier) == [
                "is.workflow.actions.ask", "is.workflow.actions.gettext", "is.workflow.actions.showresult",
            ])
    }

    @Test func decompiledMainRebuildsTheExampleToTheSamePlist() throws {
        guard let compiler = try Self.compiler() else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("main-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let example = Corpus.packageRoot.appendingPathComponent("Examples/WeatherReport.shortcut")
        let main = folder.appendingPathComponent("main.swift")
        let decompiled = try ProgramRun.run(tool(compiler), ["decompile", example.path, "--main", "-o", main.path])
        #expect(decompiled.status == 0, "\(decompiled.output)")
        let program = try compiler.buildExecutable(
            [main], output: folder.appendingPathComponent("weather"), extraFlags: Self.alias)
        let ran = try ProgramRun.run(program, [])  // no path: the plist goes to stdout
        #expect(ran.status == 0)
        #expect(ran.output.hasPrefix("bplist00"))
        let toFile = folder.appendingPathComponent("rebuilt.shortcut")
        #expect(try ProgramRun.run(program, [toFile.path]).status == 0)
        let original = try PropertyListValue(decoding: try Data(contentsOf: example))
        let written = try PropertyListValue(decoding: try Data(contentsOf: toFile))
        #expect(written.isEquivalent(to: original), "\(original.firstDifference(from: written) ?? "")")
    }

    static func compiler() throws -> DSLCompiler? {
        do {
            return try DSLCompiler.locate()
        } catch DSLCompiler.Unavailable.noToolchain {
            _ = Prerequisite.require(false, "swiftc on PATH")
            return nil
        }
    }
}
