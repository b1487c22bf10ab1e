import AppShortcutsLint
import Foundation
import ShortcutKit
import TestSupport
import Testing

/// One style of rule id across `check`, `audit`, `appshortcuts lint` and `intents`:
/// `<area>.<family>.<name>` (`RuleIDForm`), unique across the tools, the old ids still read and
/// every id listed in `Docs/RuleIds.md`.
@Suite struct RuleIDTests {
    struct Rule: CustomStringConvertible {
        var area: String
        var id: String
        var formerID: String?
        var description: String { "\(area) \(id)" }
    }

    /// Every rule of every tool that reports rule ids, with the area its ids must start with.
    static func everyRule() throws -> [Rule] {
        func rules<R: DiagnosticRule>(_: R.Type, area: String) -> [Rule] {
            R.allCases.map { Rule(area: area, id: $0.id, formerID: $0.formerID) }
        }
        let audit = try AuditRules.bundled().ruleIDs.map { Rule(area: "audit", id: $0, formerID: nil) }
        return rules(CheckRule.self, area: "check") + audit
            + rules(AppShortcutsRule.self, area: "appshortcuts")
            + rules(IntentDefinitionRule.self, area: "intents") + rules(IntentActionRule.self, area: "intents")
    }

    @Test func everyRuleIDHasTheOneFormAndItsToolsArea() throws {
        let rules = try Self.everyRule()
        #expect(rules.count == 25 + 16 + 18 + 16 + 6)
        for rule in rules {
            #expect(RuleIDForm.isWellFormed(rule.id), "\(rule)")
            #expect(rule.id.hasPrefix(rule.area + "."), "\(rule)")
        }
    }

    @Test func idsAreUniqueAndNoFormerIDIsAnotherRulesID() throws {
        let rules = try Self.everyRule()
        let ids = rules.map(\.id)
        #expect(Set(ids).count == ids.count, "\(Dictionary(grouping: ids) { $0 }.filter { $0.value.count > 1 }.keys)")
        let former = rules.compactMap(\.formerID)
        #expect(Set(former).count == former.count)
        #expect(Set(former).isDisjoint(with: ids))
    }

    @Test func theFormIsCheckedPartByPart() {
        for good in ["check.structure.unclosed-block", "audit.flow.network", "a.b-c.d1-2e"] {
            #expect(RuleIDForm.isWellFormed(good), "\(good)")
        }
        for bad in [
            "missing-application-name", "duplicateIntentName", "intent-action-unknown-intent", "check.structure",
            "check.structure.unclosed-block.x", "Check.structure.x", "check.struct1.x", "check..x", "check.s.",
            "check.s.a--b", "check.s.-a", "check.s.a-", "check.s.a_b", "check.s.é", "",
        ] {
            #expect(!RuleIDForm.isWellFormed(bad), "\(bad)")
        }
    }

    @Test func formerIDsStillRead() throws {
        #expect(AppShortcutsRule(id: "missing-application-name") == .missingApplicationName)
        #expect(AppShortcutsRule(id: AppShortcutsRule.invalidSwift.id) == .invalidSwift)
        #expect(AppShortcutsRule(id: "no-such-rule") == nil)
        #expect(IntentDefinitionRule(id: "duplicateIntentName") == .duplicateIntentName)
        #expect(IntentActionRule(id: "intent-action-unknown-intent") == .unknownIntent)
        // JSON written before the rename decodes; what is written now is the new id.
        let old = try JSONDecoder().decode([AppShortcutsRule].self, from: Data(#"["strings-unused-key"]"#.utf8))
        #expect(old == [.stringsUnusedKey])
        let written = try JSONEncoder().encode([AppShortcutsRule.stringsUnusedKey])
        #expect(String(decoding: written, as: UTF8.self) == #"["\#(AppShortcutsRule.stringsUnusedKey.id)"]"#)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([CheckRule].self, from: Data(#"["x"]"#.utf8)) }
        let diagnostic = Diagnostic(.error, rule: "duplicateParameterTag", keyPath: "INIntents[0]", message: "m")
        #expect(diagnostic.intentDefinitionRule == .duplicateParameterTag)
        #expect(
            Diagnostic(.warning, rule: "intent-action-wrong-value-type", message: "m").intentActionRule
                == .wrongValueType)
    }

    @Test func theDocsListEveryIDWithItsFormerID() throws {
        let page = try String(
            contentsOf: Corpus.packageRoot.appendingPathComponent("Docs/RuleIds.md"), encoding: .utf8)
        let rows = page.split(separator: "\n").filter { $0.hasPrefix("|") }
        for rule in try Self.everyRule() {
            let row = rows.first { $0.contains("`\(rule.id)`") }
            #expect(row != nil, "Docs/RuleIds.md has no row for \(rule.id)")
            if let formerID = rule.formerID, let row {
                #expect(row.contains("`\(formerID)`"), "the row of \(rule.id) names its former id \(formerID)")
            }
        }
    }
}
