import Diagnostics
import PropertyList
import ShortcutAudit
import ShortcutModel
import Testing

/// `audit.capability.self-update`: opening or importing a `shortcuts://` import, run or
/// x-callback link, or an iCloud shortcut link — literal or built at run time — one test per form,
/// and the links that must stay quiet.
@Suite struct SelfUpdateRuleTests {
    typealias F = Fixture
    static let rule = "audit.capability.self-update"

    /// The self-update findings: (sink action, severity, verdict phrase).
    static func found(_ actions: [Action]) -> [(Int, Severity, String)] {
        F.findings(actions, rule: rule).map { ($0.sinkAction, $0.severity, $0.verdict) }
    }

    static let importPhrase = "imports a shortcut from a link (self-update)"
    static let iCloudPhrase = "opens or fetches an iCloud shortcut link (self-update)"
    static let runPhrase = "runs another shortcut through a shortcuts:// link"

    static func openURL(_ value: ParameterValue) -> Action { F.action("openurl", nil, [("WFInput", value)]) }

    @Test func aLiteralImportLinkOpened() {
        let found = Self.found([
            Self.openURL(.string("shortcuts://import-shortcut?url=https://example.com/a.shortcut&name=A"))
        ])
        #expect(found.map(\.0) == [0])
        #expect(found.map(\.1) == [.warning])
        #expect(found.map(\.2) == [Self.importPhrase])
    }

    /// The case the audit missed: the link is text with the downloaded address inside it.
    @Test func anImportLinkBuiltFromDownloadedText() {
        let found = Self.found([
            F.fetch(.string("https://updates.example.com/latest.txt")),
            F.action(
                "gettext", 2,
                [("WFTextActionText", F.text(.text("shortcuts://import-shortcut?url="), .variable(F.output(99))))]),
            Self.openURL(.variable(F.output(2))),
        ])
        #expect(found.map(\.0) == [2])
        #expect(found.map(\.1) == [.warning])
        #expect(found.map(\.2) == [Self.importPhrase])
    }

    @Test func anImportLinkAssembledInTheOpenURLField() {
        let found = Self.found([
            F.fetch(.string("https://updates.example.com/latest.txt")),
            Self.openURL(F.text(.text("shortcuts://import-shortcut?url="), .variable(F.output(99)))),
        ])
        #expect(found.map(\.0) == [1])
        #expect(found.map(\.2) == [Self.importPhrase])
    }

    @Test func aRunShortcutLink() {
        let found = Self.found([
            F.action("gettext", 1, [("WFTextActionText", .string("Other"))]),
            Self.openURL(F.text(.text("shortcuts://run-shortcut?name="), .variable(F.output(1)))),
        ])
        #expect(found.map(\.0) == [1])
        #expect(found.map(\.1) == [.warning])
        #expect(found.map(\.2) == [Self.runPhrase])
    }

    @Test func anXCallbackImportLink() {
        let found = Self.found([
            F.action(
                "openxcallbackurl", nil,
                [("WFXCallbackURL", .string("shortcuts://x-callback-url/import-shortcut?url=https://e.example/a"))])
        ])
        #expect(found.map(\.0) == [0])
        #expect(found.map(\.2) == [Self.importPhrase])
    }

    @Test func anXCallbackRunLink() {
        let found = Self.found([
            F.action(
                "openxcallbackurl", nil,
                [("WFXCallbackURL", .string("shortcuts://x-callback-url/run-shortcut?name=Updater"))])
        ])
        #expect(found.map(\.0) == [0])
        #expect(found.map(\.2) == [Self.runPhrase])
    }

    /// An iCloud link in a URL action, opened through Open URLs' implicit input.
    @Test func anICloudLinkOpenedThroughImplicitInput() {
        let found = Self.found([
            F.action("url", 1, [("WFURLActionURL", .string("https://www.icloud.com/shortcuts/0123456789abcdef"))]),
            F.action("openurl"),
        ])
        #expect(found.map(\.0) == [1])
        #expect(found.map(\.1) == [.warning])
        #expect(found.map(\.2) == [Self.iCloudPhrase])
    }

    /// An iCloud link whose id is downloaded when the shortcut runs.
    @Test func anICloudLinkBuiltAtRunTime() {
        let found = Self.found([
            F.fetch(.string("https://updates.example.com/id.txt")),
            Self.openURL(F.text(.text("https://www.icloud.com/shortcuts/"), .variable(F.output(99)))),
        ])
        #expect(found.map(\.0) == [1])
        #expect(found.map(\.2) == [Self.iCloudPhrase])
    }

    @Test func aLegacyWorkflowImportLink() {
        let found = Self.found([Self.openURL(.string("workflow://import-workflow?url=https://e.example/a.wflow"))])
        #expect(found.map(\.2) == [Self.importPhrase])
    }

    /// Opening the app, or a shortcut by name in the editor, neither imports nor runs code.
    @Test func linksThatOnlyOpenTheAppStayQuiet() {
        #expect(Self.found([Self.openURL(.string("shortcuts://"))]).isEmpty)
        #expect(Self.found([Self.openURL(.string("shortcuts://open-shortcut?name=Mine"))]).isEmpty)
        #expect(Self.found([Self.openURL(.string("https://example.com/shortcuts/import"))]).isEmpty)
        // A downloaded URL opened as is: nothing known says it is a shortcut link.
        #expect(Self.found([F.fetch(.string("https://e.example/u.txt")), F.action("openurl")]).isEmpty)
    }
}
