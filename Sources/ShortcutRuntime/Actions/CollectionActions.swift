import Foundation
import OrderedCollections

extension RuntimeRegistry {
    /// Lists and dictionaries: List, Get Item from List, Dictionary, Get/Set Dictionary Value,
    /// Get Dictionary from Input, Get Details of Files.
    mutating func registerCollectionActions() {
        native("is.workflow.actions.list") { call in
            // Each item; an item that is a variable holding several gives each of them.
            .collection(of: try call.value("WFItems")?.items ?? [])
        }
        native("is.workflow.actions.getitemfromlist") { call in
            let items = try call.input("WFInput").items
            let specifier = try call.option("WFItemSpecifier", default: "First Item")
            switch specifier {
            case "First Item": return items.first ?? .nothing
            case "Last Item": return items.last ?? .nothing
            case "Random Item":
                guard !items.isEmpty else { return .nothing }
                return items[Int.random(in: 0..<items.count, using: &call.random)]
            case "Item At Index":
                let index = try Self.listIndex(call, "WFItemIndex", count: items.count)
                return items[index]
            case "Items in Range":
                let start = try Self.listIndex(call, "WFItemRangeStart", count: items.count, default: 1)
                let end = try Self.listIndex(call, "WFItemRangeEnd", count: items.count, default: items.count)
                guard start <= end else { return .list([]) }
                return .list(Array(items[start...end]))
            default: throw ActionFailure.parameter("WFItemSpecifier", "unknown item “\(specifier)”")
            }
        }
        native("is.workflow.actions.additemtolist") { call in
            // At the beginning, the end (the default) or a 1-based index; the output is the list.
            var items = try call.value("WFListVariable")?.items ?? []
            let item = try call.value("WFListItem") ?? .nothing
            switch try call.option("WFInsertPosition", default: "End") {
            case "Beginning": items.insert(item, at: 0)
            case "End": items.append(item)
            case "Index":
                guard let number = try call.number("WFItemIndex"), number.isFinite, number == number.rounded(),
                    number >= 1, number <= Double(items.count + 1)
                else {
                    let text = call.coercion.text(try call.value("WFItemIndex") ?? .nothing)
                    throw ActionFailure.parameter(
                        "WFItemIndex",
                        "“\(text)” is not a position in a list of \(items.count) (1 to \(items.count + 1))")
                }
                items.insert(item, at: Int(number) - 1)
            case let other: throw ActionFailure.parameter("WFInsertPosition", "unknown position “\(other)”")
            }
            return .list(items)
        }
        native("is.workflow.actions.dictionary") { call in
            guard let value = try call.value("WFItems") else { return .dictionary([:]) }
            return .dictionary(call.coercion.dictionary(value) ?? [:])
        }
        native("is.workflow.actions.getvalueforkey") { call in
            let input = try call.input("WFInput")
            let mode = try call.option("WFGetDictionaryValueType", default: "Value")
            if mode == "Value", input.items.count > 1 {
                // Several dictionaries: the value from each, as one flat collection.
                let key = try call.text("WFDictionaryKey")
                return ActionCall.dictionaryValue(forKey: key, in: input, coercion: call.coercion)
            }
            guard let members = call.coercion.dictionary(input) else {
                if case .nothing = input { return .nothing }
                throw ActionFailure.failed("the input (\(input.typeName)) is not a dictionary")
            }
            switch mode {
            case "All Keys": return .list(members.keys.map(RuntimeValue.text))
            case "All Values": return .collection(of: Array(members.values))
            default:
                let key = try call.text("WFDictionaryKey")
                return ActionCall.dictionaryValue(forKey: key, in: .dictionary(members), coercion: call.coercion)
            }
        }
        native("is.workflow.actions.setvalueforkey") { call in
            let input = try call.input("WFDictionary", "WFInput")
            var members = call.coercion.dictionary(input) ?? [:]
            let key = try call.text("WFDictionaryKey")
            members[key] = try call.value("WFDictionaryValue") ?? .nothing
            return .dictionary(members)
        }
        native("is.workflow.actions.detect.dictionary") { call in
            let input = try call.input("WFInput")
            if let members = call.coercion.dictionary(input) { return .dictionary(members) }
            let text = call.coercion.text(input)
            do {
                let parsed = try RuntimeJSON.parse(text)
                return parsed
            } catch {
                // The app also reads `key=value&…` query strings.
                let pairs = text.split(separator: "&")
                if !pairs.isEmpty, pairs.allSatisfy({ $0.contains("=") }) {
                    var members = OrderedDictionary<String, RuntimeValue>()
                    for pair in pairs {
                        let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                        members[parts[0].removingPercentEncoding ?? parts[0]] = .text(
                            (parts.count > 1 ? parts[1] : "").replacingOccurrences(of: "+", with: " ")
                                .removingPercentEncoding ?? "")
                    }
                    return .dictionary(members)
                }
                if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return .nothing }
                throw ActionFailure.failed("cannot make a dictionary from the input: \(error)")
            }
        }
        native("is.workflow.actions.properties.files") { call in
            let input = try call.input("WFInput")
            let property = try call.option("WFContentItemPropertyName", default: "Name")
            return try call.property(property, of: input)
        }
    }

    /// A 1-based index parameter as a 0-based index into `count` items (negative from the end,
    /// as the app accepts); out of range fails like the app does.
    static func listIndex(_ call: ActionCall, _ key: String, count: Int, default fallback: Int? = nil) throws -> Int {
        guard let number = try call.number(key) ?? fallback.map(Double.init), number.isFinite, abs(number) < 1e12 else {
            throw ActionFailure.parameter(key, "not an index")
        }
        var index = Int(number)
        if index < 0 { index = count + index + 1 }
        guard index >= 1, index <= count else {
            throw ActionFailure.failed("there is no item \(Int(number)) in a list of \(count)")
        }
        return index - 1
    }
}
