import Foundation
import ModelTestSupport
import ShortcutKit
import ShortcutPresentation
import TestSupport
import Testing

@Suite struct ShortcutFlowTests {
    let resources = PresentationFixtures.resources

    func presented(_ shortcut: Shortcut) throws -> PresentedShortcut {
        PresentedShortcut(document: try PresentationFixtures.document(shortcut), resources: resources)
    }

    @Test func nestedIfMenuAndRepeatRowsHaveTheirDepthsAndRoles() throws {
        let flow = try presented(PresentationFixtures.nested).flow
        #expect(flow.rows.map(\.depth) == [0, 1, 0, 1, 1, 2, 3, 2, 1, 2, 1, 0, 0, 1, 0])
        #expect(flow.rows.map(\.id) == Array(0..<15))
        let roles = flow.rows.map(\.role)
        #expect(roles[0] == .blockStart && roles[2] == .blockMiddle && roles[11] == .blockEnd)
        #expect(roles[4] == .blockMiddle && roles[8] == .blockMiddle && roles[10] == .blockEnd)
        #expect(roles[5] == .blockStart && roles[7] == .blockEnd && roles[12] == .blockStart && roles[14] == .blockEnd)
        #expect(flow.rows[0].displayName == "If")
        #expect(flow.rows[2].displayName == "Otherwise")
        #expect(flow.rows[4].subtitle?.contains("A") == true)
        #expect(flow.rows[8].subtitle?.contains("B") == true)
        #expect(flow.maximumDepth == 3)
        #expect(flow.rows[6].accessibilityLabel.hasSuffix("nested 3 levels"))
        #expect(flow.rows[1].accessibilityLabel.hasSuffix("nested 1 level"))
    }

    @Test func theCountLeavesOutOtherwiseMenuCasesAndEnds() throws {
        // 15 actions: 4 openers + 4 comments count; Otherwise, 2 cases and 4 ends do not.
        let presented = try presented(PresentationFixtures.nested)
        #expect(presented.flow.actionCount == 8)
        #expect(ShortcutFlow.actionCount(of: PresentationFixtures.nested) == 8)
        #expect(presented.data.actionCount == 8)
        #expect(presented.summary.text(now: Date()) == "8 actions")
        let one = Shortcut(actions: [PresentationFixtures.plain("x")])
        #expect(try self.presented(one).summary.text(now: Date()) == "1 action")
        // A stray End is a marker even without its opener.
        let stray = Shortcut(actions: [
            PresentationFixtures.plain("x"),
            PresentationFixtures.block(PresentationFixtures.conditional, .end, group: 9),
        ])
        #expect(ShortcutFlow.actionCount(of: stray) == 1)
        #expect(try self.presented(stray).flow.actionCount == 1)
    }

    @Test func variablesStayPillsInTheRowSegments() throws {
        let shortcut = ExampleShortcuts.weatherReport
        let flow = try presented(shortcut).flow
        #expect(flow.rows.contains { row in row.segments.contains { if case .variable = $0 { true } else { false } } })
        #expect(flow.rows.allSatisfy { !$0.displayName.isEmpty && !$0.systemImage.isEmpty })
    }

    @Test func everyCorpusShortcutPresentsWithConsistentCountsAndDepths() throws {
        guard Corpus.isAvailable else { return Corpus.noteMissing() }
        let entries = try Corpus.entries(kinds: ["binary", "xml", "signed"])
        #expect(entries.count > 400)
        var presentedCount = 0
        for entry in entries {
            let document: ShortcutDocument
            // Reading errors are other suites' business; every readable file must present.
            do { document = try ShortcutDocument(data: try entry.data()) } catch { continue }
            let presented = PresentedShortcut(
                document: document, fileName: entry.url.lastPathComponent, resources: resources)
            let flow = presented.flow
            let analysis = ShortcutAnalysis(document.shortcut)
            #expect(flow.rows.count == document.shortcut.actions.count, "\(entry)")
            #expect(flow.rows.map(\.depth) == analysis.controlFlow.depths, "\(entry)")
            #expect(flow.actionCount == ShortcutFlow.actionCount(of: document.shortcut), "\(entry)")
            let markers = flow.rows.filter(\.isControlFlowMarker).count
            #expect(markers == flow.rows.count - flow.actionCount, "\(entry)")
            if let manifestCount = entry.actions { #expect(flow.rows.count == manifestCount, "\(entry)") }
            #expect(!presented.tile.name.isEmpty)
            presentedCount += 1
        }
        #expect(presentedCount > 400)
    }
}

@Suite struct ShortcutDetailSummaryTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func theLineReadsLikeTheApp() {
        let data = ShortcutData(
            id: "x", name: "N", createdAt: now.addingTimeInterval(-62 * 86_400),
            modifiedAt: now.addingTimeInterval(-8 * 86_400), signingStatus: "APPROVED", actionCount: 12)
        let summary = ShortcutDetailSummary(data: data)
        #expect(summary.text(now: now) == "12 actions · Created 2 mo ago · Modified 1 wk ago")
        #expect(summary.signing == .approved)
        #expect(summary.signing?.systemImage == "checkmark.seal.fill")
        #expect(
            summary.accessibilityLabel(now: now) == "12 actions, Created 2 mo ago, Modified 1 wk ago, Signed by Apple")
        #expect(ShortcutDetailSummary(data: ShortcutData(id: "x", name: "N")).text(now: now) == "")
        #expect(
            ShortcutDetailSummary(data: ShortcutData(id: "x", name: "N", signingStatus: "PENDING")).signing
                == .other("PENDING"))
    }

    @Test func relativeAgesPickTheLargestUnit() {
        let cases: [(Double, String)] = [
            (0, "just now"), (59, "just now"), (60, "1 min ago"), (3599, "59 min ago"), (3600, "1 hr ago"),
            (86_399, "23 hr ago"), (86_400, "1 day ago"), (2 * 86_400, "2 days ago"), (7 * 86_400, "1 wk ago"),
            (29 * 86_400, "4 wk ago"), (30 * 86_400, "1 mo ago"), (364 * 86_400, "12 mo ago"),
            (365 * 86_400, "1 yr ago"), (3 * 365 * 86_400, "3 yr ago"), (-2 * 86_400, "in 2 days"),
            (-30, "just now"),
        ]
        for (age, text) in cases {
            #expect(RelativeAge.text(for: now.addingTimeInterval(-age), now: now) == text, "\(age)")
        }
        #expect(RelativeAge.text(for: .distantPast, now: now).hasSuffix("yr ago"))
    }

    @Test func aSignedFileGetsTheSealOfItsKind() throws {
        guard Corpus.isAvailable else { return Corpus.noteMissing() }
        let entry = try #require(try Corpus.entries(kinds: ["signed"]).first)
        let document = try ShortcutDocument(data: try entry.data())
        let presented = PresentedShortcut(document: document, resources: PresentationFixtures.resources)
        guard case .signedFile(let kind)? = presented.summary.signing else {
            Issue.record("no seal for \(entry)")
            return
        }
        #expect(kind == "iCloud" || kind == "contact")
    }
}
