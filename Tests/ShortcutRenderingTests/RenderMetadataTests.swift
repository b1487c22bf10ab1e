import Foundation
import ShortcutModel
import ShortcutRendering
import ShortcutSigning
import TestSupport
import Testing

@Suite struct RenderMetadataTests {
    @Test func everySignedFileGetsTheSigningKindTheManifestNames() throws {
        guard Corpus.isAvailable else { return Corpus.noteMissing() }
        let signed = try Corpus.entries(kinds: ["signed"])
        #expect(!signed.isEmpty)
        for entry in signed {
            let document = try ShortcutDocument(data: try entry.data())
            let metadata = RenderMetadata(document: document, fileName: entry.file)
            let expected: SigningKind? =
                entry.signing.hasPrefix("icloud") ? .icloud : entry.signing.hasPrefix("contact") ? .contact : nil
            #expect(metadata.signing == expected, "\(entry)")
            #expect(metadata.signing?.displayName == (expected == .icloud ? "iCloud" : "contact"), "\(entry)")
        }
    }

    @Test func aPlainFileHasNoSigningKind() throws {
        guard Corpus.isAvailable else { return Corpus.noteMissing() }
        let entry = try #require(try Corpus.entries(kinds: ["binary"]).first)
        let metadata = RenderMetadata(document: try ShortcutDocument(data: try entry.data()), fileName: entry.file)
        #expect(metadata.signing == nil)
    }

    @Test func signingKindsHaveTheWordsTheRenderersShow() {
        #expect(SigningKind.allCases.map(\.displayName) == ["iCloud", "contact", "unsigned", "unknown"])
    }
}
