import Foundation
import OrderedCollections
import PropertyList
import ShortcutModel

extension ActionCall {
    /// One aggrandizement step: dictionary value for a key, a coercion, a property, a date
    /// format. Unit conversions keep the value (the runtime has no unit table).
    func apply(_ aggrandizement: Aggrandizement, to value: RuntimeValue) throws -> RuntimeValue {
        switch aggrandizement.kind {
        case .dictionaryValue(let key):
            return Self.dictionaryValue(forKey: key ?? "", in: value, coercion: coercion)
        case .coercion(let itemClass):
            return itemClass.map { coercion.coerce(value, toItemClass: $0) } ?? value
        case .property(let name):
            guard let name else { return value }
            return try property(name, of: value)
        case .dateFormat:
            let fields = aggrandizement.fields
            return coercion.mapItems(value) { item in
                guard let date = coercion.date(item) else { return .nothing }
                return .text(
                    DateFormatting.text(
                        of: date, dateStyle: fields["WFDateFormatStyle"]?.string ?? "Medium",
                        timeStyle: fields["WFTimeFormatStyle"]?.string ?? "None",
                        customFormat: fields["WFDateFormat"]?.string,
                        includeISOTime: fields["WFISO8601IncludeTime"]?.bool ?? false, relativeTo: clock.now,
                        coercion: coercion))
            }
        case .unit, .other:
            return value
        }
    }

    /// The value for `key`: the member itself, else a dotted key path (`a.b.0`); over a list,
    /// the values from each dictionary as one flat collection.
    static func dictionaryValue(forKey key: String, in value: RuntimeValue, coercion: RuntimeCoercion) -> RuntimeValue {
        if case .list(let items) = value, coercion.dictionary(value) == nil || items.count > 1 {
            return .collection(of: items.map { dictionaryValue(forKey: key, in: $0, coercion: coercion) })
        }
        guard let members = coercion.dictionary(value) else { return .nothing }
        if let direct = members[key] { return direct }
        guard key.contains(".") else { return .nothing }
        var current: RuntimeValue = .dictionary(members)
        for component in key.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
            switch current {
            case .dictionary(let inner): current = inner[component] ?? .nothing
            case .list(let items):
                guard let position = Int(component), position >= 1, position <= items.count else { return .nothing }
                current = items[position - 1]
            default: return .nothing
            }
        }
        return current
    }

    /// A property by the name the app shows (Name, File Extension, File Size, Keys, Values,
    /// date parts, …), over several items one flat collection of each item's. A place, contact,
    /// article or store item answers its own (``ContentItem/property(_:)``); a dictionary without
    /// such a property answers its member of that name, so a stub can give a device item's
    /// properties.
    func property(_ name: String, of value: RuntimeValue) throws -> RuntimeValue {
        if case .list(let items) = value, !["Keys", "Values", "Count"].contains(name) {
            return .collection(of: try items.map { try property(name, of: $0) })
        }
        switch (name, value) {
        case (_, .nothing): return .nothing
        case (_, .item(let item)):
            if let property = item.property(name) { return property }
        case ("Name", .file(let file)): return .text(file.baseName)
        case ("Name", .url(let url)): return .text(URL(string: url)?.lastPathComponent ?? url)
        case ("Name", .dictionary(let members)) where members["Name"] != nil: return members["Name"]!
        case ("Name", _): return .text(coercion.text(value))
        case ("File Extension", .file(let file)): return .text(file.fileExtension)
        case ("File Extension", .text), ("File Extension", .dictionary), ("File Extension", .number):
            return .text(coercion.file(value).fileExtension)
        case ("File Size", .file(let file)): return .number(Double(file.data.count))
        case ("File Size", _): return .number(Double(coercion.text(value).utf8.count))
        case ("Keys", _):
            guard let members = coercion.dictionary(value) else { return .nothing }
            return .list(members.keys.map(RuntimeValue.text))
        case ("Values", _):
            guard let members = coercion.dictionary(value) else { return .nothing }
            return .collection(of: Array(members.values))
        case ("Count", _): return .number(Double(value.items.count))
        case (_, .dictionary(let members)) where members[name] != nil: return members[name]!
        case (_, .date(let date)):
            if let part = DateFormatting.part(name, of: date, timeZone: coercion.timeZone) { return part }
        default: break
        }
        if let date = coercion.date(value), let part = DateFormatting.part(name, of: date, timeZone: coercion.timeZone)
        {
            return part
        }
        throw ActionFailure.failed("no property “\(name)” on \(value.typeName) off the device")
    }
}
