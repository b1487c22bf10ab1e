import Foundation
import PropertyList
import ShortcutAudit
import ShortcutModel
import TestSupport
import Testing

/// The rule table is data: every entry must be valid, name identifiers the catalog knows (or
/// say it is a third-party identifier), and actually fire.
@Suite struct AuditRulesTableTests {
    typealias F = Fixture
    let rules = F.auditor.rules
    let catalog = F.auditor.catalog

    private func known(_ identifier: String, thirdParty: Bool?) -> Bool {
        // A third-party mark is only for identifiers the catalog lacks.
        (catalog.definition(for: identifier) != nil) != (thirdParty == true)
    }

    @Test func everyIdentifierIsInTheCatalogOrMarkedThirdParty() {
        for source in rules.sources {
            if let id = source.identifier { #expect(known(id, thirdParty: source.thirdParty), "\(id)") }
        }
        for sink in rules.sinks {
            if let id = sink.identifier { #expect(known(id, thirdParty: sink.thirdParty), "\(id)") }
        }
        for capability in rules.capabilities {
            for entry in capability.entries {
                if let id = entry.identifier { #expect(known(id, thirdParty: entry.thirdParty), "\(id)") }
            }
        }
        for id in rules.opaqueOutputs + rules.implicitInput.identifiers {
            #expect(catalog.definition(for: id) != nil, "\(id)")
        }
    }

    @Test func everyKindIsUsedAndNoEntryIsListedTwice() {
        let sourceKinds = Set(rules.sources.map(\.kind) + rules.attachmentSources.map(\.kind))
        #expect(Set(rules.sourceKinds.map(\.kind)) == sourceKinds)
        #expect(Set(rules.sinkKinds.map(\.kind)) == Set(rules.sinks.map(\.kind)))
        let sinkIDs = rules.sinks.compactMap(\.identifier)
        #expect(Set(sinkIDs).count == sinkIDs.count)
        let sourceIDs = rules.sources.compactMap(\.identifier)
        #expect(Set(sourceIDs).count == sourceIDs.count)
        let rulesIDs =
            rules.sinkKinds.map(\.rule) + rules.capabilities.map(\.rule)
            + [rules.obfuscation.assembled.rule, rules.obfuscation.decoded.rule, rules.obfuscation.blob.rule]
        #expect(Set(rulesIDs).count == rulesIDs.count)
        #expect(rulesIDs.allSatisfy { $0.hasPrefix("audit.") })
    }

    @Test func everySourceEntryReadsItsKind() {
        for source in rules.sources {
            guard let id = source.identifier else { continue }
            var reader = F.action(id, 1)
            for (key, value) in source.whenParameter ?? [:] { reader.parameters[key] = .string(value) }
            let report = F.audit([reader, F.fetch(.variable(F.output(1)))])
            if source.kind == "decoded" {
                #expect(report.findings.contains { $0.rule == "audit.obfuscation.decoded" }, "\(id)")
            } else {
                #expect(
                    report.findings.contains { $0.sourceKinds == [source.kind] && $0.sourceActions == [0] }, "\(id)")
            }
        }
    }

    @Test func everySinkEntrySendsWhatItIsGiven() {
        for sink in rules.sinks {
            guard let id = sink.identifier else { continue }
            let key = sink.scriptKeys?.first ?? sink.urlKeys?.first ?? sink.inputKey ?? "WFInput"
            let report = F.audit([F.action("getclipboard", 1), F.action(id, nil, [(key, .variable(F.output(1)))])])
            let rule = rules.sinkKinds.first { $0.kind == sink.kind }?.rule
            #expect(
                report.findings.contains { $0.rule == rule && $0.sinkAction == 1 && $0.channels.contains(key) }, "\(id)"
            )
        }
    }

    @Test func everyCapabilityEntryFires() {
        for capability in rules.capabilities {
            for entry in capability.entries {
                guard let id = entry.identifier else { continue }
                let report = F.audit([F.action(id)])
                #expect(report.findings.contains { $0.rule == capability.rule && $0.verdict == entry.phrase }, "\(id)")
            }
        }
    }

    @Test func aBrokenTableIsATypedErrorWithItsPath() throws {
        let url = try #require(Self.bundledRulesURL())
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var sources = try #require(json["sources"] as? [[String: Any]])
        sources[3]["kind"] = "nonsense"
        json["sources"] = sources
        #expect(throws: AuditRulesError(.unknownKind("nonsense"), at: "sources[3].kind")) {
            try AuditRules(data: JSONSerialization.data(withJSONObject: json))
        }
        json.removeValue(forKey: "sinks")
        #expect(throws: AuditRulesError(.malformed("missing key sinks"), at: ".sinks")) {
            try AuditRules(data: JSONSerialization.data(withJSONObject: json))
        }
        #expect(throws: AuditRulesError.self) { try AuditRules(data: Data("[1, 2".utf8)) }
        #expect(
            AuditRulesError(.unknownKind("x"), at: "sinks[0].kind").description
                == "audit rules: unknown kind “x” at sinks[0].kind")
    }

    /// The package copy of the table, for tests that edit it.
    static func bundledRulesURL() -> URL? {
        let url = Corpus.packageRoot.appendingPathComponent("Sources/ShortcutAudit/Resources/audit-rules.json")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}
