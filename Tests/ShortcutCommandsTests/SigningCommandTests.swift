import Foundation
import ShortcutKit
import TestSupport
import Testing

/// `extract` and `verify` on real signed files (when the corpus is present).
@Suite struct SigningCommandTests {
    static let roots = Corpus.shared.appendingPathComponent("data/apple-roots").path

    /// One iCloud-signed and one contact-signed corpus file.
    static func signedSamples() throws -> (icloud: ManifestEntry, contact: ManifestEntry)? {
        guard Corpus.isAvailable else { return nil }
        let signed = try Corpus.entries(kinds: ["signed"])
        guard let icloud = signed.first(where: { $0.signing.hasPrefix("icloud") && !$0.file.contains("SelfSigned") }),
            let contact = signed.first(where: { $0.signing.hasPrefix("contact") })
        else { return nil }
        return (icloud, contact)
    }

    @Test func verifyTrustsAppleSignedFilesWithThePinnedRoots() throws {
        guard let samples = try Self.signedSamples() else { return Corpus.noteMissing() }
        for (entry, kind) in [(samples.icloud, "icloud"), (samples.contact, "contact")] {
            let result = try CommandRunner.run(["verify", "--json", "--trust-roots", Self.roots, entry.url.path])
            #expect(result.status == 0, "\(entry): \(result.stderr)\(result.output)")
            let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
            #expect(json["kind"] as? String == kind)
            #expect(json["integrity"] as? Bool == true)
            #expect(json["chainTrusted"] as? Bool == true)
            #expect(json["signer"] is [String: Any])
            #expect(json["signedAt"] is String)
            #expect(json["certificatesExpired"] is Bool)
            #expect(json["problems"] is [Any])
        }
    }

    @Test func missingAppleRootLeavesTheChainUndecided() throws {
        guard let samples = try Self.signedSamples() else { return Corpus.noteMissing() }
        let empty = try CommandRunner.temporaryFolder()
        let result = try CommandRunner.run(
            ["verify", "--json", "--trust-roots", empty.path, samples.contact.url.path],
            environment: ["SHORTCUTKIT_TRUST_ROOTS": empty.path, "HOME": empty.path, "XDG_CONFIG_HOME": empty.path])
        #expect(result.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        #expect(json["chainTrusted"] is NSNull)
        #expect(json["integrity"] as? Bool == true)
        let problems = (json["problems"] as? [String] ?? []).joined(separator: " ")
        #expect(problems.contains("--trust-roots"), "\(problems)")
    }

    @Test func aFlippedPayloadByteIsNeverTrusted() throws {
        guard let samples = try Self.signedSamples() else { return Corpus.noteMissing() }
        var data = try samples.icloud.data()
        data[data.count - 10] ^= 0x01
        let file = try CommandRunner.temporaryFolder().appendingPathComponent("flipped.shortcut")
        try data.write(to: file)
        let result = try CommandRunner.run(["verify", "--json", "--trust-roots", Self.roots, file.path])
        #expect(result.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        #expect(json["integrity"] as? Bool == false)
    }

    @Test func extractWritesTheInnerWorkflow() throws {
        guard let samples = try Self.signedSamples() else { return Corpus.noteMissing() }
        let result = try CommandRunner.run(["extract", samples.contact.url.path])
        #expect(result.status == 0)
        #expect(result.stdout.starts(with: Array("bplist00".utf8)))
        let shortcut = try ShortcutDocument(data: result.stdout).shortcut
        #expect(shortcut.actions.count == samples.contact.actions)
    }

    @Test func unsignedFilesAreReportedAsSuch() throws {
        let example = Corpus.packageRoot.appendingPathComponent("Examples/HelloWorld.shortcut").path
        let verify = try CommandRunner.run(["verify", "--json", example])
        #expect(verify.status == 3)  // not signed: its own status, not an integrity failure
        let text = try CommandRunner.run(["verify", example])
        #expect(text.status == 3)
        #expect(text.output.hasPrefix("Not signed"))
        #expect(!text.output.contains("integrity"))
        let json = try #require(try JSONSerialization.jsonObject(with: verify.stdout) as? [String: Any])
        #expect(json["kind"] as? String == "unsigned")
        let extract = try CommandRunner.run(["extract", example])
        #expect(extract.status == 65)
        #expect(extract.stderr.contains("not a signed shortcut"))
    }
}
