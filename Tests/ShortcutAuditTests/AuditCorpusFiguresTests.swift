import Diagnostics
import Foundation
import ShortcutAudit
import ShortcutModel
import TestSupport
import Testing

/// The figures Docs/Audit.md states for the corpus, asserted: the per-rule counts over all shortcut
/// files, and the five files checked by hand. A change to a rule that moves a figure fails here, so
/// the table and the code cannot drift apart.
@Suite struct AuditCorpusFiguresTests {
    /// Findings, files with the rule, findings by severity — Docs/Audit.md's corpus table.
    struct Row: Equatable {
        var findings: Int
        var files: Int
        var bySeverity: [Severity: Int]
        init(_ findings: Int, _ files: Int, _ bySeverity: [Severity: Int]) {
            (self.findings, self.files, self.bySeverity) = (findings, files, bySeverity)
        }
    }

    static let perRule: [String: Row] = [
        "audit.capability.data-url-script": Row(59, 16, [.warning: 59]),
        "audit.capability.delete": Row(75, 34, [.warning: 75]),
        "audit.capability.run-shortcut": Row(443, 75, [.note: 443]),
        "audit.capability.self-update": Row(17, 17, [.warning: 17]),
        "audit.capability.settings": Row(111, 14, [.note: 111]),
        "audit.capability.shell": Row(24, 14, [.warning: 24]),
        "audit.flow.app": Row(202, 114, [.warning: 81, .note: 121]),
        "audit.flow.clipboard": Row(56, 24, [.warning: 56]),
        "audit.flow.files": Row(195, 60, [.warning: 175, .note: 20]),
        "audit.flow.messages": Row(7, 5, [.error: 2, .note: 5]),
        "audit.flow.network": Row(295, 110, [.error: 153, .note: 142]),
        "audit.flow.script": Row(7, 4, [.error: 1, .note: 6]),
        "audit.flow.social": Row(1, 1, [.error: 1]),
        "audit.obfuscation.assembled": Row(1, 1, [.warning: 1]),
        "audit.obfuscation.blob": Row(46, 13, [.note: 46]),
        "audit.obfuscation.decoded": Row(16, 9, [.warning: 16]),
    ]

    /// Audits every binary, XML and signed corpus file once, by file name.
    static func reports() throws -> [String: (shortcut: Shortcut, report: AuditReport)] {
        var reports: [String: (Shortcut, AuditReport)] = [:]
        for entry in try Corpus.entries(kinds: ["binary", "xml", "signed"]) {
            let shortcut = try ShortcutDocument(data: try entry.data()).shortcut
            reports[entry.file] = (shortcut, Fixture.auditor.audit(shortcut, file: entry.file))
        }
        return reports
    }

    @Test func perRuleCountsAndMostSevereFindingsMatchTheDocs() throws {
        guard Corpus.isAvailable else { return Corpus.noteMissing() }
        let reports = try Self.reports()
        #expect(reports.count == 486)
        var counted: [String: (findings: Int, files: Set<String>, bySeverity: [Severity: Int])] = [:]
        var mostSevere: [Severity: Int] = [:]
        for (file, (_, report)) in reports {
            for finding in report.findings {
                var row = counted[finding.rule] ?? (0, [], [:])
                row.findings += 1
                row.files.insert(file)
                row.bySeverity[finding.severity, default: 0] += 1
                counted[finding.rule] = row
            }
            if let highest = report.findings.map(\.severity).max() { mostSevere[highest, default: 0] += 1 }
        }
        #expect(Set(counted.keys) == Set(Self.perRule.keys))
        for (rule, expected) in Self.perRule.sorted(by: { $0.key < $1.key }) {
            let row = counted[rule]
            #expect(row?.findings == expected.findings, "\(rule) findings")
            #expect(row?.files.count == expected.files, "\(rule) files")
            #expect(row?.bySeverity == expected.bySeverity, "\(rule) by severity")
        }
        // 289 files have findings: the most severe is an error in 58, a warning in 94, a note in 137.
        #expect(mostSevere == [.error: 58, .warning: 94, .note: 137])
    }

    @Test func theFiveFilesCheckedByHand() throws {
        guard Corpus.isAvailable else { return Corpus.noteMissing() }
        let reports = try Self.reports()
        func findings(_ file: String) throws -> [AuditFinding] { try #require(reports[file]).report.findings }
        func paths(_ findings: [AuditFinding], rule: String) -> [[Int]] {
            findings.filter { $0.rule == rule }.map { $0.path.compactMap(\.actionIndex) }
        }

        // JSLinux: one warning, a whole HTML page with <script> loaded as a data: URL at 11; no flow.
        let linuxKit = try findings("binary/suliveevil__My-Siri-Shortcuts__assets__backup__LinuxKit.shortcut")
        #expect(linuxKit.map(\.rule) == ["audit.capability.data-url-script"])
        #expect(linuxKit.first?.sinkAction == 11)
        #expect(linuxKit.first?.severity == .warning)

        // Universal Downloader: the clipboard's URL fetched as is, and literal hosts fed by the clipboard.
        let downloader = try findings(
            "binary/suliveevil__My-Siri-Shortcuts__assets__backup__Universal_Downloader.shortcut")
        let network = paths(downloader, rule: "audit.flow.network")
        #expect(network.contains([11, 12]), "\(network)")
        #expect(network.contains([108, 109, 110]), "\(network)")
        #expect(downloader.contains { $0.rule == "audit.flow.network" && $0.sinkAction == 12 && $0.severity == .error })

        // OneTest: base64 of a URL (166) decoded (167) and fetched (169), past a Comment at 168.
        let oneTest = try findings("binary/pfgithub__scpl__test__realshortcuts__OneTest.shortcut")
        let decoded = try #require(oneTest.first { $0.rule == "audit.obfuscation.decoded" })
        #expect(decoded.sinkAction == 169)
        #expect(decoded.severity == .warning)
        // The path runs from the decoding (167) to the fetch (169), past the Comment at 168.
        #expect(decoded.path.compactMap(\.actionIndex) == [167, 169])

        // 218.plist: a menu case opens an iCloud shortcut link at 125 (self-update), and two Run Shortcut notes.
        let selfUpdate = try findings("xml/suliveevil__My-Siri-Shortcuts__SourceCode_Plist_XML__2020-05-08__218.plist")
        #expect(selfUpdate.contains { $0.rule == "audit.capability.self-update" && $0.sinkAction == 125 })
        #expect(selfUpdate.filter { $0.rule == "audit.capability.run-shortcut" }.count == 2)

        // FS Bookmarks: Get File → Ask for Input (its default answer) → Run Script (Scriptable) at 37.
        let bookmarks = try findings("binary/suliveevil__My-Siri-Shortcuts__assets__backup__FS_Bookmarks.shortcut")
        let script = paths(bookmarks, rule: "audit.flow.script")
        #expect(script.contains { $0.first == 33 && $0.contains(34) && $0.last == 37 }, "\(script)")
        #expect(bookmarks.contains { $0.rule == "audit.flow.script" && $0.sinkAction == 37 && $0.severity == .error })
        let capabilityWarnings = Set(bookmarks.filter { $0.severity == .warning }.map(\.sinkAction))
        #expect(capabilityWarnings.isSuperset(of: [37, 50]), "\(capabilityWarnings)")
    }
}
