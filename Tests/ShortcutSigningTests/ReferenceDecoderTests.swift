import Foundation
import TestSupport
import Testing

@testable import ShortcutSigning

@Suite("Apple's reference LZFSE decoder")
struct ReferenceDecoderTests {
    /// True when `python3 -c "import lzfse"` works; otherwise the test says so and skips.
    static let referenceAvailable: Bool = {
        run(["-c", "import lzfse"]).status == 0
    }()

    static func run(_ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (127, "\(error)") }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    @Test(
        "every segment stream the signer writes for the unsigned corpus decodes with the reference decoder",
        .enabled(if: Corpus.runs && Prerequisite.runs(when: referenceAvailable, "python3 with PyPI lzfse")))
    func corpusStreamsDecode() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lzfse-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let layout = ShortcutArchiveLayout.standard(modificationTime: Date(timeIntervalSince1970: 1_700_000_000))
        var count = 0
        for entry in try Corpus.entries(kinds: ["binary", "xml"]) {
            let workflow = try SignedShortcutWriter.binaryWorkflow(try Data(contentsOf: entry.url))
            let archive = try layout.archive(workflow: workflow)
            // Exactly what AEAWriter compresses: each segment-sized chunk of the archive.
            var start = 0
            while start < archive.count {
                let chunk = Array(archive[start..<min(archive.count, start + Int(AEAWriter.defaultSegmentSize))])
                let base = folder.appendingPathComponent("\(count)")
                try Data(PayloadCompression.encode(chunk)).write(to: base.appendingPathExtension("lzfse"))
                try Data(chunk).write(to: base.appendingPathExtension("raw"))
                count += 1
                start += chunk.count
            }
        }
        let script = Corpus.packageRoot.appendingPathComponent("Scripts/lzfse_reference.py").path
        let result = Self.run([script, "check", folder.path])
        #expect(result.status == 0, "\(result.output.prefix(2000))")
        #expect(result.output.contains("CHECKED \(count)"), "\(result.output.prefix(500))")
    }
}
