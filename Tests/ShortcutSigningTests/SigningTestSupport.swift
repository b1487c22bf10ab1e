import Foundation
import TestSupport

/// Locates the shared corpus and trust roots next to the package (`../shared`), found by walking
/// up from this file to the folder holding `Package.swift`.
enum SigningTestSupport {
    static var sharedDirectory: URL? { Corpus.shared }

    static var signedDirectory: URL? {
        sharedDirectory.map { $0.appendingPathComponent("corpus/signed") }
    }

    static var appleRootsDirectory: URL? {
        sharedDirectory.map { $0.appendingPathComponent("data/apple-roots") }
    }

    static var corpusAvailable: Bool {
        signedDirectory.map { FileManager.default.fileExists(atPath: $0.path) } ?? false
    }

    static var rootsAvailable: Bool {
        appleRootsDirectory.map { FileManager.default.fileExists(atPath: $0.path) } ?? false
    }

    /// The `.enabled(if:)` conditions (see TestSupport's ``Prerequisite``).
    static var corpusRuns: Bool { Prerequisite.runs(when: corpusAvailable, "../shared/corpus/signed") }
    static var rootsRun: Bool { Prerequisite.runs(when: rootsAvailable, "../shared/data/apple-roots") }

    /// Every signed corpus file, sorted by name.
    static func signedFiles() throws -> [URL] {
        guard let signedDirectory, corpusAvailable else {
            Prerequisite.missing("../shared/corpus/signed")
            return []
        }
        return try FileManager.default.contentsOfDirectory(atPath: signedDirectory.path).sorted()
            .filter { $0.hasSuffix(".shortcut") }
            .map { signedDirectory.appendingPathComponent($0) }
    }

    /// `signing` column of MANIFEST.tsv for the signed files, by file name.
    static func manifestSigning() throws -> [String: String] {
        guard let sharedDirectory else { return [:] }
        let text = try String(
            contentsOf: sharedDirectory.appendingPathComponent("corpus/MANIFEST.tsv"), encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map {
            $0.split(separator: "\t", omittingEmptySubsequences: false)
        }
        guard let header = lines.first else { return [:] }
        lines.removeFirst()
        guard let fileColumn = header.firstIndex(of: "file"), let signingColumn = header.firstIndex(of: "signing")
        else {
            return [:]
        }
        var result: [String: String] = [:]
        for row in lines where row.count > max(fileColumn, signingColumn) && row[fileColumn].hasPrefix("signed/") {
            result[String(row[fileColumn].dropFirst("signed/".count))] = String(row[signingColumn])
        }
        return result
    }

    static func read(_ name: String) throws -> Data {
        guard let signedDirectory else { throw CocoaError(.fileNoSuchFile) }
        return try Data(contentsOf: signedDirectory.appendingPathComponent(name))
    }

    static let contactSample = "0xilis__libshortcutsign__tests__contactVerificationTest.shortcut"
    static let icloudSample = "0xilis__libshortcutsign__tests__iCloudVerificationTest.shortcut"
    static let selfSignedSample = "0xilis__SelfSignedShortcutDemo__self-signed.shortcut"
}
