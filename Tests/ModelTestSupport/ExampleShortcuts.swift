import Foundation
import OrderedCollections
import PropertyList
import ShortcutAuthoring
import ShortcutModel

/// The project's own example shortcuts, written with the ShortcutAuthoring DSL. `Examples/` holds
/// them as files (written by `ExampleShortcuts.write(to:)`); a test checks the files are exactly
/// what these sources build.
public enum ExampleShortcuts {
    /// File name → shortcut and encoding.
    public static var all: [(file: String, shortcut: Shortcut, format: PropertyListFormat)] {
        [
            ("HelloWorld.shortcut", helloWorld, .binary),
            ("WeatherReport.shortcut", weatherReport, .binary),
            ("PackingList.plist", packingList, .xml),
        ]
    }

    /// Writes every example into `folder`.
    public static func write(to folder: URL) throws {
        for example in all {
            let data = try example.shortcut.encoded(as: example.format)
            try data.write(to: folder.appendingPathComponent(example.file), options: .atomic)
        }
    }

    /// The settings the three examples share (a current client, no output surfaces).
    static func prepare(_ s: ShortcutBuilder, color: TileColor, glyph: Int64) {
        s.shortcut.clientVersion = ClientVersion("4033.0.4.3")
        s.icon(color, glyph: glyph)
        s.shortcut.outputContentItemClasses = []
        s.shortcut.hasOutputFallback = false
        s.shortcut.quickActionSurfaces = []
        s.shortcut.hasShortcutInputVariables = false
    }

    // The examples are computed once per use; building them is cheap and deterministic.

    /// Two actions: greet the Shortcut Input.
    public static var helloWorld: Shortcut {
        try! Shortcut.build(seed: "HelloWorld") { s in
            prepare(s, color: .blue, glyph: 59446)
            s.shortcut.workflowTypes = [.shareSheet, .watch]
            s.shortcut.inputContentItemClasses = ["WFStringContentItem"]
            s.shortcut.hasShortcutInputVariables = true
            let greeting = s.add(.text(text: "Hello, \(Variable.shortcutInput) 👋"))
            s.add(.showResult(text: "\(greeting)"), uuid: .omitted)
        }
    }

    /// Fetches a forecast as JSON, loops over the days, branches, and offers a menu.
    public static var weatherReport: Shortcut {
        try! Shortcut.build(seed: "WeatherReport") { s in
            prepare(s, color: .darkOrange, glyph: 61699)
            s.shortcut.workflowTypes = [.widget, .watch]
            s.shortcut.importQuestions = [
                ImportQuestion(
                    actionIndex: 1, parameterKey: "WFAskActionDefaultAnswer", text: "Your home city",
                    defaultValue: "Stockholm")
            ]
            s.add(.comment(text: .plain("Weather report — an example written by ShortcutKit.")), uuid: .omitted)
            let city = s.add(
                .askForInput(question: .plain("Which city?"), defaultAnswer: .plain("Stockholm")).outputName("City"))
            let url = s.add(.url(url: "https://api.example.com/forecast?city=\(city)"))
            let forecast = s.add(
                .getContentsOfURL(
                    method: .post, headers: true, requestBody: .json,
                    jsonValues: .dictionary([.text("units", "metric"), .number("days", "5"), .bool("hourly", false)]),
                    url: "\(url)"))
            let days = s.add(.getDictionaryValue(get: .value, key: .plain("days"), input: Value(forecast)))
            let daysVariable = s.setVariable("Days", to: days)
            s.repeatEach(daysVariable) { day in
                let high = day.as(.dictionary).value(forKey: "high")
                s.if(high, .isGreaterThan(.plain("25"))) {
                    s.appendToVariable("Summary", "☀️ Hot: \(high) °C")
                } otherwise: {
                    s.appendToVariable("Summary", "Mild: \(high) °C")
                }
            }
            try s.menu("Forecast for \(city)") {
                MenuCase("Notify me") {
                    s.add(
                        .showNotification(title: "Weather in \(city)", body: "\(Variable.named("Summary"))"),
                        uuid: .omitted)
                }
                MenuCase("Show details") {
                    s.add(.showResult(text: "\(Variable.named("Summary"))"), uuid: .omitted)
                }
            }
        }
    }

    /// A checklist menu that repeats a fixed number of times (stored as XML).
    public static var packingList: Shortcut {
        try! Shortcut.build(name: "Packing List") { s in
            prepare(s, color: .teal, glyph: 59511)
            let items = s.add(.list(items: .strings(["Passport", "Charger", "Toothbrush"])))
            let packed = s.add(
                .chooseFromList(prompt: .plain("Packed already?"), selectMultiple: true, input: Value(items)))
            let count = s.add(.count(input: Value(packed)))
            s.repeat(2.0) { round in
                s.add(.speakText(text: "Packed \(count) of 3. Round \(round)"), uuid: .omitted)
            }
        }
    }
}
