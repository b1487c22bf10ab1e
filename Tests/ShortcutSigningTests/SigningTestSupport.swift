import Foundation

/// Locates the shared corpus and trust roots next to the package (`../shared`), found by walking
/// up from this file to the folder holding `Package.swift`.
enum SigningTestSupport {
    static let sharedDirectory: URL? = {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                let shared = directory.deletingLastPathComponent().appendingPathComponent("shared")
                return FileManager.default.fileExists(atPath: shared.path) ? shared : nil
            }
            directory.deleteLastPathComponent()
        }
        return nil
    }()

    static var signedDirectory: URL? {
        sharedDirectory.map { $0.appendingPathComponent("corpus/signed") }
    }

    static var appleRootsDirectory: URL? {
        sharedDirectory.map { $0.appendingPathComponent("data/apple-roots") }
    }

    static var corpusAvailable: Bool {
        guard let signedDirectory else {
            print("note: ../shared/corpus/signed not found; corpus tests skipped")
            return false
        }
        return FileManager.default.fileExists(atPath: signedDirectory.path)
    }

    static var rootsAvailable: Bool {
        guard let appleRootsDirectory, FileManager.default.fileExists(atPath: appleRootsDirectory.path) else {
            print("note: ../shared/data/apple-roots not found; trust tests skipped")
            return false
        }
        return true
    }

    /// Every signed corpus file, sorted by name.
    static func signedFiles() throws -> [URL] {
        guard let signedDirectory else { return [] }
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
