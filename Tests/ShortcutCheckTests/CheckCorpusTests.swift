import Foundation
import ShortcutCheck
import ShortcutModel
import TestSupport
import Testing

/// Every shortcut of `../shared/corpus` (binary, XML and signed: every kind that holds a
/// shortcut) checks with no error without a target, with the counts per rule of Docs/Check.md.
@Suite struct CheckCorpusTests {
    typealias C = CheckFixture

    /// The corpus, or nil after recording why (a failure under CI, a note elsewhere).
    static func entries() throws -> [ManifestEntry]? {
        guard Corpus.isAvailable else {
            if ProcessInfo.processInfo.environment["CI"] != nil {
                Issue.record("the corpus is missing at \(Corpus.root.path)")
            } else {
                Corpus.noteMissing()
            }
            return nil
        }
        return try Corpus.entries(kinds: ["binary", "xml", "signed"])
    }

    /// Diagnostics per rule id over the corpus, and the files each rule fired in.
    static func counts(target: CheckTarget? = nil) throws -> (
        findings: [String: Int], files: [String: Set<String>], errors: [String]
    )? {
        guard let entries = try entries() else { return nil }
        #expect(entries.count == 486)
        var findings: [String: Int] = [:]
        var files: [String: Set<String>] = [:]
        var errors: [String] = []
        for entry in entries {
            let shortcut = try ShortcutDocument(data: try entry.data()).shortcut
            for diagnostic in C.checker.check(shortcut, target: target) {
                let rule = diagnostic.rule ?? ""
                findings[rule, default: 0] += 1
                files[rule, default: []].insert(entry.file)
                if diagnostic.severity == .error { errors.append("\(entry.file): \(diagnostic)") }
                #expect(
                    diagnostic.actionIndex.map(shortcut.actions.indices.contains) ?? true, "\(entry): \(diagnostic)")
            }
        }
        return (findings, files, errors)
    }

    @Test func theWholeCorpusChecksWithNoErrorWithoutATarget() throws {
        guard let (findings, files, errors) = try Self.counts() else { return }
        #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))")
        for (rule, count) in findings.sorted(by: { $0.key < $1.key }) {
            print("check corpus: \(rule) \(count) findings in \(files[rule]?.count ?? 0) files")
        }
        #expect(findings == Self.expectedCounts)
    }

    /// With iOS 27 as the target the errors are all availability errors, on these identifiers
    /// (each checked by hand in Docs/Check.md: IFTTT left the app, Run AppleScript is Mac-only).
    /// Folder and the Dropbox actions are migrated on import, and Extract Text from Image, missing
    /// from the Simulator's list only, is a warning.
    @Test func withIOS27AsTheTargetTheErrorsAreActionsTheDeviceLacks() throws {
        guard let entries = try Self.entries() else { return }
        var identifiers: [String: Int] = [:]
        var errorRules = Set<String>()
        for entry in entries {
            let shortcut = try ShortcutDocument(data: try entry.data()).shortcut
            for diagnostic in C.checker.check(shortcut, target: CheckTarget(osVersion: 27, platform: .iOS))
            where diagnostic.severity == .error {
                errorRules.insert(diagnostic.rule ?? "")
                identifiers[shortcut.actions[diagnostic.actionIndex ?? 0].identifier, default: 0] += 1
            }
        }
        #expect(errorRules == [CheckRule.unavailableAction.rawValue])
        #expect(
            identifiers == ["is.workflow.actions.ifttt": 4, "is.workflow.actions.runapplescript": 1])
    }

    /// Findings per rule without a target (Docs/Check.md, "Corpus").
    static let expectedCounts: [String: Int] = [
        "check.availability.third-party": 266, "check.availability.unknown": 29,
        "check.availability.migrated": 7,
        "check.metadata.import-question": 14, "check.reference.later-output": 3,
        "check.reference.missing-output": 15, "check.reference.unset-variable": 87,
        "check.structure.duplicate-uuid": 67,
    ]
}
