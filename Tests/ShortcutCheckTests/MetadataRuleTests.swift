import Diagnostics
import ShortcutAuthoring
import ShortcutCatalog
import ShortcutCheck
import ShortcutModel
import Testing

/// The file's own promises against its actions: minimum client version, workflow types, import
/// questions.
@Suite struct MetadataRuleTests {
    typealias C = CheckFixture

    static let checker = ShortcutChecker(
        catalog: ActionCatalog(definitions: [
            AvailabilityRuleTests.definition("brandnew", .new),
            AvailabilityRuleTests.definition("maconly", .established, .macOS),
            AvailabilityRuleTests.definition("iosonly", .established, .iOS),
            AvailabilityRuleTests.definition("everywhere", .established),
        ]))

    static func found(_ shortcut: Shortcut) -> [CheckFixture.Found] {
        checker.check(shortcut, families: .metadata).map(CheckFixture.Found.init)
    }

    static func shortcut(_ stems: [String], _ edit: (ShortcutBuilder) -> Void = { _ in }) -> Shortcut {
        C.build { s in
            for stem in stems { s.add(Action("is.workflow.actions." + stem, [:])) }
            edit(s)
        }
    }

    @Test func aMinimumClientVersionBelowTheNewestActionIsAWarning() {
        let old = Self.shortcut(["everywhere", "brandnew"]) { $0.shortcut.minimumClientVersion = 900 }
        #expect(Self.found(old) == [.init(.minimumClientVersion, nil, .warning)])
        #expect(
            Self.checker.check(old).first { $0.rule == CheckRule.minimumClientVersion.rawValue }?.keyPath
                == "WFWorkflowMinimumClientVersion")
    }

    @Test func aMinimumClientVersionOfTheNewReleaseIsQuiet() {
        #expect(Self.found(Self.shortcut(["brandnew"]) { $0.shortcut.minimumClientVersion = 4000 }).isEmpty)
        #expect(Self.found(Self.shortcut(["everywhere"]) { $0.shortcut.minimumClientVersion = 900 }).isEmpty)
    }

    @Test func aWatchShortcutWithAMacOnlyActionIsAWarning() {
        let watch = Self.shortcut(["everywhere", "maconly"]) { $0.shortcut.workflowTypes = [.watchKit] }
        #expect(Self.found(watch) == [.init(.workflowType, 1, .warning)])
        let menuBar = Self.shortcut(["iosonly"]) { $0.shortcut.workflowTypes = [.menuBar] }
        #expect(Self.found(menuBar) == [.init(.workflowType, 0, .warning)])
    }

    @Test func workflowTypesTheActionsRunInAreQuiet() {
        #expect(Self.found(Self.shortcut(["everywhere"]) { $0.shortcut.workflowTypes = [.watchKit] }).isEmpty)
        #expect(Self.found(Self.shortcut(["maconly"]) { $0.shortcut.workflowTypes = [.menuBar] }).isEmpty)
        #expect(Self.found(Self.shortcut(["maconly"]) { $0.shortcut.workflowTypes = [.shareSheet] }).isEmpty)
    }

    @Test func anImportQuestionPointingAtNoActionOrParameterIsAWarning() {
        let shortcut = C.build { s in
            s.add(Action("is.workflow.actions.gettext", ["WFTextActionText": "key"]))
            s.shortcut.importQuestions = [
                ImportQuestion(actionIndex: 5, parameterKey: "WFTextActionText", text: "Your key?"),
                ImportQuestion(actionIndex: 0, parameterKey: "WFNoSuchKey", text: "Your key?"),
            ]
        }
        let found = C.checker.check(shortcut, families: .metadata)
        #expect(found.map(CheckFixture.Found.init) == [.init(.importQuestion, nil), .init(.importQuestion, 0)])
        #expect(found.map(\.keyPath) == ["WFWorkflowImportQuestions[0]", "WFWorkflowImportQuestions[1]"])
    }

    @Test func anImportQuestionForAParameterTheActionTakesIsQuiet() {
        let shortcut = C.build { s in
            s.add(Action("is.workflow.actions.gettext", ["WFTextActionText": "key"]))
            s.add(Action("is.workflow.actions.alert", [:]))
            s.shortcut.importQuestions = [
                ImportQuestion(actionIndex: 0, parameterKey: "WFTextActionText", text: "Your key?"),
                // Absent from the action, but a parameter the catalog lists: the app fills it in.
                ImportQuestion(actionIndex: 1, parameterKey: "WFAlertActionMessage", text: "Message?"),
            ]
        }
        #expect(C.checker.check(shortcut, families: .metadata).isEmpty)
    }
}
