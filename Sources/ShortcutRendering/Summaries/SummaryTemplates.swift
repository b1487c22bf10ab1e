import ShortcutModel

/// Per-identifier summary templates for the most common actions. Each writes the part of the
/// line after the action's name; an action without a template gets
/// ``SummaryBuilder/generic(definition:)``.
enum SummaryTemplates {
    typealias Template = @Sendable (inout SummaryBuilder) -> Void

    static let byIdentifier: [String: Template] = {
        var table: [String: Template] = [:]
        for (stem, template) in scripting.merging(textAndWeb, uniquingKeysWith: { first, _ in first })
            .merging(filesAndMedia, uniquingKeysWith: { first, _ in first })
        {
            table["is.workflow.actions." + stem] = template
        }
        return table
    }()

    /// The template for an identifier, if there is one.
    static func template(for identifier: String) -> Template? {
        if let template = byIdentifier[identifier] { return template }
        let prefix = "is.workflow.actions."
        guard identifier.hasPrefix(prefix) else { return nil }
        return family(of: identifier.dropFirst(prefix.count))
    }

    /// Variables, control flow, numbers, lists, dictionaries, dialogs.
    static let scripting: [String: Template] = [
        "gettext": { $0.param("WFTextActionText", quoted: true) },
        "setvariable": { b in
            b.variableName()
            b.param("WFInput", " to ")
        },
        "appendvariable": { b in
            b.variableName()
            b.param("WFInput", " · ", quoted: true)
        },
        "getvariable": { $0.param("WFVariable") },
        "conditional": { $0.ifCondition() },
        "choosefrommenu": { b in
            b.param("WFMenuPrompt", quoted: true)
            if b.isEmpty, let items = b.value("WFMenuItems") { b.add(" · ", b.formatter.segments(items)) }
        },
        "repeat.count": { b in
            if b.param("WFRepeatCount") { b.words(b.integer("WFRepeatCount") == 1 ? " time" : " times") }
        },
        "repeat.each": { b in
            if b.value("WFInput") != nil {
                b.words("item in")
                b.param("WFInput")
            }
        },
        "getvalueforkey": { b in
            let type = b.string("WFGetDictionaryValueType") ?? "Value"
            if type == "Value" {
                b.param("WFDictionaryKey", "for ", quoted: true)
            } else {
                b.option(type, "")
            }
            b.param("WFInput", " in ")
        },
        "setvalueforkey": { b in
            b.param("WFDictionaryKey", "", quoted: true)
            b.param("WFDictionaryValue", " to ", quoted: true)
            b.param("WFDictionary", " in ")
        },
        "dictionary": { b in
            if let items = b.value("WFItems") { b.add("with ", b.formatter.segments(items)) }
        },
        "showresult": { $0.param("Text", quoted: true) },
        "alert": { b in
            b.param("WFAlertActionTitle", quoted: true)
            b.param("WFAlertActionMessage", " · ", quoted: true)
        },
        "notification": { b in
            b.param("WFNotificationActionTitle", quoted: true)
            b.param("WFNotificationActionBody", " · ", quoted: true)
        },
        "ask": { b in
            b.param("WFAskActionPrompt", quoted: true)
            if let type = b.string("WFInputType"), type != "Text" { b.option(type) }
            b.firstParam(
                [
                    "WFAskActionDefaultAnswer", "WFAskActionDefaultAnswerNumber", "WFAskActionDefaultAnswerURL",
                    "WFAskActionDefaultAnswerDateAndTime",
                ], " · default ", quoted: true)
        },
        "comment": { $0.param("WFCommentActionText") },
        "number": { $0.param("WFNumberActionNumber") },
        "number.random": { b in
            b.param("WFRandomNumberMinimum", "between ")
            b.param("WFRandomNumberMaximum", " and ")
        },
        "math": { b in
            if !b.param("WFInput") { b.add("", [.variable(name: "Input")]) }
            let operation = b.string("WFMathOperation") ?? "+"
            if operation == "…", let scientific = b.string("WFScientificMathOperation") {
                b.option(scientific, " ")
                b.param("WFScientificMathOperand")
            } else {
                b.option(operation, " ")
                b.param("WFMathOperand")
            }
        },
        "count": { b in
            b.option(b.string("WFCountType") ?? "Items", "")
            b.firstParam(["Input", "WFInput"], " in ")
        },
        "list": { $0.param("WFItems") },
        "choosefromlist": { b in
            b.param("WFInput")
            b.param("WFChooseFromListActionPrompt", " · ", quoted: true)
            if b.bool("WFChooseFromListActionSelectMultiple") == true { b.option("select multiple") }
        },
        "getitemfromlist": { b in
            let specifier = b.string("WFItemSpecifier") ?? "First Item"
            b.option(specifier, "")
            if specifier == "Item At Index" {
                b.param("WFItemIndex")
            } else if specifier == "Items in Range" {
                b.param("WFItemRangeStart")
                b.param("WFItemRangeEnd", " to ")
            }
            b.param("WFInput", " from ")
        },
        "runworkflow": { b in
            if !b.param("WFWorkflowName", quoted: true) { b.param("WFWorkflow", quoted: true) }
            b.param("WFInput", " with ")
        },
        "exit": { $0.param("WFResult", "with ") },
        "output": { $0.param("WFOutput", "", quoted: true) },
        "delay": { b in
            if b.param("WFDelayTime") { b.words(" s") }
        },
        "waittoreturn": { _ in },
        "nothing": { _ in },
        "format.number": { b in
            b.param("WFNumber")
            if let places = b.integer("WFNumberFormatDecimalPlaces") { b.option("\(places) decimal places") }
        },
        "round": { b in
            b.param("WFInput")
            b.param("WFRoundMode", " · ")
            b.firstParam(["WFRoundType", "WFRoundTo"], " · ")
        },
        "statistics": { b in
            b.option(b.string("WFStatisticsOperation") ?? "Average", "")
            b.param("Input", " of ")
        },
        "date": { b in
            if b.string("WFDateActionMode") == "Specified Date" {
                b.param("WFDateActionDate", quoted: true)
            } else {
                b.option("Current Date", "")
            }
        },
        "format.date": { b in
            if !b.param("WFDate") { b.add("", [.variable(name: "Current Date")]) }
            if b.string("WFDateFormatStyle") == "Custom" {
                b.param("WFDateFormat", " · ", quoted: true)
            } else {
                b.param("WFDateFormatStyle", " · ")
                if let time = b.string("WFTimeFormatStyle"), time != "None" { b.option(time + " time") }
            }
        },
        "adjustdate": { b in
            b.param("WFDate")
            b.param("WFAdjustOperation", " · ")
            b.param("WFDuration", " · ")
        },
        "getdevicedetails": { $0.param("WFDeviceDetail") },
        "setclipboard": { $0.param("WFInput") },
        "openapp": { b in
            if !b.param("WFSelectedApp") { b.param("WFAppIdentifier") }
        },
    ]
}
