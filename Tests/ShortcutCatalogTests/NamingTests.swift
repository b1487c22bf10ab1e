import Testing

@testable import ShortcutCatalog

@Suite("Action naming")
struct NamingTests {
    @Test("catalog names are known")
    func known() throws {
        let catalog = try #require(Fixtures.catalog)
        let name = catalog.displayName(for: "is.workflow.actions.downloadurl")
        #expect(name == ActionName(name: "Get Contents of URL", appName: nil, known: true))
        let toolbox = catalog.displayName(for: "com.alexhay.ToolboxProForShortcuts.CreateMenuIntent")
        #expect(toolbox.known)
        #expect(toolbox.appName == "Toolbox Pro For Shortcuts")
        let dataJar = catalog.displayName(for: "dk.simonbs.DataJar.GetValueIntent")
        #expect(dataJar.known)
        #expect(dataJar.appName == "Data Jar")
    }

    @Test(
        "unknown built-in ids are split into words",
        arguments: [
            ("shownotification", "Show Notification"),
            ("getcurrentweather", "Get Current Weather"),
            ("getcontentsofurl", "Get Contents of URL"),
            ("settimer", "Set Timer"),
            ("converttojpeg", "Convert to JPEG"),
            ("setairdropreceivingmode", "Set AirDrop Receiving Mode"),
            ("getbatterylevelnow", "Get Battery Level Now"),
            ("openxcallbackurl2", "Open X Callback URL 2"),
            ("base64decode", "Base64 Decode"),
            ("getlast10photos", "Get Last 10 Photos"),
            ("makespokenaudiofromtext2", "Make Spoken Audio from Text 2"),
            ("getipaddressdetails", "Get IP Address Details"),
            ("runjavascriptonpage", "Run JavaScript on Page"),
            ("properties.xyzcontacts", "Get Details of Xyz Contacts"),
            ("filter.photoalbums", "Find Photo Albums"),
            ("text.reverse", "Reverse Text"),
            ("dropbox.getlink", "Get Link (Dropbox)"),
            ("folder", "Folder"),
            ("", "Action"),
        ])
    func builtInSplits(stem: String, expected: String) throws {
        let catalog = try #require(Fixtures.catalog)
        #expect(catalog.definition(for: "is.workflow.actions." + stem) == nil)
        let name = catalog.displayName(for: "is.workflow.actions." + stem)
        #expect(name == ActionName(name: expected, appName: nil, known: false))
    }

    @Test(
        "third-party ids: intent name in words, app from the bundle id",
        arguments: [
            ("com.alexhay.ToolboxProForShortcuts.FrobnicateTextIntent", "Frobnicate Text", "Toolbox Pro For Shortcuts"),
            ("dk.simonbs.DataJar.SetThingIntent", "Set Thing", "Data Jar"),
            ("com.brogrammers.charty.NewChartWithSeriesIntent", "New Chart with Series", "Charty"),
            ("ch.marcela.ada.Pyto.RunCodeIntent", "Run Code", "Pyto"),
            ("com.dayonelog.dayoneiphone.post", "Post", "Day One"),
            ("net.shinyfrog.bear-IOS.create", "Create", "Bear"),
            ("com.google.chrome.ios.openincognito", "Open Incognito", "Chrome"),
            ("com.apple.TVRemoteUIService.PauseContentIntent", "Pause Content", "Apple TV Remote"),
            (
                "com.apple.AccessibilityUtilities.AXSettingsShortcuts.AXToggleVoiceOverIntent", "Toggle Voice Over",
                "Accessibility"
            ),
            ("com.apple.mobiletimer-framework.MobileTimerIntents.MTFrobAlarmIntent", "Frob Alarm", "Clock"),
            ("com.agiletortoise.Drafts5.FrobDraftIntent", "Frob Draft", "Drafts"),
            ("com.apple.mobilenotes.AppendToNoteLinkAction", "Append to Note", "Notes"),
            ("io.example.Thing.ShowHTTPStatusIntent", "Show HTTP Status", "Thing"),
            ("Intent", "Intent", nil),
        ])
    func thirdParty(identifier: String, name: String, app: String?) throws {
        let catalog = try #require(Fixtures.catalog)
        #expect(catalog.displayName(for: identifier) == ActionName(name: name, appName: app, known: false))
    }

    @Test("AppIntentDescriptor fields name the app and locate the intent")
    func appIntentDescriptor() throws {
        let catalog = try #require(Fixtures.catalog)
        let zavala = catalog.displayName(
            for: "io.vincode.Zavala.ImportIntent",
            appIntent: (bundleIdentifier: "io.vincode.Zavala", name: "Zavala", intentIdentifier: "ImportIntent"))
        #expect(zavala == ActionName(name: "Import", appName: "Zavala", known: false))
        // The descriptor's Name beats the bundle id; a blank Name is ignored.
        let named = catalog.displayName(
            for: "com.example.foo.DoStuffIntent",
            appIntent: (bundleIdentifier: nil, name: "Foo Pro", intentIdentifier: nil))
        #expect(named.appName == "Foo Pro")
        let blank = catalog.displayName(
            for: "com.example.foo.DoStuffIntent", appIntent: (bundleIdentifier: nil, name: "  ", intentIdentifier: nil))
        #expect(blank.appName == "Foo")
        // A bundle id with dots inside the identifier: the intent is what follows it.
        let dotted = catalog.displayName(
            for: "com.example.suite.App.Sub.ThingIntent",
            appIntent: (bundleIdentifier: "com.example.suite.App", name: nil, intentIdentifier: "ThingIntent"))
        #expect(dotted.name == "Thing")
        // A bare `App` component names no app (`ai.perplexity.app` is Perplexity): the one before it does.
        #expect(dotted.appName == "Suite")
        // Known actions stay known and still get the descriptor's app name.
        let known = catalog.displayName(
            for: "is.workflow.actions.appendnote",
            appIntent: (
                bundleIdentifier: "com.apple.mobilenotes", name: "Notes", intentIdentifier: "AppendToNoteLinkAction"
            ))
        #expect(known.known)
        #expect(known.name == "Append to Note")
    }

    @Test("segmenter prefers fewer, longer known words")
    func segmenter() throws {
        let catalog = try #require(Fixtures.catalog)
        let segmenter = catalog.segmenter
        #expect(segmenter.split("shownotification") == ["show", "notification"])
        #expect(segmenter.split("charty") == ["charty"])
        #expect(segmenter.title(for: "getcurrentlocation") == "Get Current Location")
        // A small vocabulary of our own shows the rule independent of the catalog.
        let small = WordSegmenter(names: ["Show Not If", "Notification", "Ication"])
        #expect(small.split("shownotification") == ["show", "notification"])
        // Long or hostile input is bounded and never traps.
        let long = String(repeating: "ab", count: 5000)
        #expect(segmenter.split(long) == [long])
        #expect(segmenter.split("ééé--..") == [])
        #expect(catalog.displayName(for: String(repeating: "x.", count: 2000)).known == false)
    }
}
