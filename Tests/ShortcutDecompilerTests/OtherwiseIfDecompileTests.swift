import Foundation
import ModelTestSupport
import ShortcutAuthoring
import ShortcutDecompiler
import TestSupport
import Testing

/// Otherwise If (OS 27) decompiles to `otherwiseIf:` with one `OtherwiseIf(…)` per branch, and the
/// source, compiled and run, rebuilds the same plist; an If in an order the DSL cannot write (a
/// plain Otherwise before an Otherwise If) stays straight-line and round-trips too.
@Suite struct OtherwiseIfDecompileTests {
    let decompiler = ShortcutDecompiler()

    @Test func theSourceUsesOtherwiseIf() {
        let source = decompiler.decompile(OtherwiseIfExample.shortcut(), functionName: "branches")
        let text = source.text
        #expect(text.contains("try s.if(number, .isGreaterThan(10), group: "), "\(text)")
        #expect(text.contains("} otherwiseIf: {\n"))
        #expect(text.contains("    OtherwiseIf(number, .isGreaterThan(2)) {\n"))
        #expect(text.contains("    OtherwiseIf(number, .is(1)) {\n"))
        #expect(text.contains("} otherwise: {\n"))
        #expect(source.statistics.closureBlocks == 1)
        #expect(source.statistics.straightLineBlocks == 0)
        let disordered = decompiler.decompile(OtherwiseIfExample.otherwiseBeforeOtherwiseIf(), functionName: "odd")
        #expect(!disordered.text.contains("otherwiseIf:"))
        #expect(disordered.statistics.straightLineBlocks == 1)
    }

    @Test func theDecompiledSourceRebuildsTheSamePlist() throws {
        guard let compiler = try SwiftToShortcutTests.compiler() else { return }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("otherwise-if-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let shortcuts = [
            OtherwiseIfExample.shortcut(number: 3), OtherwiseIfExample.otherwiseBeforeOtherwiseIf(),
            try Shortcut.build(seed: "no-otherwise") { s in
                let value = s.add(.number(number: 4))
                let text = s.add(.text(text: "x"))
                try s.if(value, .isLessThan(1)) {
                    s.add(.text(text: "small"))
                } otherwiseIf: {
                    OtherwiseIf(text, .contains("y"), legacyComparison: true) {}
                    OtherwiseIf(value, .hasAnyValue) { s.add(.text(text: "any")) }
                }
            },
        ]
        var files: [URL] = []
        var main = "import Foundation\nimport ShortcutAuthoring\n\nlet folder = CommandLine.arguments[1]\n"
        for (index, shortcut) in shortcuts.enumerated() {
            let file = work.appendingPathComponent("Shortcut\(index).swift")
            try decompiler.decompile(shortcut, functionName: "rebuild\(index)").text.write(
                to: file, atomically: true, encoding: .utf8)
            files.append(file)
            main +=
                "try rebuild\(index)().encoded(as: .binary).write(to: URL(fileURLWithPath: folder + \"/\(index)\"))\n"
        }
        let mainFile = work.appendingPathComponent("main.swift")
        try main.write(to: mainFile, atomically: true, encoding: .utf8)
        let program = try compiler.buildExecutable(files + [mainFile], output: work.appendingPathComponent("run"))
        let ran = try ProgramRun.run(program, [work.path])
        #expect(ran.status == 0, "\(ran.output)")
        for (index, shortcut) in shortcuts.enumerated() {
            let rebuilt = try PropertyListValue(decoding: try Data(contentsOf: work.appendingPathComponent("\(index)")))
            #expect(
                rebuilt.isEquivalent(to: shortcut.propertyList),
                "\(index): \(shortcut.propertyList.firstDifference(from: rebuilt) ?? "")")
        }
    }
}
