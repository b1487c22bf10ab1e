import Foundation
import ShortcutModel

extension RuntimeRegistry {
    /// Filter Files and Filter Images on the items given to them (off the device there is no
    /// library to search): the filter templates, the sort, the limit.
    mutating func registerFilterActions() {
        native("is.workflow.actions.filter.files") { call in
            try ContentFilter.filter(call, property: call.property)
        }
        native("is.workflow.actions.filter.images") { call in
            // The images' width and height come from their pixels (PNG); the file details as
            // for files; what the photo library knows is not here and fails naming the property.
            try ContentFilter.filter(call) { name, item in
                switch name {
                case "Width": return .number(Double(try ImageFiles.image(of: item, call).width))
                case "Height": return .number(Double(try ImageFiles.image(of: item, call).height))
                default: return try call.property(name, of: item)
                }
            }
        }
    }
}

/// The filter templates and sorting of the Find/Filter actions.
enum ContentFilter {
    typealias Property = (String, RuntimeValue) throws -> RuntimeValue

    /// The input items kept by the filter templates, sorted and limited as the action says;
    /// `property` reads an item's property by name.
    static func filter(_ call: ActionCall, property: Property) throws -> RuntimeValue {
        var items = try call.input("WFContentItemInputParameter", "WFInput").items
        if case .predicateTable(let table)? = call.parameter("WFContentItemFilter"),
            let templates = table.templates,
            !templates.isEmpty
        {
            items = try items.filter { item in
                let results = try templates.map { try holds($0, for: item, call, property: property) }
                return table.matchesAll ? results.allSatisfy { $0 } : results.contains(true)
            }
        }
        if let sortProperty = try call.value("WFContentItemSortProperty").map(call.coercion.text),
            !sortProperty.isEmpty,
            try call.bool("WFContentItemSortEnabled", default: true)
        {
            items = try sorted(
                items, by: sortProperty, order: try call.option("WFContentItemSortOrder", default: "A to Z"), call,
                property: property)
        }
        if try call.bool("WFContentItemLimitEnabled", default: false),
            let limit = try call.number("WFContentItemLimitNumber")
        {
            items = Array(items.prefix(max(0, RuntimeCoercion.integer(limit))))
        }
        return .list(items)
    }

    static func holds(
        _ template: PredicateTemplate, for item: RuntimeValue, _ call: ActionCall, property read: Property
    ) throws -> Bool {
        guard let property = template.property, let code = template.comparison else { return true }
        let value = try read(property, item)
        var operands: [String: RuntimeValue] = [:]
        if case .dictionary(let values)? = template.fields["Values"] {
            for (key, operand) in values { operands[key] = try call.resolve(operand) }
        }
        for key in ["String", "Number", "Enumeration", "Bool", "Date"] where operands[key] == nil {
            if let operand = template.fields[key] { operands[key] = try call.resolve(operand) }
        }
        if case .dictionary(let overrides)? = template.fields["VariableOverrides"] {
            for (key, operand) in overrides {
                let name = key.replacingOccurrences(of: "Value", with: "").capitalized
                operands[name] = try call.resolve(operand)
            }
        }
        let c = call.coercion
        let text = c.text(value)
        let wanted = operands["String"] ?? operands["Enumeration"] ?? operands["Number"] ?? .nothing
        let wantedText = c.text(wanted)
        switch code {
        case 4: return text.caseInsensitiveCompare(wantedText) == .orderedSame
        case 5: return text.caseInsensitiveCompare(wantedText) != .orderedSame
        case 8: return text.lowercased().hasPrefix(wantedText.lowercased())
        case 9: return text.lowercased().hasSuffix(wantedText.lowercased())
        case 99: return text.range(of: wantedText, options: .caseInsensitive) != nil
        case 999: return text.range(of: wantedText, options: .caseInsensitive) == nil
        case 0, 1, 2, 3:
            guard let left = c.number(value), let right = c.number(operands["Number"] ?? wanted) else { return false }
            return [0: left < right, 1: left <= right, 2: left > right, 3: left >= right][code]!
        default:
            throw ActionFailure.parameter("WFContentItemFilter", "filter operator \(code) is not supported")
        }
    }

    static func sorted(
        _ items: [RuntimeValue], by property: String, order: String, _ call: ActionCall, property read: Property
    ) throws -> [RuntimeValue] {
        if property == "Random" {
            var shuffled = items
            shuffled.shuffle(using: &call.random)
            return shuffled
        }
        let keys = try items.map { try read(property, $0) }
        let descending = ["Z to A", "Biggest First", "Latest First", "Longest First"].contains(order)
        let indices = items.indices.sorted { a, b in
            let (left, right) = (keys[a], keys[b])
            let ascending: Bool
            if let x = call.coercion.number(left), let y = call.coercion.number(right), !(left.isText || right.isText) {
                ascending = x < y
            } else {
                ascending =
                    call.coercion.text(left).localizedStandardCompare(call.coercion.text(right)) == .orderedAscending
            }
            return descending ? !ascending && call.coercion.text(left) != call.coercion.text(right) : ascending
        }
        return indices.map { items[$0] }
    }
}

extension RuntimeValue {
    var isText: Bool {
        if case .text = self { return true }
        return false
    }
}
