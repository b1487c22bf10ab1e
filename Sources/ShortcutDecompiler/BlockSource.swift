import ShortcutAuthoringCore
import ShortcutModel
import SwiftSource

/// The closure call for a well-formed block — `.if(input, condition, …)`, `.menu(prompt, …)`,
/// `.repeat(count, …)`, `.repeatEach(list, …)` — when the call writes every part exactly as
/// the file stores it; nil when a part holds something the call does not write (a `UUID` on an
/// opener, keys beside the parameters, a non-variable If input, menu items that are not the
/// case titles, …), and the block stays straight-line.
enum BlockSource {
    struct Form {
        /// `.if(…)` etc., without the builder's name and the braces.
        var call: String
        /// ` _ in` for loops (their closures receive Repeat Item / Repeat Index).
        var closureParameter = ""
        /// `MenuCase("title")` per case, for menus.
        var caseHeaders: [String] = []
        var isMenu = false
        /// For an If, per middle: `OtherwiseIf(input, condition` (without the closing parenthesis)
        /// for an Otherwise If (OS 27), nil for the plain Otherwise.
        var otherwiseIfHeaders: [String?] = []
        /// The parameter values of the parts (structural keys excluded), and those without `.raw(`.
        var parameterValues = 0
        var typedParameterValues = 0
    }

    static func form(of block: BlockStructure.Block, in actions: [Action], values: ValueSource) -> Form? {
        let start = actions[block.start]
        let middles = block.middles.map { actions[$0] }
        let end = actions[block.end]
        guard let group = start.groupingIdentifier,
            isPlain(start, mode: .start), middles.allSatisfy({ isPlain($0, mode: .middle) }), isPlain(end, mode: .end),
            start.parameters["UUID"] == nil, middles.allSatisfy({ $0.parameters["UUID"] == nil })
        else { return nil }
        var writer = Writer(values: values)
        // The end: its UUID and output name are arguments of every call.
        var endArguments = ["group: " + SwiftLiteral.string(group)]
        switch end.parameters["UUID"] {
        case nil: endArguments.append("output: .omitted")
        case .string(let uuid)?: endArguments.append("output: " + SwiftLiteral.string(uuid))
        default: return nil
        }
        if let name = end.parameters["CustomOutputName"] {
            guard case .string(let text) = name else { return nil }
            endArguments.append("outputName: " + SwiftLiteral.string(text))
            writer.count(text)
        }
        var form: Form?
        switch start.identifier {
        case "is.workflow.actions.conditional":
            guard end.parameters.keys.allSatisfy(endKeys.contains) else { return nil }
            if middles.allSatisfy({ !$0.isOtherwiseIf }) {
                guard middles.count <= 1, middles.allSatisfy({ $0.parameters.count == 2 }) else { return nil }
                form = start.parameters["WFInput"] == nil ? previousIfCall(start, &writer) : ifCall(start, &writer)
            } else {
                form = otherwiseIfCall(start, middles, group: group, &writer)
            }
        case "is.workflow.actions.choosefrommenu":
            form = menuCall(start, middles, end, block, &writer)
        case "is.workflow.actions.repeat.count", "is.workflow.actions.repeat.each":
            guard middles.isEmpty, end.parameters.keys.allSatisfy(endKeys.contains) else { return nil }
            form = loopCall(start, &writer)
        default:
            return nil
        }
        guard var form else { return nil }
        form.call += (form.call.hasSuffix("(") ? "" : ", ") + endArguments.joined(separator: ", ") + ")"
        form.parameterValues = writer.parameterValues
        form.typedParameterValues = writer.typedParameterValues
        return form
    }

    private static let endKeys: Set<String> = ["GroupingIdentifier", "WFControlFlowMode", "UUID", "CustomOutputName"]

    /// Writes values and counts them.
    private struct Writer {
        let values: ValueSource
        var parameterValues = 0
        var typedParameterValues = 0

        mutating func count(_ expression: String) {
            parameterValues += 1
            if !expression.contains(".raw(") { typedParameterValues += 1 }
        }

        mutating func value(_ value: ParameterValue) -> String {
            let expression = values.value(value)
            count(expression)
            return expression
        }

        mutating func variable(_ attachment: Attachment) -> String {
            let expression = values.variable(attachment)
            count(expression)
            return expression
        }
    }

    /// The part's identifier, group and mode are stored the way the closure calls write them.
    private static func isPlain(_ action: Action, mode: ControlFlowMode) -> Bool {
        guard action.extra.isEmpty, action.hasParametersKey, case .string? = action.parameters["GroupingIdentifier"],
            case .integer(let stored)? = action.parameters["WFControlFlowMode"], stored.int64 == Int64(mode.rawValue)
        else { return false }
        return true
    }

    // MARK: If

    private static func ifCall(_ start: Action, _ writer: inout Writer) -> Form? {
        guard let arguments = conditionArguments(start, &writer) else { return nil }
        return Form(call: ".if(" + arguments.joined(separator: ", "))
    }

    /// `.if(…) { } otherwiseIf: { OtherwiseIf(…) { } … } otherwise: { }` (OS 27): every middle but
    /// the last an Otherwise If of the block's group, the last one either.
    private static func otherwiseIfCall(
        _ start: Action, _ middles: [Action], group: String, _ writer: inout Writer
    ) -> Form? {
        guard var form = ifCall(start, &writer) else { return nil }
        for (position, middle) in middles.enumerated() {
            guard middle.groupingIdentifier == group else { return nil }
            if middle.isOtherwiseIf {
                guard let arguments = conditionArguments(middle, &writer) else { return nil }
                form.otherwiseIfHeaders.append("OtherwiseIf(" + arguments.joined(separator: ", "))
            } else {
                guard position == middles.count - 1, middle.parameters.count == 2 else { return nil }
                form.otherwiseIfHeaders.append(nil)
            }
        }
        return form
    }

    /// The input variable, the condition and the legacy flag of an If opener or an Otherwise If,
    /// when its keys are exactly those the DSL writes.
    private static func conditionArguments(_ start: Action, _ writer: inout Writer) -> [String]? {
        let known: Set<String> =
            [
                "GroupingIdentifier", "WFControlFlowMode", "WFInput", "WFCondition",
                "WFConditionalLegacyComparisonBehavior",
            ]
        guard start.parameters.keys.allSatisfy({ known.contains($0) || Condition.operandKeys.contains($0) }),
            case .dictionary(let input)? = start.parameters["WFInput"], input.count == 2,
            case .string("Variable")? = input["Type"], case .variable(let attachment)? = input["Variable"],
            case .integer(let stored)? = start.parameters["WFCondition"], let code = stored.int64.map(Int.init)
        else { return nil }
        var arguments = [writer.variable(attachment)]
        writer.parameterValues += 1  // WFCondition, written by the condition
        writer.typedParameterValues += 1
        arguments.append(condition(code: code, start, &writer))
        if let legacy = start.parameters["WFConditionalLegacyComparisonBehavior"] {
            guard case .boolean(let flag) = legacy else { return nil }
            arguments.append("legacyComparison: \(flag)")
            writer.count("")
        }
        return arguments
    }

    /// `.ifPrevious("Equals", text: …, number: …`: the string conditions of iOS 12 and earlier.
    private static func previousIfCall(_ start: Action, _ writer: inout Writer) -> Form? {
        let known: Set<String> = [
            "GroupingIdentifier", "WFControlFlowMode", "WFCondition", "WFConditionalActionString", "WFNumberValue",
        ]
        guard start.parameters.keys.allSatisfy(known.contains) else { return nil }
        var arguments = ["nil"]
        if let condition = start.parameters["WFCondition"] {
            guard case .string(let text) = condition else { return nil }
            arguments = [SwiftLiteral.string(text)]
            writer.count("")
        }
        if let text = start.parameters["WFConditionalActionString"] { arguments.append("text: " + writer.value(text)) }
        if let number = start.parameters["WFNumberValue"] { arguments.append("number: " + writer.value(number)) }
        return Form(call: ".ifPrevious(" + arguments.joined(separator: ", "))
    }

    /// The named condition when the stored operands are exactly its own, else the named form
    /// for the code's own operand with the others added by `.with(…)`, else `Condition(code:…)`.
    private static func condition(code: Int, _ start: Action, _ writer: inout Writer) -> String {
        let parameters = start.parameters
        var operands: [(key: String, label: String, expression: String, value: ParameterValue)] = []
        for (key, label) in zip(Condition.operandKeys, operandLabels) {
            if let value = parameters[key] { operands.append((key, label, writer.value(value), value)) }
        }
        func take(_ key: String) -> String? {
            guard let position = operands.firstIndex(where: { $0.key == key }) else { return nil }
            return operands.remove(at: position).expression
        }
        func isNumberLiteral(_ key: String) -> Bool {
            switch parameters[key] {
            case .integer?, .real?: true
            default: false
            }
        }
        var named: String?
        switch code {
        case 4, 5:
            let textName = code == 4 ? "is" : "isNot"
            if parameters["WFConditionalActionString"] != nil, !isNumberLiteral("WFConditionalActionString") {
                named = ".\(textName)(\(take("WFConditionalActionString")!))"
            } else if parameters["WFNumberValue"] != nil {
                named =
                    isNumberLiteral("WFNumberValue")
                    ? ".\(textName)(\(take("WFNumberValue")!))"
                    : ".\(code == 4 ? "equals" : "doesNotEqual")(number: \(take("WFNumberValue")!))"
            }
        case 99, 999, 8, 9:
            let names = [99: "contains", 999: "doesNotContain", 8: "beginsWith", 9: "endsWith"]
            if let text = take("WFConditionalActionString") { named = ".\(names[code]!)(\(text))" }
        case 0, 1, 2, 3:
            let names = [0: "isLessThan", 1: "isLessThanOrEqual", 2: "isGreaterThan", 3: "isGreaterThanOrEqual"]
            if let number = take("WFNumberValue") { named = ".\(names[code]!)(\(number))" }
        case 1003:
            if parameters["WFNumberValue"] != nil, parameters["WFAnotherNumber"] != nil {
                named = ".isBetween(\(take("WFNumberValue")!), \(take("WFAnotherNumber")!))"
            }
        case 100: named = ".hasAnyValue"
        case 101: named = ".hasNoValue"
        default: break
        }
        let rest = operands.map { "\($0.label): \($0.expression)" }
        guard let named else {
            return "Condition(" + (["code: \(code)"] + rest).joined(separator: ", ") + ")"
        }
        return rest.isEmpty ? named : named + ".with(" + rest.joined(separator: ", ") + ")"
    }

    private static let operandLabels = [
        "text", "number", "anotherNumber", "date", "anotherDate", "duration", "anotherDuration", "measurement",
    ]

    // MARK: Menu

    private static func menuCall(
        _ start: Action, _ middles: [Action], _ end: Action, _ block: BlockStructure.Block, _ writer: inout Writer
    ) -> Form? {
        // The first case follows the opener directly, and the items are the case titles.
        guard let first = block.middles.first, first == block.start + 1,
            case .array(let items)? = start.parameters["WFMenuItems"], items.count == middles.count
        else { return nil }
        let legacy = start.parameters["WFMenuLegacyCancelBehavior"]
        if let legacy { guard case .boolean = legacy else { return nil } }
        let openerKeys: Set<String> = [
            "GroupingIdentifier", "WFControlFlowMode", "WFMenuPrompt", "WFMenuItems", "WFMenuLegacyCancelBehavior",
        ]
        let caseKeys: Set<String> = [
            "GroupingIdentifier", "WFControlFlowMode", "WFMenuItemTitle", "WFMenuItemAttributedTitle",
            "WFMenuLegacyCancelBehavior",
        ]
        guard start.parameters.keys.allSatisfy(openerKeys.contains),
            end.parameters.keys.allSatisfy({ endKeys.contains($0) || $0 == "WFMenuLegacyCancelBehavior" }),
            end.parameters["WFMenuLegacyCancelBehavior"] == legacy
        else { return nil }
        var headers: [String] = []
        var itemsExpression = ""
        for (item, middle) in zip(items, middles) {
            guard middle.parameters.keys.allSatisfy(caseKeys.contains),
                middle.parameters["WFMenuLegacyCancelBehavior"] == legacy,
                case .string(let title)? = middle.parameters["WFMenuItemTitle"]
            else { return nil }
            writer.count("")  // WFMenuItemTitle
            var header = "MenuCase(" + SwiftLiteral.string(title)
            if let attributed = middle.parameters["WFMenuItemAttributedTitle"] {
                header += ", attributedTitle: " + writer.value(attributed)
            }
            if item != .string(title) {
                let expression = writer.values.value(item)  // part of WFMenuItems, counted below
                itemsExpression += expression
                header += ", item: " + expression
            }
            headers.append(header + ")")
        }
        writer.count(itemsExpression)  // WFMenuItems, written from the case titles and items
        var arguments: [String] = []
        if let prompt = start.parameters["WFMenuPrompt"] { arguments.append(writer.value(prompt)) }
        if case .boolean(let flag)? = legacy {
            arguments.append("legacyCancelBehavior: \(flag)")
            for _ in 0..<(middles.count + 2) { writer.count("") }
        }
        var form = Form(call: ".menu(" + arguments.joined(separator: ", "))
        form.caseHeaders = headers
        form.isMenu = true
        return form
    }

    // MARK: Loops

    private static func loopCall(_ start: Action, _ writer: inout Writer) -> Form? {
        let each = start.identifier == "is.workflow.actions.repeat.each"
        let key = each ? "WFInput" : "WFRepeatCount"
        guard start.parameters.keys.allSatisfy({ ["GroupingIdentifier", "WFControlFlowMode", key].contains($0) })
        else { return nil }
        var argument = "nil"
        if let value = start.parameters[key] {
            if each {
                guard case .variable(let attachment) = value else { return nil }
                argument = writer.variable(attachment)
            } else {
                argument = writer.value(value)
            }
        }
        var form = Form(call: (each ? ".repeatEach(" : ".repeat(") + argument)
        form.closureParameter = " _ in"
        return form
    }
}
