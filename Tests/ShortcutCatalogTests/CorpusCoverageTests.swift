import Foundation
import TestSupport
import Testing

@testable import ShortcutCatalog

/// How much of the real corpus the catalog names. Reads identifiers with Foundation's
/// property-list parser (test-only; the project's own reader lives in another module).
@Suite("Corpus coverage")
struct CorpusCoverageTests {
    @Test(
        "≥ 97% of action occurrences in unsigned corpus files are named from the catalog",
        .enabled(if: Corpus.runs))
    func coverage() throws {
        let corpus = try #require(Fixtures.corpus)
        let catalog = try #require(Fixtures.catalog)
        let palette = try #require(Fixtures.palette)
        let glyphs = try #require(Fixtures.glyphs)
        var files = 0
        var occurrences = 0
        var known = 0
        var unknown: [String: Int] = [:]
        var unknownNames: [String: ActionName] = [:]
        var colours = (files: 0, known: 0)
        var glyphCount = (files: 0, known: 0)
        for folder in ["binary", "xml"] {
            let directory = corpus.appendingPathComponent(folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            for name in names where !name.hasPrefix(".") {
                let data = try Data(contentsOf: directory.appendingPathComponent(name))
                let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
                let root = try #require(plist as? [String: Any], "\(folder)/\(name) is not a dictionary")
                files += 1
                let actions = root["WFWorkflowActions"] as? [[String: Any]] ?? []
                for action in actions {
                    let identifier = action["WFWorkflowActionIdentifier"] as? String ?? ""
                    let parameters = action["WFWorkflowActionParameters"] as? [String: Any]
                    let descriptor = parameters?["AppIntentDescriptor"] as? [String: Any]
                    let appIntent = descriptor.map {
                        (
                            bundleIdentifier: $0["BundleIdentifier"] as? String, name: $0["Name"] as? String,
                            intentIdentifier: $0["AppIntentIdentifier"] as? String
                        )
                    }
                    let actionName = catalog.displayName(for: identifier, appIntent: appIntent)
                    #expect(!actionName.name.isEmpty, "\(name): \(identifier)")
                    occurrences += 1
                    if actionName.known {
                        known += 1
                    } else {
                        unknown[identifier, default: 0] += 1
                        unknownNames[identifier] = actionName
                    }
                }
                if let icon = root["WFWorkflowIcon"] as? [String: Any] {
                    if let stored = (icon["WFWorkflowIconStartColor"] as? NSNumber)?.intValue {
                        colours.files += 1
                        if palette.color(forStoredValue: stored).isKnown { colours.known += 1 }
                    }
                    if let glyph = (icon["WFWorkflowIconGlyphNumber"] as? NSNumber)?.intValue {
                        glyphCount.files += 1
                        if glyphs.glyph(for: glyph).isKnown { glyphCount.known += 1 }
                    }
                }
            }
        }
        let percent = occurrences == 0 ? 0 : Double(known) * 100 / Double(occurrences)
        print(
            "catalog coverage: \(known) of \(occurrences) action occurrences known ("
                + String(format: "%.2f", percent) + "%) in \(files) unsigned corpus files")
        print("top unknown identifiers (occurrences, identifier → derived name / app):")
        for (identifier, count) in unknown.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }).prefix(15) {
            let derived = unknownNames[identifier]
            print("  \(count)  \(identifier) → \(derived?.name ?? "?") / \(derived?.appName ?? "-")")
        }
        print(
            "icon colours in the palette: \(colours.known) of \(colours.files); glyphs mapped: \(glyphCount.known) of \(glyphCount.files)"
        )
        #expect(files == 376)
        #expect(occurrences > 20_000)
        #expect(percent >= 97)
        // Nearly every file's colour is a palette colour (§8.1: 7 use other codes).
        #expect(colours.known + 10 >= colours.files)
    }

    @Test("every action of every unsigned corpus file gets a name; App Intent actions their app's name")
    func appIntentNames() throws {
        let corpus = try #require(Fixtures.corpus, "shared corpus not found beside the package")
        let catalog = try #require(Fixtures.catalog)
        var appIntentActions = 0
        for folder in ["binary", "xml"] {
            let directory = corpus.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            where !name.hasPrefix(".") {
                let data = try Data(contentsOf: directory.appendingPathComponent(name))
                let root = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
                for action in root?["WFWorkflowActions"] as? [[String: Any]] ?? [] {
                    let identifier = action["WFWorkflowActionIdentifier"] as? String ?? ""
                    let parameters = action["WFWorkflowActionParameters"] as? [String: Any]
                    let descriptor = parameters?["AppIntentDescriptor"] as? [String: Any]
                    let shown = catalog.displayName(
                        for: identifier,
                        appIntent: descriptor.map {
                            (
                                $0["BundleIdentifier"] as? String, $0["Name"] as? String,
                                $0["AppIntentIdentifier"] as? String
                            )
                        })
                    #expect(!shown.name.isEmpty, "\(name): \(identifier)")
                    guard descriptor != nil || catalog.definition(for: identifier)?.appIntent != nil else { continue }
                    appIntentActions += 1
                    // An App Intent action shows its app: the file's descriptor, the catalog's, or the bundle id's.
                    #expect(shown.appName?.isEmpty == false, "\(name): \(identifier)")
                }
            }
        }
        #expect(appIntentActions > 0)
    }
}
