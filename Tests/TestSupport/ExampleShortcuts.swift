import Foundation
import ShortcutKit

/// The project's own example shortcuts, built with the model. `Examples/` holds them as
/// files (written by `ExampleShortcuts.write(to:)`); a test checks the files still match.
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

    /// A deterministic upper-case UUID, as the app writes them.
    static func uuid(_ number: Int) -> String {
        String(format: "5C0A7C11-0000-4000-8000-%012X", number)
    }

    static func text(_ parts: TokenString.Part...) -> ParameterValue { .text(TokenString(parts: parts)) }

    static func control(_ identifier: String, _ mode: ControlFlowMode, group: Int, _ extra: OrderedDictionary<String, ParameterValue> = [:]) -> Action {
        var parameters: OrderedDictionary<String, ParameterValue> = [
            "GroupingIdentifier": .string(uuid(1000 + group)), "WFControlFlowMode": .integer(PropertyListInteger(mode.rawValue)),
        ]
        parameters.merge(extra) { _, new in new }
        return Action(identifier, parameters: parameters)
    }

    static func producing(_ identifier: String, _ number: Int, _ parameters: OrderedDictionary<String, ParameterValue>) -> Action {
        var action = Action(identifier, parameters: parameters)
        action.uuid = uuid(number)
        return action
    }

    static func base(_ actions: [Action], color: Int64, glyph: Int64) -> Shortcut {
        var shortcut = Shortcut(actions: actions)
        shortcut.clientVersion = ClientVersion("4033.0.4.3")
        shortcut.icon = ShortcutIcon(startColor: color, glyphNumber: glyph)
        shortcut.outputContentItemClasses = []
        shortcut.hasOutputFallback = false
        shortcut.quickActionSurfaces = []
        shortcut.hasShortcutInputVariables = actions.contains { action in
            action.attachmentOccurrences.contains { $0.attachment.type == .extensionInput }
        }
        return shortcut
    }

    /// Two actions: greet the Shortcut Input.
    public static var helloWorld: Shortcut {
        let greeting = producing("is.workflow.actions.gettext", 1, [
            "WFTextActionText": text(.text("Hello, "), .variable(Attachment(type: .extensionInput)), .text(" 👋")),
        ])
        let show = Action("is.workflow.actions.showresult", parameters: [
            "Text": text(.variable(.output(of: uuid(1), named: "Text"))),
        ])
        var shortcut = base([greeting, show], color: 463_140_863, glyph: 59446)
        shortcut.workflowTypes = [.shareSheet, .watch]
        shortcut.inputContentItemClasses = ["WFStringContentItem"]
        return shortcut
    }

    /// Fetches a forecast as JSON, loops over the days, branches, and offers a menu.
    public static var weatherReport: Shortcut {
        var actions: [Action] = []
        actions.append(Action("is.workflow.actions.comment", parameters: ["WFCommentActionText": "Weather report — an example written by ShortcutKit."]))
        actions.append(producing("is.workflow.actions.ask", 2, [
            "WFAskActionPrompt": "Which city?", "WFAskActionDefaultAnswer": "Stockholm", "CustomOutputName": "City",
        ]))
        actions.append(producing("is.workflow.actions.url", 3, [
            "WFURLActionURL": text(.text("https://api.example.com/forecast?city="), .variable(.output(of: uuid(2), named: "Provided Input"))),
        ]))
        let body = DictionaryField(items: [
            .text(key: TokenString(parts: [.text("units")]), value: TokenString(parts: [.text("metric")])),
            DictionaryItem(itemTypeCode: 3, key: .text(TokenString(parts: [.text("days")])), value: .text(TokenString(parts: [.text("5")]))),
            DictionaryItem(itemTypeCode: 4, key: .text(TokenString(parts: [.text("hourly")])), value: .state(SubstitutableState(kind: .number, value: .boolean(false)))),
        ])
        actions.append(producing("is.workflow.actions.downloadurl", 4, [
            "WFURL": text(.variable(.output(of: uuid(3), named: "URL"))), "WFHTTPMethod": "POST", "WFHTTPBodyType": "JSON",
            "WFJSONValues": .dictionaryField(body), "ShowHeaders": true,
        ]))
        actions.append(producing("is.workflow.actions.getvalueforkey", 5, [
            "WFInput": .variable(.output(of: uuid(4), named: "Contents of URL")), "WFDictionaryKey": "days",
            "WFGetDictionaryValueType": "Value",
        ]))
        actions.append(Action("is.workflow.actions.setvariable", parameters: [
            "WFVariableName": "Days", "WFInput": .variable(.output(of: uuid(5), named: "Dictionary Value")),
        ]))
        actions.append(control("is.workflow.actions.repeat.each", .start, group: 1, ["WFInput": .variable(.variable("Days"))]))
        var high = Attachment.variable("Repeat Item")
        high.aggrandizements = [.coercion(to: "WFDictionaryContentItem"), .dictionaryValue(forKey: "high")]
        actions.append(control("is.workflow.actions.conditional", .start, group: 2, [
            "WFInput": .dictionary(["Type": "Variable", "Variable": .variable(high)]),
            "WFCondition": .integer(2), "WFNumberValue": "25",
        ]))
        actions.append(Action("is.workflow.actions.appendvariable", parameters: [
            "WFVariableName": "Summary", "WFInput": text(.text("☀️ Hot: "), .variable(high), .text(" °C")),
        ]))
        actions.append(control("is.workflow.actions.conditional", .middle, group: 2))
        actions.append(Action("is.workflow.actions.appendvariable", parameters: [
            "WFVariableName": "Summary", "WFInput": text(.text("Mild: "), .variable(high), .text(" °C")),
        ]))
        var endIf = control("is.workflow.actions.conditional", .end, group: 2)
        endIf.uuid = uuid(6)
        actions.append(endIf)
        actions.append(control("is.workflow.actions.repeat.each", .end, group: 1))
        actions.append(control("is.workflow.actions.choosefrommenu", .start, group: 3, [
            "WFMenuPrompt": text(.text("Forecast for "), .variable(.output(of: uuid(2), named: "Provided Input"))),
            "WFMenuItems": .array(["Notify me", "Show details"]),
        ]))
        actions.append(control("is.workflow.actions.choosefrommenu", .middle, group: 3, ["WFMenuItemTitle": "Notify me"]))
        actions.append(Action("is.workflow.actions.notification", parameters: [
            "WFNotificationActionTitle": text(.text("Weather in "), .variable(.output(of: uuid(2), named: "Provided Input"))),
            "WFNotificationActionBody": text(.variable(.variable("Summary"))),
        ]))
        actions.append(control("is.workflow.actions.choosefrommenu", .middle, group: 3, ["WFMenuItemTitle": "Show details"]))
        actions.append(Action("is.workflow.actions.showresult", parameters: ["Text": text(.variable(.variable("Summary")))]))
        actions.append(control("is.workflow.actions.choosefrommenu", .end, group: 3))
        var shortcut = base(actions, color: 4_251_333_119, glyph: 61699)
        shortcut.workflowTypes = [.widget, .watch]
        shortcut.importQuestions = [ImportQuestion(actionIndex: 1, parameterKey: "WFAskActionDefaultAnswer", text: "Your home city", defaultValue: "Stockholm")]
        return shortcut
    }

    /// A checklist menu that repeats a fixed number of times (stored as XML).
    public static var packingList: Shortcut {
        var actions: [Action] = []
        actions.append(producing("is.workflow.actions.list", 10, [
            "WFItems": .list(ListParameter(strings: ["Passport", "Charger", "Toothbrush"])),
        ]))
        actions.append(producing("is.workflow.actions.choosefromlist", 11, [
            "WFInput": .variable(.output(of: uuid(10), named: "List")), "WFChooseFromListActionSelectMultiple": true,
            "WFChooseFromListActionPrompt": "Packed already?",
        ]))
        actions.append(producing("is.workflow.actions.count", 12, ["Input": .variable(.output(of: uuid(11), named: "Chosen Item"))]))
        actions.append(control("is.workflow.actions.repeat.count", .start, group: 4, ["WFRepeatCount": .real(2)]))
        actions.append(Action("is.workflow.actions.speaktext", parameters: [
            "WFText": text(.text("Packed "), .variable(.output(of: uuid(12), named: "Count")), .text(" of 3. Round "), .variable(.variable("Repeat Index"))),
        ]))
        actions.append(control("is.workflow.actions.repeat.count", .end, group: 4))
        var shortcut = base(actions, color: 431_817_727, glyph: 59511)
        shortcut.name = "Packing List"
        return shortcut
    }
}
