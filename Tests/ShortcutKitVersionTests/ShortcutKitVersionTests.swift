import Foundation
import ShortcutKitVersion
import Testing

@Suite struct ShortcutKitVersionTests {
    /// The package root, from this file's path (Tests/ShortcutKitVersionTests/…).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func currentIsTheVersionFile() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("VERSION"), encoding: .utf8)
        #expect(text == ShortcutKitVersion.current + "\n")
    }

    @Test func currentIsASemanticVersion() {
        let parts = ShortcutKitVersion.current.split(separator: "-", maxSplits: 1)[0].split(separator: ".")
        #expect(parts.count == 3)
        #expect(parts.allSatisfy { part in !part.isEmpty && part.allSatisfy(\.isASCIIDigit) })
    }

    @Test func fullNamesTheVersionAndTheCommitOrItsAbsence() {
        if let commit = ShortcutKitVersion.commit {
            #expect(commit.count == 40 && commit.allSatisfy(\.isHexDigit))
            #expect(ShortcutKitVersion.full == "\(ShortcutKitVersion.current) (commit \(commit))")
        } else {
            #expect(ShortcutKitVersion.full == "\(ShortcutKitVersion.current) (development build)")
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
