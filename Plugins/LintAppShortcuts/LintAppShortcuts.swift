import Foundation
import PackagePlugin

/// `swift package lint-app-shortcuts [--target NAME]... [--strict] [--json] [PATH...]`
///
/// Runs `shortcut appshortcuts lint` on the source folders of the package's non-test targets
/// (or the named ones) plus any extra paths, prints its findings and fails when it exits non-zero.
@main
struct LintAppShortcuts: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let strict = extractor.extractFlag(named: "strict") > 0
        let json = extractor.extractFlag(named: "json") > 0
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        var paths = targets.compactMap { $0 as? SourceModuleTarget }.filter { $0.kind != .test }
            .map(\.directoryURL.path)
        paths += extractor.remainingArguments
        guard !paths.isEmpty else {
            Diagnostics.warning("lint-app-shortcuts: no source targets to check")
            return
        }
        let tool = try context.tool(named: "shortcut-appshortcuts")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["lint"] + paths + (strict ? ["--strict"] : []) + (json ? ["--json"] : [])
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            Diagnostics.error("lint-app-shortcuts: App Shortcuts checks failed (exit \(process.terminationStatus))")
            throw LintFailure(status: process.terminationStatus)
        }
    }
}

/// The linter's non-zero exit, so `swift package` itself exits non-zero.
struct LintFailure: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "shortcut appshortcuts lint exited \(status)" }
}
