import Testing

@testable import ShortcutCatalog

/// The one title every caller shows (`ActionCatalog.title(for:appIntent:)`).
@Suite("Action titles")
struct ActionTitleTests {
    @Test("built-in actions are their catalog name alone")
    func builtIn() throws {
        let catalog = try #require(Fixtures.catalog)
        #expect(catalog.title(for: "is.workflow.actions.showresult") == "Show Content")
        #expect(catalog.title(for: "is.workflow.actions.downloadurl") == "Get Contents of URL")
        #expect(catalog.title(for: "is.workflow.actions.shownotification") == "Show Notification")
    }

    @Test("app actions and built-in App Intents name their app after the action")
    func appActions() throws {
        let catalog = try #require(Fixtures.catalog)
        #expect(
            catalog.title(for: "com.alexhay.ToolboxProForShortcuts.CreateMenuIntent")
                == "Create Menu Item (Toolbox Pro For Shortcuts)")
        #expect(catalog.title(for: "is.workflow.actions.filter.notes") == "Find Notes (Notes)")
        let bear = catalog.title(
            for: "net.shinyfrog.bear-IOS.CreateNoteIntent",
            appIntent: ("net.shinyfrog.bear-IOS", "Bear App", "CreateNoteIntent"))
        #expect(bear == "Create Note (Bear App)")
    }

    @Test("an app whose name is the action's name is not repeated")
    func sameName() throws {
        let catalog = try #require(Fixtures.catalog)
        let identifier = "com.apple.calculator.LaunchCalculatorOpenIntent"
        #expect(catalog.displayName(for: identifier).appName == catalog.displayName(for: identifier).name)
        #expect(catalog.title(for: identifier) == catalog.displayName(for: identifier).name)
    }
}
