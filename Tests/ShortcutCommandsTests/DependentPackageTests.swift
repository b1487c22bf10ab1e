import Foundation
import TestSupport
import Testing

/// Builds what people build first and checks what the build compiled: an app package that depends
/// on the `ShortcutKit` product by path — what an app developer does — and the `shortcut` CLI alone
/// in a fresh build folder — what `swift run shortcut …` on a fresh clone does. Neither compiles the
/// server, database or Swift-parsing packages (swift-syntax, Hummingbird, GRDB, postgres-nio), which
/// belong to the gallery and lint executables only, nor SwiftNIO and AsyncHTTPClient: HTTP goes
/// through Foundation's `URLSession` (BoundedHTTP's `BoundedHTTPClient`).
///
/// Opt-in like ``LintPluginTests`` (`SHORTCUTKIT_PACKAGE_TESTS=1`; `.ci/run` sets it): each build has
/// its own build folder, so the tests compile ShortcutKit, swift-crypto, … again (a few minutes each
/// on two cores).
@Suite struct DependentPackageTests {
    static var enabled: Bool { ProcessInfo.processInfo.environment["SHORTCUTKIT_PACKAGE_TESTS"] == "1" }

    /// Modules whose objects must not appear in a dependent package's build (name prefixes of the
    /// build folders SwiftPM makes, `<Module>.build`).
    static let excludedModules = [
        "SwiftSyntax", "SwiftParser", "SwiftBasicFormat", "Hummingbird", "GRDB", "PostgresNIO",
        // SwiftNIO and the HTTP client on it: `fetch`, `publish` and `sign --server` use URLSession.
        "NIO", "CNIO", "_NIO", "AsyncHTTPClient", "CAsyncHTTPClient",
    ]

    /// Modules the `shortcut` CLI must not compile either, by exact name: `ShortcutAuthoring` is the
    /// DSL's 5.4 MB of generated functions, which no command calls (the commands, the decompiler,
    /// the program form and `shortcut mcp` use `ShortcutAuthoringCore`); compiling it made the first
    /// `swift run shortcut` 24 s of CPU slower.
    static let modulesTheCLIDoesNotCompile = ["ShortcutAuthoring"]

    static let manifest = """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "ReaderApp",
            platforms: [.macOS(.v13)],
            dependencies: [.package(name: "ShortcutKit", path: PACKAGE)],
            targets: [
                .executableTarget(
                    name: "ReaderApp", dependencies: [.product(name: "ShortcutKit", package: "ShortcutKit")])
            ]
        )

        """

    static let program = """
        import Foundation
        import ShortcutKit

        let url = URL(fileURLWithPath: CommandLine.arguments[1])
        let document = try ShortcutDocument(contentsOf: url)
        print(document.shortcut.displayName(fileName: url.lastPathComponent), document.shortcut.actions.count)

        """

    @Test func anAppDependingOnShortcutKitBuildsWithoutTheServerOrSwiftSyntax() throws {
        guard Self.enabled else {
            print("note: \(#function): set SHORTCUTKIT_PACKAGE_TESTS=1 to build a package that depends on ShortcutKit")
            return
        }
        let root = try CommandRunner.temporaryFolder()
        let sources = root.appendingPathComponent("Sources/ReaderApp")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let path = "\"\(Corpus.packageRoot.path)\""
        try Data(Self.manifest.replacingOccurrences(of: "PACKAGE", with: path).utf8)
            .write(to: root.appendingPathComponent("Package.swift"))
        try Data(Self.program.utf8).write(to: sources.appendingPathComponent("main.swift"))

        let build = try ProgramRun.run(URL(fileURLWithPath: "/usr/bin/env"), ["swift", "build"], in: root)
        try #require(build.status == 0, "\(build.output.suffix(4000))")

        let example = Corpus.packageRoot.appendingPathComponent("Examples/WeatherReport.shortcut")
        let run = try ProgramRun.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["swift", "run", "--skip-build", "ReaderApp", example.path], in: root)
        #expect(run.status == 0, "\(run.output)")
        // The example has no WFWorkflowName, so its name is the file's stem; it holds 19 actions.
        #expect(run.output == "WeatherReport 19\n", "\(run.output)")

        let objects = try Self.objectFiles(in: root.appendingPathComponent(".build"))
        // The check is only worth something if the build folder holds what was compiled.
        #expect(objects.contains { $0.module == "ShortcutModel" })
        #expect(objects.contains { $0.module == "PropertyList" })
        let excluded = objects.filter { object in Self.excludedModules.contains { object.module.hasPrefix($0) } }
        #expect(
            excluded.isEmpty, "compiled for an app that only uses ShortcutKit: \(Set(excluded.map(\.module)).sorted())")
    }

    @Test func theShortcutCLIBuildsWithoutSwiftNIOTheServerOrTheGeneratedDSL() throws {
        guard Self.enabled else {
            print("note: \(#function): set SHORTCUTKIT_PACKAGE_TESTS=1 to build `shortcut` in a fresh build folder")
            return
        }
        let scratch = try CommandRunner.temporaryFolder().appendingPathComponent(".build")
        let build = try ProgramRun.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "swift", "build", "--package-path", Corpus.packageRoot.path, "--scratch-path", scratch.path,
                "--product",
                "shortcut",
            ])
        try #require(build.status == 0, "\(build.output.suffix(4000))")

        let example = Corpus.packageRoot.appendingPathComponent("Examples/WeatherReport.shortcut")
        let binary = scratch.appendingPathComponent("debug/shortcut")
        let run = try ProgramRun.run(binary, ["inspect", example.path])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("WeatherReport"), "\(run.output)")

        let objects = try Self.objectFiles(in: scratch)
        #expect(objects.contains { $0.module == "ShortcutCommands" })
        #expect(objects.contains { $0.module == "ShortcutCloud" })
        #expect(objects.contains { $0.module == "ShortcutAuthoringCore" })
        let excluded = objects.filter { object in
            Self.excludedModules.contains { object.module.hasPrefix($0) }
                || Self.modulesTheCLIDoesNotCompile.contains(object.module)
        }
        #expect(excluded.isEmpty, "compiled for `shortcut`: \(Set(excluded.map(\.module)).sorted())")
    }

    /// Every `*.o` under `folder`, with the module whose `<Module>.build` folder holds it.
    static func objectFiles(in folder: URL) throws -> [(module: String, path: String)] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var objects: [(module: String, path: String)] = []
        for case let url as URL in walk where url.pathExtension == "o" {
            let module = url.pathComponents.last { $0.hasSuffix(".build") }.map { String($0.dropLast(".build".count)) }
            objects.append((module ?? "", url.path))
        }
        return objects
    }
}
