import Foundation
import ShortcutKit

/// `swift run -c release shortcut-benchmarks [--corpus DIR] [--only NAME,...] [--shortcut PATH] [--modules DIR]`
/// (sections: binary, xml, model, lzfse, render, inspect, audit, check, sign, diff, catalog, decompile, appshortcuts,
/// cloud, runtime, test, mcp, gallery, program)
///
/// Every figure is measured in this run, baseline included (Foundation, the reference LZFSE C
/// library, the ideal fetch time), and printed with its target.
@main
enum BenchmarkMain {
    static func main() async throws {
        let arguments = CommandLine.arguments
        if let index = arguments.firstIndex(of: "--peak-memory"), index + 1 < arguments.count {
            try MemoryBenchmark.measureChild(path: arguments[index + 1])
            return
        }
        let corpusPath = value(after: "--corpus", in: arguments) ?? "../shared/corpus"
        let only = value(after: "--only", in: arguments).map { Set($0.split(separator: ",").map(String.init)) }
        func wanted(_ name: String) -> Bool { only?.contains(name) ?? true }

        let corpus = try CorpusFiles(root: URL(fileURLWithPath: corpusPath))
        print(
            "ShortcutKit benchmarks — corpus: \(corpus.binary.count) binary, \(corpus.xml.count) XML, \(corpus.signed.count) signed files"
        )
        let synthetic = SyntheticShortcut.make(actions: 10_000)
        var results: [BenchmarkResult] = []

        if wanted("binary") {
            let syntheticBinary = try synthetic.encoded(as: .binary)
            results += try BinaryPropertyListBenchmark.run(corpus: corpus.binary, synthetic: syntheticBinary)
        }
        if wanted("xml") {
            let syntheticXML = try synthetic.encoded(as: .xml)
            results += try XMLPropertyListBenchmark.run(corpus: corpus.xml, synthetic: syntheticXML)
        }
        if wanted("model") {
            results += try ModelBenchmark.run(corpus: corpus)
            let largest = try largestFiles(in: corpus.root, folders: ["binary", "xml"], count: 2)
            results += try MemoryBenchmark.run(files: largest)
        }
        if wanted("lzfse") {
            results += try LZFSEBenchmark.run(
                streams: try LZFSEBenchmark.signedCorpusStreams(in: corpus.root.appendingPathComponent("signed")))
        }
        if wanted("render"), let largest = RenderBenchmark.largest(in: corpus.unsigned + corpus.signed) {
            results += try RenderBenchmark.run(largest: largest)
        }
        if wanted("inspect") {
            results += try InspectBenchmark.run(corpus: corpus, tool: value(after: "--shortcut", in: arguments))
        }
        if wanted("audit") {
            results += try AuditBenchmark.run(corpus: corpus)
        }
        if wanted("check") {
            results += try CheckBenchmark.run(corpus: corpus)
        }
        if wanted("sign") {
            results += try SignBenchmark.run(corpus: corpus)
        }
        if wanted("diff") {
            results += try DiffBenchmark.run(corpus: corpus)
        }
        if wanted("catalog") {
            results += try CatalogBenchmark.run()
        }
        if wanted("decompile") {
            results += try DecompileBenchmark.run(corpus: corpus, modules: value(after: "--modules", in: arguments))
        }
        if wanted("program") {
            results += try ProgramBenchmark.run()
        }
        if wanted("appshortcuts") {
            results += AppShortcutsBenchmark.run()
        }
        if wanted("cloud") {
            results += try await CloudFetchBenchmark.run()
        }
        if wanted("runtime") {
            results += try await RuntimeBenchmark.run()
        }
        if wanted("test") {
            results += try await TestRunnerBenchmark.run()
        }
        if wanted("mcp") {
            results += try await MCPBenchmark.run()
        }
        if wanted("gallery") {
            results += try await GalleryBenchmark.run(corpus: corpus)
        }
        report(results)
    }

    static func value(after flag: String, in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }

    static func largestFiles(in root: URL, folders: [String], count: Int) throws -> [String] {
        var files: [(String, Int)] = []
        for folder in folders {
            for url in try CorpusFiles.files(in: root.appendingPathComponent(folder)) {
                let size = (try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
                files.append((url.path, size))
            }
        }
        return files.sorted { $0.1 > $1.1 }.prefix(count).map(\.0)
    }

    static func report(_ results: [BenchmarkResult]) {
        print("")
        for result in results {
            var line = "\(result.met ? "✔" : "✘") \(result.name): \(format(result.value)) \(result.unit)"
            if let baseline = result.baseline {
                line += " — \(result.baselineName ?? "baseline") \(format(baseline)) \(result.unit)"
                if baseline > 0 { line += " (ratio \(format(result.value / baseline))×)" }
            }
            line += " — target \(result.target)"
            print(line)
        }
        let failed = results.filter { !$0.met }.count
        print("\n\(results.count - failed) of \(results.count) targets met")
    }

    static func format(_ value: Double) -> String {
        value >= 100
            ? String(format: "%.0f", value) : value >= 1 ? String(format: "%.2f", value) : String(format: "%.4f", value)
    }
}
