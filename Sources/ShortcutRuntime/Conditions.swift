import Foundation
import ShortcutModel

/// If: the condition as stored, in the legacy string form (`Equals`, `Contains`, `Is Greater
/// Than`, `Is Less Than`), the integer form (iOS 13+) and the iOS 18 `WFConditions` table.
///
/// Text comparisons ignore case, as the app's If does for text; codes whose meaning is not
/// confirmed (1000–1002, 1004–1007, 1101; shortcut-format.md §6.4) fail the run instead of
/// guessing.
extension RunSession {
    func condition(of call: ActionCall) throws -> Bool {
        if case .predicateTable(let table)? = call.parameter("WFConditions"), let templates = table.templates {
            let results = try templates.map { template -> Bool in
                let input = try template.input.map { try call.resolve($0) } ?? call.input
                return try holds(
                    code: template.fields["WFCondition"], input: input,
                    operand: { key in try template.fields[key].map { try call.resolve($0) } })
            }
            return table.matchesAll ? results.allSatisfy { $0 } : results.contains(true)
        }
        let input = try call.input("WFInput")
        return try holds(code: call.parameter("WFCondition"), input: input, operand: { try call.value($0) })
    }

    private func holds(
        code stored: ParameterValue?, input: RuntimeValue, operand: (String) throws -> RuntimeValue?
    ) throws -> Bool {
        let c = coercion
        func text(_ key: String) throws -> String { try operand(key).map(c.text) ?? "" }
        func number(_ key: String) throws -> Double? { try operand(key).flatMap(c.number) }
        let subject = c.text(input)
        func compare(_ keyA: String, _ dateKey: String, _ test: (Double, Double) -> Bool) throws -> Bool {
            if let date = try operand(dateKey).flatMap(c.date), let inputDate = c.date(input), input.isDateLike {
                return test(inputDate.timeIntervalSince1970, date.timeIntervalSince1970)
            }
            guard let left = c.number(input), let right = try number(keyA) else { return false }
            return test(left, right)
        }
        func equals() throws -> Bool {
            if try operand("WFConditionalActionString") == nil, let right = try number("WFNumberValue") {
                return c.number(input) == right
            }
            if let enumeration = try operand("WFEnumeration"), try operand("WFConditionalActionString") == nil {
                return subject.caseInsensitiveCompare(c.text(enumeration)) == .orderedSame
            }
            return subject.caseInsensitiveCompare(try text("WFConditionalActionString")) == .orderedSame
        }
        let code: Int
        switch stored {
        case .integer(let integer)?: code = integer.int64.map(Int.init) ?? -1
        case let stored? where stored.plainText != nil:
            switch stored.plainText! {
            case "Equals": code = 4
            case "Contains", "": code = 99
            case "Is Greater Than": code = 2
            case "Is Less Than": code = 0
            case let legacy: throw ActionFailure.parameter("WFCondition", "unknown condition “\(legacy)”")
            }
        case nil: code = 99  // the iOS 12 action's default, Contains (shortcut-format.md §6.3)
        default: throw ActionFailure.parameter("WFCondition", "not a condition code")
        }
        switch code {
        case 0: return try compare("WFNumberValue", "WFDate", <)
        case 1: return try compare("WFNumberValue", "WFDate", <=)
        case 2: return try compare("WFNumberValue", "WFDate", >)
        case 3: return try compare("WFNumberValue", "WFDate", >=)
        case 4: return try equals()
        case 5: return try !equals()
        case 8: return subject.lowercased().hasPrefix(try text("WFConditionalActionString").lowercased())
        case 9: return subject.lowercased().hasSuffix(try text("WFConditionalActionString").lowercased())
        case 99: return subject.range(of: try text("WFConditionalActionString"), options: .caseInsensitive) != nil
        case 999: return subject.range(of: try text("WFConditionalActionString"), options: .caseInsensitive) == nil
        case 100: return !input.isEmpty
        case 101: return input.isEmpty
        case 1003:
            if let low = try operand("WFDate").flatMap(c.date), let high = try operand("WFAnotherDate").flatMap(c.date),
                let date = c.date(input), input.isDateLike
            {
                return date >= low && date <= high
            }
            guard let value = c.number(input), let low = try number("WFNumberValue"),
                let high = try number("WFAnotherNumber")
            else { return false }
            return value >= low && value <= high
        default:
            throw ActionFailure.parameter(
                "WFCondition", "condition code \(code) has no confirmed meaning; the runtime does not guess it")
        }
    }

    /// Choose from Menu: the next answer names the case by its title (`caseTitles`: the titles
    /// the cases themselves carry).
    func chooseMenuItem(_ call: ActionCall, caseCount: Int, caseTitles: () -> [String]) throws -> (
        index: Int, title: String
    ) {
        var titles: [String] = []
        if let items = try call.value("WFMenuItems") {
            titles = items.items.map(coercion.text)
        }
        if titles.count < caseCount {
            // Titles from the cases themselves when the opener's list is short or missing.
            titles = caseTitles()
        }
        let prompt = try call.text("WFMenuPrompt")
        let answer = coercion.text(
            try nextAnswer("Choose from Menu “\(prompt)”", fallback: .text(titles.first ?? "")))
        guard let index = titles.prefix(caseCount).firstIndex(of: answer) else {
            throw ActionFailure(
                .invalidAnswer(
                    "“\(answer)” is not an item of the menu (\(titles.prefix(caseCount).map { "“\($0)”" }.joined(separator: ", ")))"
                ))
        }
        return (index, answer)
    }
}

extension RuntimeValue {
    /// True for a date, or a list whose first item is one (date conditions compare dates).
    var isDateLike: Bool {
        switch self {
        case .date: true
        case .list(let items): items.first?.isDateLike ?? false
        default: false
        }
    }
}
