import Diagnostics
import ShortcutAuthoring
import ShortcutCatalog
import ShortcutCheck
import ShortcutModel
import Testing

/// Actions against the catalog's ToolKit facts and the target, on a small catalog whose facts
/// the tests choose.
@Suite struct AvailabilityRuleTests {
    typealias C = CheckFixture

    static func definition(
        _ stem: String, _ availability: ActionAvailability, _ platforms: ActionPlatforms = [.iOS, .macOS],
        sources: [String] = ["viticci/shortcuts-playground-plugin"], kind: ActionKind = .action
    ) -> ActionDefinition {
        let identifier = "is.workflow.actions." + stem
        return ActionDefinition(
            identifier: identifier, name: stem.capitalized, category: ActionCategory(identifier: identifier),
            sources: sources, kind: kind, platforms: platforms, availability: availability)
    }

    static let checker = ShortcutChecker(
        catalog: ActionCatalog(definitions: [
            definition("comment", .established),
            definition("everywhere", .established),
            definition("brandnew", .new),
            definition("olderthanthelists", .new, sources: ["viticci/shortcuts-playground-plugin", "pfgithub/scpl"]),
            definition("maconly", .established, .macOS),
            definition("simulatorgap", .established, .macOS, sources: ["pfgithub/scpl"]),
            definition("gone", .removed),
            definition("workflowera", .legacy, [], sources: ["pfgithub/scpl"]),
            definition("recentlylisted", .legacy, [], sources: ["EachSheep/ShortcutsBench"]),
            definition("macintent", .established, .macOS, sources: ["EachSheep/ShortcutsBench"], kind: .appIntent),
            definition("macaction", .established, .macOS, sources: ["EachSheep/ShortcutsBench"]),
            definition("documentpicker.save", .established),
            definition("file", .established),
            definition("file.getlink", .established, .macOS),
        ]))

    /// A shortcut of one action `is.workflow.actions.<stem>` after a Comment.
    static func using(_ stem: String) -> Shortcut {
        C.build { s in
            s.add(Action("is.workflow.actions.comment", ["WFCommentActionText": "x"]), uuid: .omitted)
            s.add(Action("is.workflow.actions." + stem, [:]))
        }
    }

    static func found(_ stem: String, _ target: CheckTarget?) -> [CheckFixture.Found] {
        checker.check(using(stem), target: target, families: .availability).map(CheckFixture.Found.init)
    }

    static let iOS27 = CheckTarget(osVersion: 27, platform: .iOS)
    static let iOS18 = CheckTarget(osVersion: 18, platform: .iOS)

    @Test func anActionNewIn26IsAnErrorOnAnOlderOS() {
        #expect(Self.found("brandnew", Self.iOS18) == [.init(.unavailableAction, 1, .error)])
        #expect(Self.found("brandnew", CheckTarget(osVersion: 26)) == [.init(.unavailableAction, 1, .warning)])
    }

    @Test func aNewActionIsQuietOnTheCurrentOSAndWhenOlderProjectsListIt() {
        #expect(Self.found("brandnew", Self.iOS27).isEmpty)
        #expect(Self.found("brandnew", nil).isEmpty)
        // Only ToolKit v78 has it, but a 2019 project did too: the v63 list just lacks it.
        #expect(Self.found("olderthanthelists", Self.iOS18).isEmpty)
    }

    @Test func aMacOnlyActionIsAnErrorOnIOSAndTheWatch() {
        #expect(Self.found("maconly", Self.iOS27) == [.init(.unavailableAction, 1, .error)])
        #expect(Self.found("maconly", CheckTarget(platform: .watchOS)) == [.init(.unavailableAction, 1, .error)])
    }

    @Test func aMacOnlyActionIsQuietOnTheMacAndWhenAnIOSEraProjectListsIt() {
        #expect(Self.found("maconly", CheckTarget(osVersion: 27, platform: .macOS)).isEmpty)
        #expect(Self.found("everywhere", Self.iOS27).isEmpty)
        // Missing from the iOS Simulator's list, but it ran on iPhones before Shortcuts came to the Mac.
        #expect(Self.found("simulatorgap", Self.iOS27).isEmpty)
    }

    @Test func aMacOnlyAppIntentARecentProjectListsIsOnlyAWarningOnIOS() {
        // The Simulator the iOS list was taken on lacks frameworks (Live Text) whose intents devices have.
        #expect(Self.found("macintent", Self.iOS27) == [.init(.unavailableAction, 1, .warning)])
        #expect(Self.found("macintent", CheckTarget(platform: .watchOS)) == [.init(.unavailableAction, 1, .error)])
        // The app's own actions are in the Simulator's Shortcuts as on a device: their absence is certain.
        #expect(Self.found("macaction", Self.iOS27) == [.init(.unavailableAction, 1, .error)])
    }

    /// A shortcut saved by `clientVersion` with one action `identifier`.
    static func saved(by clientVersion: String, _ identifier: String) -> Shortcut {
        var shortcut = C.build { s in s.add(Action(identifier, [:])) }
        shortcut.clientVersion = ClientVersion(clientVersion)
        return shortcut
    }

    @Test func anActionTheAppMigratesOnImportIsANoteAndItsReplacementIsJudged() {
        // WFDropboxStorageServicesMigration: every file; Save to Dropbox becomes Save File.
        let dropbox = Self.saved(by: "484", "is.workflow.actions.dropbox.save")
        let found = Self.checker.check(dropbox, target: Self.iOS27, families: .availability)
        #expect(found.map(CheckFixture.Found.init) == [.init(.migratedAction, 0, .note)])
        #expect(found.first?.message.contains("is.workflow.actions.documentpicker.save") == true)
        // The replacement's own facts still count: Get Link to File is (here) Mac-only.
        let link = Self.saved(by: "484", "is.workflow.actions.dropbox.getlink")
        #expect(
            Self.checker.check(link, target: Self.iOS27, families: .availability).map(CheckFixture.Found.init)
                == [.init(.migratedAction, 0, .note), .init(.unavailableAction, 0, .error)])
    }

    @Test func theFolderMigrationAppliesOnlyToFilesFromBuildsBefore2035() {
        let old = Self.saved(by: "1146.11.1", "is.workflow.actions.folder")
        #expect(
            Self.checker.check(old, target: Self.iOS27, families: .availability).map(CheckFixture.Found.init)
                == [.init(.migratedAction, 0, .note)])
        // A newer app does not migrate it, and no list has it.
        let new = Self.saved(by: "2607.0.2", "is.workflow.actions.folder")
        #expect(
            Self.checker.check(new, target: Self.iOS27, families: .availability).map(CheckFixture.Found.init)
                == [.init(.unavailableAction, 0, .error)])
        #expect(
            ActionMigration.migration(for: "is.workflow.actions.folder", clientVersion: ClientVersion("2035")) == nil)
    }

    @Test func aLegacyActionIsAnErrorWithATargetAndAWarningWithout() {
        #expect(Self.found("workflowera", Self.iOS27) == [.init(.unavailableAction, 1, .error)])
        #expect(Self.found("workflowera", nil) == [.init(.unknownAction, 1, .warning)])
        #expect(Self.found("nosuchaction", nil) == [.init(.unknownAction, 1, .warning)])
        #expect(Self.found("nosuchaction", CheckTarget(platform: .macOS)) == [.init(.unavailableAction, 1, .error)])
    }

    @Test func aLegacyActionARecentProjectListsIsOnlyAWarningOffTheMac() {
        #expect(Self.found("recentlylisted", Self.iOS27) == [.init(.unavailableAction, 1, .warning)])
        #expect(
            Self.found("recentlylisted", CheckTarget(osVersion: 27, platform: .macOS))
                == [.init(.unavailableAction, 1, .error)])
    }

    @Test func aRemovedActionIsAnErrorOnTheMacOf27AndQuietOn18() {
        #expect(
            Self.found("gone", CheckTarget(osVersion: 27, platform: .macOS)) == [.init(.unavailableAction, 1, .error)])
        #expect(Self.found("gone", Self.iOS27) == [.init(.unavailableAction, 1, .warning)])
        #expect(Self.found("gone", Self.iOS18).isEmpty)
        #expect(Self.found("gone", nil).isEmpty)
    }

    @Test func aThirdPartyActionIsANoteNamingTheApp() {
        let shortcut = C.build { s in
            s.add(Action("com.example.Weather.GetForecastIntent", [:]))
            s.add(Action("com.example.Weather.GetForecastIntent", [:]))
        }
        let found = Self.checker.check(shortcut, families: .availability)
        #expect(found.map(CheckFixture.Found.init) == [.init(.thirdPartyAction, 0, .note)])
        #expect(found.first?.message.hasPrefix("com.example.Weather.GetForecastIntent is an action of Weather") == true)
    }

    @Test func theBundledCatalogKnowsTodaysActions() {
        // Run AppleScript is a Mac action; Show Result runs everywhere.
        let shortcut = C.build { s in
            s.add(Action("is.workflow.actions.runapplescript", [:]))
            s.add(Action("is.workflow.actions.showresult", ["Text": "x"]))
        }
        let found = C.checker.check(shortcut, target: Self.iOS27).map(CheckFixture.Found.init)
        #expect(found == [.init(.unavailableAction, 0, .error)])
        #expect(C.checker.check(shortcut, target: CheckTarget(osVersion: 27, platform: .macOS)).isEmpty)
        // Extract Text from Image is Vision's App Intent, missing from the Simulator (no Live Text).
        let ocr = C.build { s in s.add(Action("is.workflow.actions.extracttextfromimage", [:])) }
        #expect(
            C.checker.check(ocr, target: Self.iOS27).map(CheckFixture.Found.init) == [
                .init(.unavailableAction, 0, .warning)
            ])
    }
}
