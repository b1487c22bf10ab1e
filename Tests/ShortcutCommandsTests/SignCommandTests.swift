import Foundation
import TestSupport
import Testing

/// `shortcut sign` end to end with the built executable: self-signed, identity folders,
/// re-signing, `verify --trust-anchor`, and the exit codes of the README.
@Suite struct SignCommandTests {
    static let example = Corpus.packageRoot.appendingPathComponent("Examples/WeatherReport.shortcut").path

    @Test func selfSignedOutputVerifiesOnlyWithItsAnchorAndIsReused() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let ca = folder.appendingPathComponent("ca/ca.cer").path
        let out = folder.appendingPathComponent("signed.shortcut").path

        let first = try CommandRunner.run([
            "sign", Self.example, "-o", out, "--self-signed", folder.appendingPathComponent("ca").path,
        ])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("created a private CA"))
        #expect(first.stderr.contains("every other iPhone, iPad or Mac refuses it"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: out)).prefix(4) == Data("AEA1".utf8))
        let caBytes = try Data(contentsOf: URL(fileURLWithPath: ca))

        let anchored = try CommandRunner.run(["verify", "--json", "--trust-anchor", ca, out])
        #expect(anchored.status == 0, "\(anchored.stderr)\(anchored.output)")
        let json = try #require(try JSONSerialization.jsonObject(with: anchored.stdout) as? [String: Any])
        #expect(json["verdict"] as? String == "userTrusted")
        #expect(json["integrity"] as? Bool == true)
        let text = try CommandRunner.run(["verify", "--trust-anchor", ca, out])
        #expect(text.output.contains("user-trusted (your anchor, not Apple)"))
        let plain = try CommandRunner.run(["verify", out])
        #expect(plain.status == 1)

        // Reused, not recreated; and the folder works as an --identity folder to re-sign.
        let second = try CommandRunner.run([
            "sign", out, "-o", out, "--self-signed", folder.appendingPathComponent("ca").path,
        ])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(!second.stderr.contains("created a private CA"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: ca)) == caBytes)
        let resigned = folder.appendingPathComponent("resigned.shortcut").path
        let third = try CommandRunner.run([
            "sign", out, "-o", resigned, "--identity", folder.appendingPathComponent("ca").path,
        ])
        #expect(third.status == 0, "\(third.stderr)")
        #expect(try CommandRunner.run(["verify", "--trust-anchor", ca, resigned]).status == 0)
        let extracted = try CommandRunner.run(["extract", resigned])
        let original = try CommandRunner.run(["convert", Self.example, "--to", "binary"])
        #expect(extracted.stdout == original.stdout)
    }

    @Test func usageAndBadMaterialGiveTheDocumentedExitCodes() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("o.shortcut").path
        let garbage = folder.appendingPathComponent("garbage.pem")
        try Data("not a key".utf8).write(to: garbage)

        let none = try CommandRunner.run(["sign", Self.example, "-o", out])
        #expect(none.status == 2)
        let two = try CommandRunner.run([
            "sign", Self.example, "-o", out, "--self-signed", folder.path, "--server", "http://x/sign",
        ])
        #expect(two.status == 2)
        let keyOnly = try CommandRunner.run(["sign", Self.example, "-o", out, "--key", garbage.path])
        #expect(keyOnly.status == 2)

        let badKey = try CommandRunner.run([
            "sign", Self.example, "-o", out, "--key", garbage.path, "--certificates", garbage.path,
        ])
        #expect(badKey.status == 65)
        #expect(badKey.stderr.hasPrefix("error: \(garbage.path): "), "\(badKey.stderr)")
        #expect(badKey.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: out))

        let missing = try CommandRunner.run([
            "sign", folder.appendingPathComponent("nope").path, "-o", out, "--self-signed", folder.path,
        ])
        #expect(missing.status == 66)
        let notShortcut = try CommandRunner.run(["sign", garbage.path, "-o", out, "--self-signed", folder.path])
        #expect(notShortcut.status == 65)
        let unwritable = try CommandRunner.run([
            "sign", Self.example, "-o", folder.appendingPathComponent("no/such/dir/o.shortcut").path, "--self-signed",
            folder.appendingPathComponent("ca").path,
        ])
        #expect(unwritable.status == 73, "\(unwritable.stderr)")
        let serverDown = try CommandRunner.run(["sign", Self.example, "-o", out, "--server", "http://127.0.0.1:9/sign"])
        #expect(serverDown.status == 1)
        #expect(serverDown.stderr.hasPrefix("error: "))
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
