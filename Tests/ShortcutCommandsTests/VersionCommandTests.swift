import Foundation
import ShortcutKit
import Testing

/// `--version` of every tool prints the one version (the VERSION file, through ShortcutKitVersion)
/// and the commit, or that the build was not stamped.
@Suite struct VersionCommandTests {
    @Test(arguments: ["shortcut", "shortcut-serve", "shortcut-appshortcuts"])
    func everyToolPrintsTheOneVersion(tool: String) throws {
        let result = try CommandRunner.run(["--version"], tool: tool)
        #expect(result.status == 0, "\(tool) --version: \(result.stderr)")
        #expect(result.output == ShortcutKitVersion.full + "\n")
        #expect(result.output.hasPrefix(ShortcutKitVersion.current + " ("))
    }

    /// `shortcut serve --version` and `shortcut appshortcuts --version` reach the other executables.
    @Test(arguments: ["serve", "appshortcuts"])
    func handedOverCommandsPrintItToo(command: String) throws {
        let result = try CommandRunner.run([command, "--version"])
        #expect(result.status == 0, "\(command) --version: \(result.stderr)")
        #expect(result.output == ShortcutKitVersion.full + "\n")
    }
}
