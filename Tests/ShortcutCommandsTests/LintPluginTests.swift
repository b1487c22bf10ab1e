import Foundation
import TestSupport
import Testing

/// Runs `swift package lint-app-shortcuts` in an app package the test writes, which depends on
/// this package by path — exactly what a user does.
///
/// It is opt-in (`SHORTCUTKIT_PACKAGE_TESTS=1`): the app package has its own `.build`, so the
/// first run compiles the `shortcut` tool and all its dependencies (swift-syntax, SwiftNIO,
/// swift-crypto, …) again. Without the variable the test prints why it did nothing.
@Suite struct LintPluginTests {
    static var enabled: Bool { ProcessInfo.processInfo.environment["SHORTCUTKIT_PACKAGE_TESTS"] == "1" }

    static let manifest = """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "HikingApp",
            dependencies: [.package(name: "ShortcutKit", path: PACKAGE)],
            targets: [.target(name: "HikingApp")]
        )

        """

    static let provider = #"""
        import AppIntents

        struct StartIntent: AppIntent {}

        struct HikingShortcuts: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
                AppShortcut(
                    intent: StartIntent(), phrases: ["PHRASE"], shortTitle: "Start", systemImageName: "play")
            }
        }

        """#

    private func swiftPackage(_ arguments: [String], in folder: URL) throws -> (Int32, String) {
        let result = try ProgramRun.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["swift", "package"] + arguments, in: folder)
        return (result.status, result.output)
    }

    @Test func pluginLintsTheAppPackagesTargets() throws {
        guard Self.enabled else {
            print("note: \(#function): set SHORTCUTKIT_PACKAGE_TESTS=1 to build and run the plugin in a new package")
            return
        }
        let root = try CommandRunner.temporaryFolder()
        let sources = root.appendingPathComponent("Sources/HikingApp")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let path = "\"\(Corpus.packageRoot.path)\""
        try Data(Self.manifest.replacingOccurrences(of: "PACKAGE", with: path).utf8)
            .write(to: root.appendingPathComponent("Package.swift"))
        let file = sources.appendingPathComponent("HikingShortcuts.swift")

        try Data(Self.provider.replacingOccurrences(of: "PHRASE", with: "Start a hike").utf8).write(to: file)
        let (failing, output) = try swiftPackage(["lint-app-shortcuts"], in: root)
        #expect(failing != 0)
        #expect(output.contains("HikingShortcuts.swift:8:46: error: "), "\(output)")
        #expect(output.contains("[appshortcuts.phrase.missing-application-name]"))

        try Data(Self.provider.replacingOccurrences(of: "PHRASE", with: #"Start a hike in \(.applicationName)"#).utf8)
            .write(to: file)
        let (passing, clean) = try swiftPackage(["lint-app-shortcuts", "--target", "HikingApp"], in: root)
        #expect(passing == 0, "\(clean)")
        #expect(!clean.contains("error:"))
    }
}
