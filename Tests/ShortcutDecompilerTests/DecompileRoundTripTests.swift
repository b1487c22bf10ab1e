import Foundation
import ShortcutAuthoring
import ShortcutDecompiler
import TestSupport
import Testing

/// Decompiles every shortcut of the corpus, compiles the sources, runs them, and checks that
/// each rebuilt shortcut is value-equal to the original plist.
@Suite struct DecompileRoundTripTests {
    /// Files per `swiftc` invocation: one function each, one `main.swift` per batch.
    static let batchSize = 40
    /// The share of stored parameter values written through labelled typed arguments, over the
    /// whole corpus and over its modern files (``ModernFiles``): the bounds below the measured
    /// figures that the decompile tests assert (Docs/Authoring.md quotes both).
    static let corpusTypedShare = 0.997
    static let modernTypedShare = 0.997

    @Test func everyCorpusShortcutRebuildsValueEqualFromItsDecompiledSwift() throws {
        guard Corpus.isAvailable else { return Corpus.noteMissing() }
        let compiler: DSLCompiler
        do {
            compiler = try DSLCompiler.locate()
        } catch DSLCompiler.Unavailable.noToolchain {
            _ = Prerequisite.require(false, "swiftc on PATH")
            return
        }
        let entries = try Corpus.entries(kinds: ["binary", "xml", "signed"])
        #expect(entries.count > 400)
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("roundtrip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }

        var originals: [Int: PropertyListValue] = [:]
        var statistics = DecompileStatistics()
        var modern = DecompileStatistics()
        var modernFiles = 0
        var largest: (actions: Int, file: URL)?
        var batches: [[URL]] = []
        let decompiler = ShortcutDecompiler()
        for (index, entry) in entries.enumerated() {
            let document = try ShortcutDocument(data: try entry.data())
            originals[index] = document.propertyList
            let source = decompiler.decompile(document.shortcut, functionName: "rebuild\(index)", origin: entry.file)
            statistics = statistics + source.statistics
            if ModernFiles.contains(document.shortcut) {
                modern = modern + source.statistics
                modernFiles += 1
            }
            let file = work.appendingPathComponent("Shortcut\(index).swift")
            try source.text.write(to: file, atomically: true, encoding: .utf8)
            if batches.isEmpty || batches[batches.count - 1].count == Self.batchSize { batches.append([]) }
            batches[batches.count - 1].append(file)
            if document.shortcut.actions.count > (largest?.actions ?? -1) {
                largest = (document.shortcut.actions.count, file)
            }
        }

        if let largest {
            let seconds = try compiler.typeCheck([largest.file])
            let time = String(format: "%.1f", seconds)
            print("decompile round trip: largest file (\(largest.actions) actions) type-checks in \(time) s")
        }

        let started = Date()
        var batchStart = 0
        for (number, files) in batches.enumerated() {
            let indices = batchStart..<(batchStart + files.count)
            batchStart += files.count
            let main = work.appendingPathComponent("batch\(number)/main.swift")
            try FileManager.default.createDirectory(
                at: main.deletingLastPathComponent(), withIntermediateDirectories: true)
            var text = "import Foundation\nimport ShortcutAuthoring\n\nlet folder = CommandLine.arguments[1]\n"
            text += "func emit(_ index: Int, _ make: () throws -> Shortcut) {\n"
            text += "    let url = URL(fileURLWithPath: folder + \"/\\(index).plist\")\n"
            text += "    do { try make().encoded(as: .binary).write(to: url) }\n"
            text += "    catch { print(\"rebuild\\(index): \\(error)\") }\n}\n"
            for index in indices { text += "emit(\(index), rebuild\(index))\n" }
            try text.write(to: main, atomically: true, encoding: .utf8)
            let executable = try compiler.buildExecutable(
                files + [main], output: work.appendingPathComponent("batch\(number)/run"))
            let outputs = work.appendingPathComponent("out")
            try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
            let result = try ProgramRun.run(executable, [outputs.path])
            #expect(result.status == 0, "batch \(number): \(result.output)")
            #expect(result.output.isEmpty, "batch \(number): \(result.output)")
        }
        let compileSeconds = Date().timeIntervalSince(started)

        var equal = 0
        for (index, entry) in entries.enumerated() {
            let url = work.appendingPathComponent("out/\(index).plist")
            guard let data = try? Data(contentsOf: url) else {
                Issue.record("\(entry.file): no rebuilt output")
                continue
            }
            let rebuilt = try PropertyListValue(decoding: data)
            let original = try #require(originals[index])
            if rebuilt.isEquivalent(to: original) {
                equal += 1
            } else {
                Issue.record("\(entry.file): differs at \(original.firstDifference(from: rebuilt) ?? "?")")
            }
        }
        print(
            "decompile round trip: \(equal)/\(entries.count) files value-equal; \(batches.count) batches compiled and "
                + "run in \(String(format: "%.0f", compileSeconds)) s")
        print(statistics.report)
        print("modern files (\(modernFiles), client version ≥ \(ModernFiles.minimumClientVersion)):\n\(modern.report)")
        #expect(equal == entries.count)
        // The figures the README and Docs/Authoring.md quote (defined in DecompileStatistics).
        #expect(modernFiles >= 10)
        #expect(statistics.typedParameterShare >= Self.corpusTypedShare, "\(statistics.typedParameterSummary)")
        #expect(modern.typedParameterShare >= Self.modernTypedShare, "modern files: \(modern.typedParameterSummary)")
        #expect(statistics.enumerationCaseShare >= 0.99)
        #expect(statistics.conditionParameters == 0)

    }

}
