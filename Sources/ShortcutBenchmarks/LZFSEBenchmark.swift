import Foundation
import LZFSE

/// Decode speed of ``LZFSEDecoder`` (and, in `LZFSEBenchmark+Encode.swift`, encode speed and
/// compressed size of ``LZFSEEncoder``) against Apple's reference C implementation (PyPI `lzfse`,
/// driven by `Scripts/lzfse_reference.py` in the same run, on the same streams).
///
/// Two workloads: the LZFSE payloads of the signed corpus (many small `bvxn`/`bvx2` streams) and a
/// larger multi-block stream that the reference encoder makes from generated text at run time.
/// Without `python3` or the `lzfse` module the baseline is reported as unavailable.
enum LZFSEBenchmark {
    static let target = "≥ 0.5× reference C (PyPI lzfse)"
    static let requiredRatio = 0.5
    /// Size of the generated text for the large stream.
    static let largeTextSize = 8_000_000
    /// Decoded bytes per timed round, so small inputs are repeated long enough to time.
    static let bytesPerRound = 32 << 20

    struct BenchmarkFailure: Error, CustomStringConvertible {
        var description: String
    }

    static func run(streams: [[UInt8]]) throws -> [BenchmarkResult] {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("lzfse-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        var results: [BenchmarkResult] = []
        if !streams.isEmpty {
            let corpus = folder.appendingPathComponent("corpus")
            results.append(
                try measure(
                    name: "LZFSE decode, \(streams.count) signed-corpus payloads", streams: streams, folder: corpus))
            let payloads = try streams.map { try LZFSEDecoder().decompress($0) }
            results += try measureEncoding(
                name: "\(payloads.count) signed-corpus payloads", inputs: payloads,
                folder: folder.appendingPathComponent("corpus-encode"))
        }

        let large = folder.appendingPathComponent("large")
        try FileManager.default.createDirectory(at: large, withIntermediateDirectories: true)
        let prefix = large.appendingPathComponent("text").path
        switch runReference(["generate", prefix, String(largeTextSize)]) {
        case .success:
            let stream = try [UInt8](Data(contentsOf: URL(fileURLWithPath: prefix + ".lzfse")))
            let text = try [UInt8](Data(contentsOf: URL(fileURLWithPath: prefix + ".raw")))
            guard try LZFSEDecoder().decompress(stream) == text else {
                throw BenchmarkFailure(description: "LZFSE benchmark: generated stream decodes incorrectly")
            }
            try FileManager.default.removeItem(atPath: prefix + ".raw")
            let megabytes = String(format: "%.1f", Double(text.count) / 1e6)
            results += try measureEncoding(
                name: "generated text (\(megabytes) MB)", inputs: [text],
                folder: folder.appendingPathComponent("large-encode"))
            results.append(
                try measure(
                    name: "LZFSE decode, generated text (\(megabytes) MB, \(stream.count) bytes compressed)",
                    streams: [stream], folder: large, alreadyWritten: true))
        case .failure(let reason):
            results.append(
                BenchmarkResult(
                    name: "LZFSE decode, generated text: not run (reference encoder unavailable: \(reason))",
                    value: 0, unit: "MB/s", baseline: nil, baselineName: nil, target: target, met: false))
        }
        return results
    }

    /// Times our decoder on `streams`, then the reference on the same streams written to `folder`.
    private static func measure(
        name: String, streams: [[UInt8]], folder: URL, alreadyWritten: Bool = false
    ) throws -> BenchmarkResult {
        let decoder = LZFSEDecoder()
        var decodedBytes = 0
        for stream in streams { decodedBytes += try decoder.decompress(stream).count }
        let repeats = max(1, bytesPerRound / max(decodedBytes, 1))
        let seconds = try bestTime {
            for _ in 0..<repeats {
                for stream in streams { _ = try decoder.decompress(stream) }
            }
        }
        let ours = Double(decodedBytes * repeats) / seconds / 1e6

        if !alreadyWritten {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (index, stream) in streams.enumerated() {
                let file = folder.appendingPathComponent(String(format: "%05d.lzfse", index))
                try Data(stream).write(to: file)
            }
        }
        let fullName = name + String(format: " (%.2f MB decoded per pass)", Double(decodedBytes) / 1e6)
        switch runReference(["time", folder.path, String(repeats)]) {
        case .success(let output):
            guard let reference = value(named: "MBPS", in: output), reference > 0 else {
                return unavailable(fullName, ours, reason: "unreadable reference output")
            }
            if let referenceBytes = value(named: "BYTES", in: output), Int(referenceBytes) != decodedBytes {
                throw BenchmarkFailure(
                    description: "LZFSE benchmark: reference decoded \(Int(referenceBytes)) bytes, we \(decodedBytes)")
            }
            return BenchmarkResult(
                name: fullName, value: ours, unit: "MB/s", baseline: reference,
                baselineName: "reference C (PyPI lzfse via python3)", target: target,
                met: ours >= requiredRatio * reference)
        case .failure(let reason):
            return unavailable(fullName, ours, reason: reason.description)
        }
    }

    private static func unavailable(_ name: String, _ ours: Double, reason: String) -> BenchmarkResult {
        BenchmarkResult(
            name: name, value: ours, unit: "MB/s", baseline: nil,
            baselineName: "reference C unavailable: \(reason)", target: target, met: false)
    }

    /// The number after `key ` on a line of the script's output.
    static func value(named key: String, in output: String) -> Double? {
        for line in output.split(separator: "\n") where line.hasPrefix(key + " ") {
            return Double(line.dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    /// Runs `python3 Scripts/lzfse_reference.py arguments…`; the failure is a human-readable reason.
    static func runReference(_ arguments: [String]) -> Result<String, BenchmarkFailure> {
        guard let script = referenceScript() else {
            return .failure(BenchmarkFailure(description: "Scripts/lzfse_reference.py not found"))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return .failure(BenchmarkFailure(description: "python3 could not be started (\(error))"))
        }
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: stderr, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return .failure(
                BenchmarkFailure(
                    description: message.isEmpty ? "python3 exited with \(process.terminationStatus)" : message))
        }
        return .success(String(decoding: stdout, as: UTF8.self))
    }

    /// `Scripts/lzfse_reference.py` of the package this file belongs to.
    private static func referenceScript(file: String = #filePath) -> String? {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                let script = folder.appendingPathComponent("Scripts/lzfse_reference.py").path
                return FileManager.default.fileExists(atPath: script) ? script : nil
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// The LZFSE-compressed segments of every signed shortcut (`*.shortcut`) in `directory`
    /// (spec signed-shortcuts.md §3: cluster 0's segments; raw-stored segments are skipped).
    static func signedCorpusStreams(in directory: URL) throws -> [[UInt8]] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".shortcut") }.sorted()
        var streams: [[UInt8]] = []
        for name in names {
            let file = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
            streams += lzfseSegments(of: file)
        }
        return streams
    }

    private static func lzfseSegments(of file: [UInt8]) -> [[UInt8]] {
        func u32(_ offset: Int) -> Int? {
            guard offset >= 0, offset + 4 <= file.count else { return nil }
            return (0..<4).reduce(0) { $0 | Int(file[offset + $1]) << (8 * $1) }
        }
        guard file.starts(with: Array("AEA1".utf8)), let authSize = u32(8),
            let segmentsPerCluster = u32(authSize + 0xEC + 20), authSize + 0xEC + 26 <= file.count
        else { return [] }
        let checksumSize = [0: 0, 1: 8, 2: 32][Int(file[authSize + 0xEC + 25])] ?? 0
        let headers = authSize + 0x13C
        var data = headers + segmentsPerCluster * (8 + checksumSize) + 32 + segmentsPerCluster * 32
        var segments: [[UInt8]] = []
        for index in 0..<segmentsPerCluster {
            guard let decoded = u32(headers + index * (8 + checksumSize)),
                let stored = u32(headers + index * (8 + checksumSize) + 4), stored > 0,
                data + stored <= file.count
            else { break }
            if stored != decoded { segments.append(Array(file[data..<data + stored])) }
            data += stored
        }
        return segments
    }
}
