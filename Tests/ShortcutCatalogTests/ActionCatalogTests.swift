import Testing

@testable import ShortcutCatalog

@Suite("Action catalog")
struct ActionCatalogTests {
    @Test("bundled resource loads with every identifier")
    func loads() throws {
        let catalog = try ActionCatalog.bundled()
        #expect(catalog.definitions.count >= 783)
        #expect(Set(catalog.definitions.map(\.identifier)).count == catalog.definitions.count)
        #expect(catalog.definitions.allSatisfy { !$0.name.isEmpty && !$0.sources.isEmpty })
        // 40 actions carry an SF Symbol; 7 have an alternate name in the older data and 105 more keep
        // their older name as one when ToolKit names them differently.
        #expect(catalog.definitions.filter { $0.iconName != nil }.count == 40)
        #expect(catalog.definitions.filter { !$0.alternateNames.isEmpty }.count == 112)
        // Loading twice gives equal values (immutable, deterministic).
        #expect(try ActionCatalog.bundled() == catalog)
    }

    @Test("lookup by identifier, exact and case-insensitive")
    func lookup() throws {
        let catalog = try #require(Fixtures.catalog)
        let url = try #require(catalog.definition(for: "is.workflow.actions.downloadurl"))
        #expect(url.name == "Get Contents of URL")
        #expect(url.iconName == "arrow.down.circle")
        #expect(url.category == .web)
        #expect(catalog.definition(for: "IS.WORKFLOW.ACTIONS.DOWNLOADURL")?.identifier == url.identifier)
        #expect(catalog.definition(for: "is.workflow.actions.nonexistent") == nil)
        #expect(catalog.definition(for: "") == nil)
        let menu = try #require(catalog.definition(for: "is.workflow.actions.choosefrommenu"))
        #expect(menu.alternateNames == ["Menu"])
        #expect(menu.subtitleKeys == ["WFMenuItemTitle"])
        #expect(catalog.definition(for: "is.workflow.actions.properties")?.name == "Get Details")
    }

    @Test("parameters prefer confirmed keys and carry labels and kinds")
    func parameters() throws {
        let catalog = try #require(Fixtures.catalog)
        let url = try #require(catalog.definition(for: "is.workflow.actions.downloadurl"))
        let method = try #require(url.parameter(forKey: "WFHTTPMethod"))
        #expect(method.label == "HTTP Method")
        #expect(method.kind == .enumeration)
        #expect(method.source == "pfgithub/scpl")
        #expect(url.parameter(forKey: "WFHTTPHeaders")?.kind == .dictionary)
        #expect(url.parameter(forKey: "WFRequestVariable")?.kind == .variable)
        #expect(url.parameter(forKey: "Advanced")?.kind == .boolean)
        // Open-Jellycore's slot names and swift-shortcuts' enum coding keys are not plist keys.
        for bogus in ["method", "requestType", "GET", "POST", "JSON"] {
            #expect(url.parameter(forKey: bogus) == nil, "\(bogus)")
        }
        let notification = try #require(catalog.definition(for: "is.workflow.actions.notification"))
        #expect(notification.parameter(forKey: "WFNotificationActionSound")?.kind == .boolean)
        #expect(notification.parameter(forKey: "WFInput")?.label == "Input")
        // Third-party actions keep their intent parameter names (Open-Jellycore only).
        let shell = try #require(catalog.definition(for: "AsheKube.app.a-Shell-mini.ExecuteCommandIntent"))
        #expect(shell.parameters.map(\.key) == ["command", "openWindow", "keepGoing"])
        #expect(shell.parameters.map(\.kind) == [.array, .enumeration, .boolean])
        #expect(shell.parameter(forKey: "keepGoing")?.label == "Keep Going")
        // Every kind decoded from the resource is one of ours, and most are specific.
        let all = catalog.definitions.flatMap(\.parameters)
        #expect(all.count > 2000)
        #expect(all.filter { $0.kind == .unknown }.count * 20 < all.count)
    }

    @Test(
        "parameter labels from keys",
        arguments: [
            ("WFHTTPMethod", "HTTP Method"), ("WFInput", "Input"), ("inputFile", "Input File"),
            ("WFURL", "URL"), ("CustomOutputName", "Custom Output Name"), ("UUID", "UUID"),
            ("WFiTunesStoreCountry", "iTunes Store Country"), ("WFJSONValues", "JSON Values"),
            ("Show-inputFile", "Show Input File"), ("WFNotificationActionSound", "Notification Action Sound"),
            ("WF", "WF"), ("", ""), ("accountType", "Account Type"),
            ("WFBase64LineBreakMode", "Base64 Line Break Mode"),
        ])
    func labels(key: String, label: String) {
        #expect(ParameterLabel.label(forKey: key) == label)
    }

    @Test("categories come from identifier rules, for known and unknown ids")
    func categories() throws {
        let catalog = try #require(Fixtures.catalog)
        let expected: [(String, ActionCategory)] = [
            ("is.workflow.actions.conditional", .scripting), ("is.workflow.actions.setvariable", .scripting),
            ("is.workflow.actions.gettext", .text), ("is.workflow.actions.text.split", .text),
            ("is.workflow.actions.makepdf", .documents), ("is.workflow.actions.file.getlink", .documents),
            ("is.workflow.actions.playmusic", .media), ("is.workflow.actions.takephoto", .media),
            ("is.workflow.actions.getcurrentlocation", .location), ("is.workflow.actions.weather.forecast", .location),
            ("is.workflow.actions.addnewreminder", .calendar), ("is.workflow.actions.format.date", .calendar),
            ("is.workflow.actions.selectcontacts", .contacts), ("is.workflow.actions.setclipboard", .sharing),
            ("is.workflow.actions.sendmessage", .sharing), ("is.workflow.actions.downloadurl", .web),
            ("is.workflow.actions.health.quantity.log", .health), ("is.workflow.actions.setbrightness", .device),
            ("is.workflow.actions.setvolume", .device), ("is.workflow.actions.evernote.new", .apps),
            ("com.alexhay.ToolboxProForShortcuts.CreateMenuIntent", .apps),
            ("com.apple.mobiletimer-framework.MobileTimerIntents.MTCreateAlarmIntent", .calendar),
            ("com.apple.AccessibilityUtilities.AXSettingsShortcuts.AXToggleZoomIntent", .device),
            ("is.workflow.actions.getcurrentweathernow", .location), ("is.workflow.actions.appendvariable", .scripting),
            ("com.example.Unknown.DoIntent", .apps), ("", .apps), ("is.workflow.actions.zzz", .other),
        ]
        for (identifier, category) in expected {
            #expect(catalog.category(for: identifier) == category, "\(identifier)")
        }
        // The rules leave no catalog action uncategorised.
        #expect(catalog.definitions.filter { $0.category == .other }.isEmpty)
        #expect(ActionCategory.allCases.allSatisfy { !$0.displayName.isEmpty && !$0.symbolName.isEmpty })
    }
}
