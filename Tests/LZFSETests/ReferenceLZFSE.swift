import Foundation
import TestSupport

/// Apple's reference C decoder and encoder (PyPI `lzfse`) through `Scripts/lzfse_reference.py`
/// (`check`, `encode-time`).
///
/// Outside CI a missing `python3` or `lzfse` module makes the check unavailable (the caller
/// skips with a note); when the `CI` environment variable is set it is an error, so CI cannot
/// pass without running the reference.
enum ReferenceLZFSE {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    enum Outcome: Equatable {
        /// The reference decoded every stream to its expected bytes.
        case checked(Int)
        /// Streams the reference rejected or decoded differently, one line each.
        case mismatches([String])
        /// No reference here (not in CI): the reason.
        case unavailable(String)
    }

    /// Writes every `(name, raw, stream)` to a temporary folder and lets the reference decode them.
    static func check(_ cases: [(name: String, raw: [UInt8], stream: [UInt8])]) throws -> Outcome {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for item in cases {
            try Data(item.raw).write(to: folder.appendingPathComponent(item.name + ".raw"))
            try Data(item.stream).write(to: folder.appendingPathComponent(item.name + ".lzfse"))
        }
        let run = try runScript(["check", folder.path])
        let lines = run.stdout.split(separator: "\n").map(String.init)
        switch run.status {
        case 0:
            guard let count = lines.first(where: { $0.hasPrefix("CHECKED ") }).flatMap({ Int($0.dropFirst(8)) })
            else { throw Failure(description: "unreadable reference output: \(run.stdout)") }
            return .checked(count)
        case 1:
            return .mismatches(lines.filter { $0.hasPrefix("MISMATCH ") })
        default:
            return .unavailable(try unavailableReason(run))
        }
    }

    /// The total size of the reference encoder's streams for `inputs` (`encode-time`'s `SIZE`),
    /// or nil when the reference is unavailable here (not in CI).
    static func encodedSize(of inputs: [[UInt8]]) throws -> Int? {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, input) in inputs.enumerated() {
            try Data(input).write(to: folder.appendingPathComponent(String(format: "%05d.raw", index)))
        }
        let run = try runScript(["encode-time", folder.path, "1"])
        guard run.status == 0 else {
            _ = try unavailableReason(run)
            return nil
        }
        let sizeLine = run.stdout.split(separator: "\n").first { $0.hasPrefix("SIZE ") }
        guard let size = sizeLine.flatMap({ Int($0.dropFirst(5)) }) else {
            throw Failure(description: "unreadable reference output: \(run.stdout)")
        }
        return size
    }

    private static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("lzfse-reference-\(ProcessInfo.processInfo.processIdentifier)-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// `Scripts/lzfse_reference.py` with `arguments`; status 127 when python3 cannot be started.
    private static func runScript(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let script = Corpus.packageRoot.appendingPathComponent("Scripts/lzfse_reference.py").path
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
            return (127, "", "python3 could not be started (\(error))")
        }
        let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, stdout, stderr)
    }

    /// Why the reference could not run (exit status 3: no `lzfse` module; 127: no python3).
    /// Any other failure, and any failure in CI, is an error.
    private static func unavailableReason(_ run: (status: Int32, stdout: String, stderr: String)) throws -> String {
        let reason: String
        switch run.status {
        case 3: reason = run.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
        case 127: reason = run.stderr.isEmpty ? "python3 not found" : run.stderr
        default: throw Failure(description: "reference script exited with \(run.status): \(run.stderr)")
        }
        if Prerequisite.isCI {
            throw Failure(description: "the reference LZFSE implementation must run in CI: \(reason)")
        }
        print("note: reference LZFSE implementation unavailable, comparison skipped: \(reason)")
        return reason
    }
}
