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
        "ShortcutAuthoring/AuthoringError.swift": "bundledOrEmpty",
        "ShortcutCheck/ShortcutChecker.swift": "defines bundledOrEmpty for the DSL",
        // A static constant of the SwiftUI views (Apple platforms only): a view has no error channel.
        "ShortcutKitUI/UIResources.swift": "try? RenderingResources",
        // The standard registry is a static constant; it names actions by identifier without the catalog.
        "ShortcutRuntime/RuntimeRegistry.swift": "try? ActionCatalog",
    ]

    static let swallowing = [
        "try? ActionCatalog.bundled()", "try? ShortcutChecker.bundled()", "try? RenderingResources.bundled",
        "?? ActionCatalog(definitions: [])", "bundledOrEmpty.",
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
    }
}
