import Foundation
import TestSupport

/// Runs the toolchain's `swiftc` to type-check generated sources against the declarations-only
/// AppIntents stand-in in `StandIn/` (compiled once per run into a temporary module folder).
struct SwiftTypeChecker {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let swiftc: URL
    let modules: URL

    /// The checker, or nil when no `swiftc` is found (tests then say so and skip).
    static func make() throws -> SwiftTypeChecker? {
        guard let swiftc = ProgramRun.swiftc else { return nil }
        let modules = FileManager.default.temporaryDirectory
            .appendingPathComponent("appintents-standin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        let standIn = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("StandIn")
        let checker = SwiftTypeChecker(swiftc: swiftc, modules: modules)
        for module in ["CoreLocation", "AppIntents"] {
            try checker.run([
                "-emit-module", "-parse-as-library", "-module-name", module, "-I", modules.path,
                "-emit-module-path", modules.appendingPathComponent("\(module).swiftmodule").path,
                standIn.appendingPathComponent("\(module).swift").path,
            ])
        }
        return checker
    }

    /// Type-checks `files` (name → source) together as one module; throws the compiler output.
    func typeCheck(_ files: [(name: String, contents: String)]) throws {
        let folder = modules.appendingPathComponent("sources-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for file in files {
            let url = folder.appendingPathComponent(file.name)
            try Data(file.contents.utf8).write(to: url)
            paths.append(url.path)
        }
        try run(["-typecheck", "-swift-version", "5", "-module-name", "Migrated", "-I", modules.path] + paths)
    }

    private func run(_ arguments: [String]) throws {
        let result = try ProgramRun.run(swiftc, arguments)
        guard result.status == 0 else { throw Failure(description: result.output) }
    }
}
