import Foundation
import IntentActions
import IntentDefinitions
import ShortcutModel
import TestSupport
import Testing

/// Zavala's signed shortcuts checked against Zavala's own definition (docs/app-intents.md §5.1).
@Suite struct ZavalaCorpusTests {
    static let bundle = "io.vincode.Zavala"

    @Test func everyZavalaActionIsMatchedOrReportedAsARemovedIntent() throws {
        guard Corpus.isAvailable else { return Corpus.noteMissing() }
        let url = Corpus.root.appendingPathComponent(
            "intentdefinition/vincode-io__Zavala__Zavala__Intents__Intents.intentdefinition")
        let definition = try IntentDefinition(data: Data(contentsOf: url))
        let matcher = IntentActionMatcher(definitions: [definition], bundleIdentifiers: [Self.bundle])
        let entries = try Corpus.entries(kinds: ["signed"]).filter { $0.file.contains("vincode-io__Zavala") }
        #expect(entries.count == 89)
        var zavalaActions = 0
        var matched = 0
        var rules: [String: Int] = [:]
        var removedIntents: Set<String> = []
        var staleKeys: Set<String> = []
        var coercions = 0
        for entry in entries {
            let shortcut = try ShortcutDocument(data: entry.data()).shortcut
            let report = matcher.report(for: shortcut)
            for (index, action) in shortcut.actions.enumerated() where action.identifier.hasPrefix(Self.bundle + ".") {
                zavalaActions += 1
                let removed = report.diagnostics.contains {
                    $0.actionIndex == index && $0.rule == IntentActionRule.unknownIntent.id
                }
                if let match = report.match(at: index) {
                    matched += 1
                    #expect(match.title == match.intent.title, "\(entry) action \(index)")
                    #expect(!removed)
                } else {
                    #expect(removed, "\(entry) action \(index) \(action.identifier) neither matched nor reported")
                    removedIntents.insert(String(action.identifier.dropFirst(Self.bundle.count + 1)))
                }
            }
            for diagnostic in report.diagnostics {
                rules[diagnostic.rule ?? "", default: 0] += 1
                if diagnostic.rule == IntentActionRule.unknownParameter.id, let key = diagnostic.keyPath {
                    staleKeys.insert(key)
                }
            }
            coercions +=
                shortcut.actions.flatMap(\.attachmentOccurrences).flatMap { $0.attachment.aggrandizements ?? [] }
                .filter {
                    if case .coercion(let c?) = $0.kind {
                        c.hasPrefix("WFCustomIntentOutputContentItem_")
                    } else {
                        false
                    }
                }
                .count
        }
        // Every action of the app is matched, except 10 actions of five intents Zavala removed.
        #expect(zavalaActions == 197)
        #expect(matched == 187)
        #expect(
            removedIntents == [
                "AddRowIntent", "BeginRowProcessingIntent", "EndRowProcessingIntent", "GetCurrentTagIntent",
                "SetOutlineTitleIntent",
            ])
        // The only other problems are keys of older definitions, which Shortcuts keeps; no value
        // has the wrong type or an enum name the definition lacks, and coercions use LEx6zX.
        #expect(staleKeys == ["exactSearchMatch", "outlineEntityID", "outlineOrRow", "tagName"])
        #expect(Set(rules.keys) == [IntentActionRule.unknownIntent.id, IntentActionRule.unknownParameter.id])
        #expect(rules[IntentActionRule.unknownIntent.id] == 10)
        #expect(coercions > 0)
        print(
            "note: Zavala: \(zavalaActions) actions, \(matched) matched; \(rules); \(coercions) custom-type coercions")
    }
}
