import ShortcutModel

/// Condition codes (shortcut-format.md §6.4) as words, and which operand each one reads.
///
/// Integer codes are iOS 13+; the four strings are Workflow / Shortcuts 2.x. Codes 1001 and
/// 1002 are shown with the meaning their operands suggest ("is in the last" / "is in the next"),
/// which the format notes mark as unverified; codes without evidence are shown as
/// "condition <code>" rather than guessed.
enum ConditionPhrase {
    /// Which operand a condition needs.
    enum Operand {
        case none, text, number, range, duration, date, any
    }

    /// Words for an integer code; `dateOperand` picks "is before"/"is after" for 0 and 2.
    static func words(code: Int, dateOperand: Bool) -> String {
        switch code {
        case 0: dateOperand ? "is before" : "is less than"
        case 1: dateOperand ? "is on or before" : "is less than or equal to"
        case 2: dateOperand ? "is after" : "is greater than"
        case 3: dateOperand ? "is on or after" : "is greater than or equal to"
        case 4: "is"
        case 5: "is not"
        case 8: "begins with"
        case 9: "ends with"
        case 99: "contains"
        case 999: "does not contain"
        case 100: "has any value"
        case 101: "does not have any value"
        case 1001: "is in the last"
        case 1002: "is in the next"
        case 1003: "is between"
        default: "condition \(code)"
        }
    }

    static func operand(code: Int) -> Operand {
        switch code {
        case 0, 1, 2, 3: .number
        case 4, 5: .any
        case 8, 9, 99, 999: .text
        case 100, 101: .none
        case 1001: .duration
        case 1002: .date
        case 1003: .range
        default: .any
        }
    }

    /// The integer code equivalent to a Workflow-era string condition (nil: keep its words).
    static func code(forLegacy string: String) -> Int? {
        switch string {
        case "Equals": 4
        case "Contains", "": 99  // "" and a missing condition fall back to the old default, Contains
        case "Is Greater Than": 2
        case "Is Less Than": 0
        default: nil
        }
    }
}

extension SummaryBuilder {
    /// The If opener: `«Repeat Item» contains "x"`, or several conditions joined by and/or.
    mutating func ifCondition() {
        let fields = action.parameters
        if fields["WFCondition"] == nil, fields["WFInput"] == nil,
            case .predicateTable(let table)? = fields["WFConditions"]
        {
            let joiner = table.prefix == 0 ? " or " : " and "
            for (index, template) in (table.templates ?? []).prefix(4).enumerated() {
                add(index == 0 ? "" : joiner, conditionSegments { template.fields[$0] })
            }
            if (table.templates?.count ?? 0) > 4 { words(" …") }
            return
        }
        add("", conditionSegments { fields[$0] })
    }

    /// One condition from a dictionary holding `WFInput`, `WFCondition` and the operand keys.
    func conditionSegments(_ fields: (String) -> ParameterValue?) -> [SummarySegment] {
        var out: [SummarySegment] = []
        let inputSegments = fields("WFInput").map { formatter.segments($0) } ?? []
        out += inputSegments.isEmpty ? [.variable(name: "Input")] : inputSegments
        var code: Int?
        var words: String?
        switch fields("WFCondition") {
        case .integer(let value)?: code = value.int64.map(Int.init)
        case .string(let legacy)?:
            code = ConditionPhrase.code(forLegacy: legacy)
            if code == nil { words = DisplayText.singleLine(legacy.lowercased(), limit: 30) }
        case nil: code = 99
        default: code = nil
        }
        let coercedToNumber =
            fields("WFInput")?.attachment?.aggrandizements?.contains {
                if case .coercion(let itemClass) = $0.kind { return itemClass == "WFNumberContentItem" }
                return false
            } ?? false
        func present(_ key: String) -> ParameterValue? {
            guard let value = fields(key), !ValueFormatter.isEmpty(value) else { return nil }
            return value
        }
        var operandKeys: [String]
        switch code.map(ConditionPhrase.operand(code:)) ?? .any {
        case .none: operandKeys = []
        case .text: operandKeys = ["WFConditionalActionString"]
        case .number: operandKeys = ["WFNumberValue", "WFDate", "WFMeasurement", "WFDuration"]
        case .duration: operandKeys = ["WFDuration", "WFNumberValue"]
        case .date: operandKeys = ["WFDate", "WFDuration"]
        case .range: operandKeys = ["WFNumberValue", "WFDate", "WFMeasurement", "WFDuration"]
        case .any:
            operandKeys =
                coercedToNumber
                ? ["WFNumberValue", "WFConditionalActionString", "WFEnumeration", "WFDate", "WFMeasurement"]
                : ["WFConditionalActionString", "WFNumberValue", "WFEnumeration", "WFDate", "WFMeasurement"]
        }
        let operandKey = operandKeys.first { present($0) != nil }
        let phrase = words ?? ConditionPhrase.words(code: code ?? 99, dateOperand: operandKey == "WFDate")
        out.append(.text(" " + phrase))
        guard let operandKey, let operand = present(operandKey) else {
            // A comparison whose operand is empty or was never filled in compares with empty
            // text (the editor shows an empty field): show "".
            if let code, [4, 5, 8, 9, 99, 999].contains(code) {
                out.append(.text(" \"\""))
            }
            return out
        }
        out.append(.text(" "))
        out += formatter.segments(operand, quoted: operandKey == "WFConditionalActionString")
        if code == 1003 {
            let second = ["WFAnotherNumber", "WFAnotherDate", "WFAnotherMeasurement", "WFAnotherDuration"].compactMap {
                present($0)
            }.first
            if let second { out += [.text(" and ")] + formatter.segments(second) }
        }
        return out
    }

    /// A filter table of a Find/Filter action: `Name contains "x" and Album is «A»`.
    func filterSegments(_ table: PredicateTable) -> [SummarySegment] {
        let templates = table.templates ?? []
        var out: [SummarySegment] = []
        for (index, template) in templates.prefix(3).enumerated() {
            if index > 0 { out.append(.text(table.prefix == 0 ? " or " : " and ")) }
            out += filterCondition(template)
        }
        if templates.count > 3 { out.append(.text(" and \(templates.count - 3) more")) }
        return out
    }

    private func filterCondition(_ template: PredicateTemplate) -> [SummarySegment] {
        var out: [SummarySegment] = [.value(DisplayText.singleLine(template.property ?? "Item", limit: 30))]
        let fields = template.fields
        func values(_ key: String) -> ParameterValue? {
            if case .dictionary(let grouped)? = fields["Values"], let value = grouped[key] { return value }
            return fields[key]
        }
        func overrides(_ key: String) -> ParameterValue? {
            if case .dictionary(let dictionary)? = fields["VariableOverrides"] { return dictionary[key] }
            return nil
        }
        let isDate = values("Date") != nil || overrides("dateValue") != nil
        let code = template.comparison ?? 4
        out.append(.text(" " + ConditionPhrase.words(code: code, dateOperand: isDate)))
        guard ConditionPhrase.operand(code: code) != .none else { return out }
        let candidates: [(String, String, Bool)] = [
            ("stringValue", "String", true), ("numberValue", "Number", false), ("dateValue", "Date", false),
            ("enumerationValue", "Enumeration", false), ("boolValue", "Bool", false),
        ]
        for (overrideKey, key, quoted) in candidates {
            if let variable = overrides(overrideKey), !ValueFormatter.isEmpty(variable) {
                out += [.text(" ")] + formatter.segments(variable)
                break
            }
            if let value = values(key), !ValueFormatter.isEmpty(value) {
                out += [.text(" ")] + formatter.segments(value, quoted: quoted)
                if key == "Number", let unit = values("Unit"), case .integer(let bits) = unit,
                    let name = Self.calendarUnit(bits.int64)
                {
                    out.append(.text(" " + name))
                }
                break
            }
        }
        if code == 1003, let another = values("AnotherDate") ?? overrides("anotherDateValue"),
            !ValueFormatter.isEmpty(another)
        {
            out += [.text(" and ")] + formatter.segments(another)
        }
        return out
    }

    /// NSCalendarUnit bits used by date filters.
    private static func calendarUnit(_ bits: Int64?) -> String? {
        switch bits {
        case 4: "years"
        case 8: "months"
        case 16: "days"
        case 32: "hours"
        case 64: "minutes"
        case 128: "seconds"
        default: nil
        }
    }
}
