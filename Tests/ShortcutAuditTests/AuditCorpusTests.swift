import Foundation
import PropertyList
import ShortcutAudit
import ShortcutModel
import TestSupport
import Testing

/// Every corpus shortcut — binary, XML and signed — audits without error, and the reports are
/// consistent with the files.
@Suite struct AuditCorpusTests {
    @Test func everyCorpusFileAudits() throws {
        guard Corpus.isAvailable else { return Corpus.noteMissing() }
        let entries = try Corpus.entries(kinds: ["binary", "xml", "signed"])
        #expect(entries.count == 486)
        var findings = 0
        for entry in entries {
            let document = try ShortcutDocument(data: try entry.data())
            let shortcut = document.shortcut
            let report = Fixture.auditor.audit(shortcut, file: entry.file)
            findings += report.findings.count
            #expect(!report.verdict.isEmpty, "\(entry)")
            for finding in report.findings {
                #expect(shortcut.actions.indices.contains(finding.sinkAction), "\(entry): \(finding.rule)")
                #expect(finding.path.last?.actionIndex == finding.sinkAction, "\(entry): \(finding.rule)")
                #expect(
                    finding.path.allSatisfy { $0.actionIndex.map(shortcut.actions.indices.contains) ?? true },
                    "\(entry)")
                #expect(finding.sourceActions.allSatisfy(shortcut.actions.indices.contains), "\(entry)")
            }
        }
        #expect(findings > 1000)  // the corpus has many real flows; zero would mean the pass is dead
    }

    @Test func reportsRoundTripThroughJSON() throws {
        let report = Fixture.audit([
            Fixture.action("selectcontacts", 1),
            Fixture.fetch(
                Fixture.text(.text("https://api.example.com/?c="), .variable(Fixture.output(1))), method: "POST"),
            Fixture.action(
                "runsshscript", nil, [("WFSSHHost", "h.example"), ("WFSSHScript", "ls"), ("WFInput", "none")]),
        ])
        let data = try JSONEncoder().encode(report)
        #expect(try JSONDecoder().decode(AuditReport.self, from: data) == report)
        #expect(report.highestSeverity == .error)
        #expect(report.filtered(minimum: .error).findings.map(\.rule) == ["audit.flow.network"])
        #expect(report.filtered(minimum: .error).verdict == "sends contacts to api.example.com")
        #expect(
            report.diagnostics.first?.description
                == "error: action 1: contacts reach Get Contents of URL (POST api.example.com) "
                + "(path: 0 Select Contact → 1 Get Contents of URL (POST api.example.com)) [audit.flow.network]")
        #expect(report.involvedActions[0] == ["audit.flow.network"])
        #expect(report.involvedActions[2] == ["audit.capability.shell"])
    }

    @Test func deepNestingAndLongChainsStayFast() {
        // 5,000 nested Ifs, with a clipboard value passed down and sent at the bottom.
        var actions = [Fixture.action("getclipboard", 1), Fixture.setVariable("v", Fixture.output(1))]
        for level in 0..<5_000 { actions.append(Fixture.control("conditional", .start, group: level)) }
        actions.append(Fixture.fetch(Fixture.text(.text("https://deep.example.com/?"), .variable(.variable("v")))))
        for level in (0..<5_000).reversed() { actions.append(Fixture.control("conditional", .end, group: level)) }
        let clock = ContinuousClock()
        var report: AuditReport?
        let elapsed = clock.measure { report = Fixture.audit(actions) }
        #expect(report?.findings.map(\.rule) == ["audit.flow.network"])
        #expect(elapsed < .seconds(10))
    }

    @Test func aChainOfSetVariablesThroughManyLoopsConverges() {
        // Each loop reads the variable the next one sets: information flows backwards one loop
        // per round, so the pass stops at its round limit instead of running forever.
        var actions = [Fixture.action("getclipboard", 1)]
        for loop in 0..<50 {
            actions.append(Fixture.control("repeat.count", .start, group: loop))
            actions.append(Fixture.setVariable("v\(loop)", .variable("v\(loop + 1)")))
            actions.append(Fixture.control("repeat.count", .end, group: loop))
        }
        actions.append(Fixture.setVariable("v50", Fixture.output(1)))
        let report = Fixture.audit(actions)
        #expect(report.findings.isEmpty)
    }

    @Test func unbalancedAndDanglingInputsDoNotTrap() {
        let report = Fixture.audit([
            Fixture.control("conditional", .end, group: 7),
            Fixture.control("repeat.each", .start, group: 8, [("WFInput", .variable(.variable("Repeat Item 4")))]),
            Fixture.control("conditional", .middle, group: 9),
            Fixture.fetch(.variable(.output(of: "MISSING", named: "Gone"))),
            Fixture.action("setvariable"),
            Fixture.action("getvariable", nil, [("WFVariable", .variable(.variable("")))]),
        ])
        #expect(report.findings.isEmpty)
    }
}
