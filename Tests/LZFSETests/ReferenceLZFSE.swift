import Foundation
import TestSupport

/// Apple's reference C decoder (PyPI `lzfse`) through `Scripts/lzfse_reference.py check`.
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
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("lzfse-reference-\(ProcessInfo.processInfo.processIdentifier)-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for item in cases {
            try Data(item.raw).write(to: folder.appendingPathComponent(item.name + ".raw"))
            try Data(item.stream).write(to: folder.appendingPathComponent(item.name + ".lzfse"))
        }
        let script = Corpus.packageRoot.appendingPathComponent("Scripts/lzfse_reference.py").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, "check", folder.path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return try unavailable("python3 could not be started (\(error))")
        }
        let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = stdout.split(separator: "\n").map(String.init)
        switch process.terminationStatus {
        case 0:
            guard let count = lines.first(where: { $0.hasPrefix("CHECKED ") }).flatMap({ Int($0.dropFirst(8)) })
            else { throw Failure(description: "unreadable reference output: \(stdout)") }
            return .checked(count)
        case 1:
            return .mismatches(lines.filter { $0.hasPrefix("MISMATCH ") })
        case 3:
            return try unavailable(stderr.trimmingCharacters(in: .whitespacesAndNewlines))
        case 127:
            return try unavailable("python3 not found")
        default:
            throw Failure(description: "reference script exited with \(process.terminationStatus): \(stderr)")
        }
    }

    private static func unavailable(_ reason: String) throws -> Outcome {
        if Prerequisite.isCI {
            throw Failure(description: "the reference LZFSE decoder must run in CI: \(reason)")
        }
        print("note: reference LZFSE decoder unavailable, comparison skipped: \(reason)")
        return .unavailable(reason)
    }
}
