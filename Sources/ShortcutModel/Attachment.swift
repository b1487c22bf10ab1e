import OrderedCollections
import PropertyList

/// A variable reference (the payload of `WFTextTokenAttachment`, and each inline variable of a
/// ``TokenString``).
public struct Attachment: Sendable, Hashable {
    /// The attachment's `Type`.
    public var type: AttachmentType
    /// `OutputUUID`: the `UUID` parameter of the action whose output this is (``AttachmentType/actionOutput``).
    public var outputUUID: String?
    /// `OutputName`: the output's name as shown when the reference was made.
    public var outputName: String?
    /// `VariableName`: a named variable, or a built-in like `Repeat Item`.
    public var variableName: String?
    /// `VariableUUID` (Workflow era).
    public var variableUUID: String?
    /// `Aggrandizements`: property, coercion, dictionary-key and format steps, applied in order.
    public var aggrandizements: [Aggrandizement]?
    /// Keys this model does not interpret, kept verbatim.
    public var extra: PropertyListDictionary

    public init(
        type: AttachmentType, outputUUID: String? = nil, outputName: String? = nil,
        variableName: String? = nil, variableUUID: String? = nil,
        aggrandizements: [Aggrandizement]? = nil, extra: PropertyListDictionary = [:]
    ) {
        self.type = type
        self.outputUUID = outputUUID
        self.outputName = outputName
        self.variableName = variableName
        self.variableUUID = variableUUID
        self.aggrandizements = aggrandizements
        self.extra = extra
    }

    /// A reference to the output of the action with `uuid`.
    public static func output(of uuid: String, named name: String? = nil) -> Attachment {
        Attachment(type: .actionOutput, outputUUID: uuid, outputName: name)
    }

    /// A reference to the named variable.
    public static func variable(_ name: String) -> Attachment {
        Attachment(type: .variable, variableName: name)
    }

    /// The name a user sees for this variable, before resolving action outputs.
    public var displayName: String {
        switch type {
        case .actionOutput: return outputName ?? "Action Output"
        case .variable: return variableName ?? "Variable"
        case .extensionInput: return "Shortcut Input"
        case .ask: return "Ask Each Time"
        case .currentDate: return "Current Date"
        case .input: return "Input"
        case .clipboard: return "Clipboard"
        case .deviceDetails: return "Device Details"
        case .other(let raw): return variableName ?? raw
        }
    }
}

/// The `Type` of an ``Attachment``. Open: unknown types are kept as ``other(_:)``.
public enum AttachmentType: Sendable, Hashable, RawRepresentable {
    case actionOutput, variable, extensionInput, ask, currentDate, input, clipboard, deviceDetails
    case other(String)

    public init(rawValue: String) {
        switch rawValue {
        case "ActionOutput": self = .actionOutput
        case "Variable": self = .variable
        case "ExtensionInput": self = .extensionInput
        case "Ask": self = .ask
        case "CurrentDate": self = .currentDate
        case "Input": self = .input
        case "Clipboard": self = .clipboard
        case "DeviceDetails": self = .deviceDetails
        default: self = .other(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .actionOutput: "ActionOutput"
        case .variable: "Variable"
        case .extensionInput: "ExtensionInput"
        case .ask: "Ask"
        case .currentDate: "CurrentDate"
        case .input: "Input"
        case .clipboard: "Clipboard"
        case .deviceDetails: "DeviceDetails"
        case .other(let raw): raw
        }
    }
}

extension Attachment {
    /// Decodes an attachment dictionary; nil when it has no string `Type`.
    public init?(propertyList dictionary: PropertyListDictionary) {
        var rest = dictionary
        guard let type = rest.takeString("Type") else { return nil }
        var aggrandizements: [Aggrandizement]?
        if case .array(let steps)? = rest["Aggrandizements"] {
            let decoded = steps.compactMap { step -> Aggrandizement? in
                guard case .dictionary(let body) = step else { return nil }
                return Aggrandizement(propertyList: body)
            }
            if decoded.count == steps.count {
                aggrandizements = decoded
                rest.removeValue(forKey: "Aggrandizements")
            }
        }
        self.init(
            type: AttachmentType(rawValue: type),
            outputUUID: rest.takeString("OutputUUID"),
            outputName: rest.takeString("OutputName"),
            variableName: rest.takeString("VariableName"),
            variableUUID: rest.takeString("VariableUUID"),
            aggrandizements: aggrandizements,
            extra: rest)
    }

    /// The attachment dictionary, keys in Apple's sorted order.
    public var propertyList: PropertyListDictionary {
        var dictionary = PropertyListDictionary(minimumCapacity: 4 + extra.count)
        dictionary.put("Aggrandizements", aggrandizements.map { .array($0.map { .dictionary($0.propertyList) }) })
        dictionary.put("OutputName", outputName.map(PropertyListValue.string))
        dictionary.put("OutputUUID", outputUUID.map(PropertyListValue.string))
        dictionary["Type"] = .string(type.rawValue)
        dictionary.put("VariableName", variableName.map(PropertyListValue.string))
        dictionary.put("VariableUUID", variableUUID.map(PropertyListValue.string))
        return dictionary.merging(extra: extra)
    }
}
