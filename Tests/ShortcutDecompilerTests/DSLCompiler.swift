import Foundation
import TestSupport

/// Compiles DSL sources with `swiftc` against the `ShortcutAuthoringDynamic` library that
/// `swift build --build-tests` leaves beside the test bundle, and runs the result.
struct DSLCompiler {
    enum Unavailable: Error, CustomStringConvertible {
        case noToolchain
        case libraryNotBuilt(String)

        var description: String {
            switch self {
            case .noToolchain: "swiftc not found (PATH, /opt/swift/usr/bin, /usr/bin)"
            case .libraryNotBuilt(let path):
                "libShortcutAuthoringDynamic.so not found in \(path): run `swift build --build-tests` first"
            }
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let swiftc: URL
    let products: URL

    /// Finds `swiftc` and the build products folder (the folder of the running test bundle).
    static func locate() throws -> DSLCompiler {
        guard let swiftc = ProgramRun.swiftc else { throw Unavailable.noToolchain }
        var candidates: [URL] = []
        for argument in CommandLine.arguments.prefix(1) + [Bundle.main.bundlePath] {
            var url = URL(fileURLWithPath: argument).resolvingSymlinksInPath()
            for _ in 0..<4 {
                url.deleteLastPathComponent()
                candidates.append(url)
            }
        }
        guard let products = candidates.first(where: { Self.hasLibrary($0) }) else {
            throw Unavailable.libraryNotBuilt(candidates.first?.path ?? "?")
        }
        return DSLCompiler(swiftc: swiftc, products: products)
    }

    private static func hasLibrary(_ folder: URL) -> Bool {
        let manager = FileManager.default
        return manager.fileExists(atPath: folder.appendingPathComponent("libShortcutAuthoringDynamic.so").path)
            || manager.fileExists(atPath: folder.appendingPathComponent("libShortcutAuthoringDynamic.dylib").path)
    }

    /// The C module maps SwiftPM generated for the package's targets, named one by one: passing the
    /// whole products folder with `-I` lets clang find the plugin tools' duplicate copies
    /// (`*-tool.build`) too, and it rejects the redefinition.
    var generatedModuleMaps: [String] {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: products.path)) ?? []
        return folders.sorted().filter { $0.hasSuffix(".build") && !$0.hasSuffix("-tool.build") }.compactMap { folder in
            let map = products.appendingPathComponent(folder).appendingPathComponent("module.modulemap").path
            return FileManager.default.fileExists(atPath: map) ? map : nil
        }
    }

    /// Builds an executable from `files` (one of them `main.swift`); returns its path.
    func buildExecutable(_ files: [URL], output: URL, extraFlags: [String] = []) throws -> URL {
        var arguments = [
            "-Onone", "-I", products.appendingPathComponent("Modules").path,
            "-L", products.path, "-lShortcutAuthoringDynamic",
            "-Xlinker", "-rpath", "-Xlinker", products.path, "-o", output.path,
        ]
        arguments += generatedModuleMaps.flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] }
        arguments += extraFlags
        arguments += files.map(\.path)
        let result = try ProgramRun.run(swiftc, arguments)
        guard result.status == 0 else {
            throw Failure(description: "swiftc failed (\(result.status)):\n" + String(result.output.suffix(4000)))
        }
        return output
    }

    /// Type-checks `files` only; returns the seconds it took.
    func typeCheck(_ files: [URL]) throws -> Double {
        let start = Date()
        let result = try ProgramRun.run(
            swiftc, ["-typecheck", "-I", products.appendingPathComponent("Modules").path] + files.map(\.path))
        guard result.status == 0 else {
            throw Failure(description: "swiftc -typecheck failed:\n" + String(result.output.suffix(4000)))
        }
        return Date().timeIntervalSince(start)
    }
}
