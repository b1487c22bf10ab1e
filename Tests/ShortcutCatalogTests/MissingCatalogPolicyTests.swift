import Foundation
import Testing

/// The one missing-catalog policy of `ActionCatalog.bundled()`: its error is passed on and
/// reported, never swallowed into `nil` or an empty catalog. This reads the package's sources and
/// fails on any swallowing call outside the exceptions below, each with its reason.
struct MissingCatalogPolicyTests {
    /// Files allowed to swallow the error, and why.
    static let exceptions: [String: String] = [
        // The DSL checks what it builds inside the user's own code, with no way to report a
        // missing resource (documented on ActionCatalog.bundled()).
        "ShortcutAuthoringCore/AuthoringError.swift": "bundledOrEmpty",
        "ShortcutCheck/ShortcutChecker.swift": "defines bundledOrEmpty for the DSL",
        // A static constant of the SwiftUI views (Apple platforms only): a view has no error channel.
        "ShortcutKitUI/UIResources.swift": "try? RenderingResources",
        // The standard registry is a static constant; it names actions by identifier without the catalog.
        "ShortcutRuntime/RuntimeRegistry.swift": "try? ActionCatalog",
    ]

    static let swallowing = [
        "try? ActionCatalog.bundled()", "try? ShortcutChecker.bundled()", "try? RenderingResources.bundled",
        "try? Auditor.bundled()", "try? ShortcutImporter.bundled(", "?? ActionCatalog(definitions: [])",
        "bundledOrEmpty.",
    ]

    /// In the fuzz targets (`Sources/*FuzzTargets/`) a bundled resource is loaded only through
    /// `BundledFuzzResource`, which fails every input with the error: no `try?` on a line that
    /// loads one (whatever the type or the arguments), and no `Result` of one that a target could
    /// look into and reject quietly.
    static let fuzzSwallowing: [(pattern: String, what: String)] = [
        (#"try\?[^\n]*\.bundled[A-Za-z]*\("#, "try? around a bundled resource"),
        (#"Result\s*(<[^>]*>)?\s*\{[^}]*\.bundled[A-Za-z]*\("#, "a Result of a bundled resource"),
    ]

    @Test func noSourceSwallowsAMissingCatalog() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var offenders: [String] = []
        var scanned = 0
        for case let url as URL in files where url.pathExtension == "swift" {
            scanned += 1
            let relative = String(url.path.dropFirst(sources.path.count + 1))
            guard Self.exceptions[relative] == nil else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            for pattern in Self.swallowing where text.contains(pattern) { offenders.append("\(relative): \(pattern)") }
        }
        #expect(scanned > 100)
        #expect(offenders == [])
        // An exception names a file that exists (a moved file is re-listed, not silently scanned).
        for file in Self.exceptions.keys {
            #expect(FileManager.default.fileExists(atPath: sources.appendingPathComponent(file).path), "\(file)")
        }
    }

    @Test func noFuzzTargetLoadsABundledResourceQuietly() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter {
            $0.hasSuffix("FuzzTargets")
        }
        #expect(Set(modules).isSuperset(of: ["FuzzTargets", "GalleryFuzzTargets"]))
        var offenders: [String] = []
        var loads = 0
        for module in modules {
            let folder = sources.appendingPathComponent(module)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift")
            {
                let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                loads += text.components(separatedBy: "BundledFuzzResource(").count - 1
                for (pattern, what) in Self.fuzzSwallowing
                where text.range(of: pattern, options: .regularExpression) != nil {
                    offenders.append("\(module)/\(name): \(what)")
                }
                for pattern in Self.swallowing where text.contains(pattern) {
                    offenders.append("\(module)/\(name): \(pattern)")
                }
            }
        }
        // The document, program and upload targets load theirs through the one loader.
        #expect(loads >= 3)
        #expect(offenders == [])
    }

    @Test func theFuzzPatternsCatchQuietLoading() {
        for quiet in [
            "static let importer = try? ShortcutImporter.bundled(limits: small)",
            "let catalog = (try? ActionCatalog.bundled()) ?? nil",
            "guard let r = try? RenderingResources.bundledTables()",
            "static let resources: Result<RenderingResources, any Error> = Result { try RenderingResources.bundled() }",
            "static let catalog = Result { try ActionCatalog.bundled() }",
        ] {
            #expect(
                Self.fuzzSwallowing.contains { quiet.range(of: $0.pattern, options: .regularExpression) != nil },
                "\(quiet)")
        }
        let loud =
            "static let catalog = BundledFuzzResource(\"bundled action catalog\") { try ActionCatalog.bundled() }"
        #expect(!Self.fuzzSwallowing.contains { loud.range(of: $0.pattern, options: .regularExpression) != nil })
    }
}
