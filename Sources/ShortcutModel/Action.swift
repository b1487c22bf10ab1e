import OrderedCollections
import PropertyList

/// One step of a shortcut: an identifier and its parameters.
public struct Action: Sendable, Hashable {
    /// `WFWorkflowActionIdentifier`, e.g. `is.workflow.actions.gettext`.
    public var identifier: String
    /// `WFWorkflowActionParameters`, decoded, in file order.
    public var parameters: OrderedDictionary<String, ParameterValue>
    /// False when the file had no `WFWorkflowActionParameters` key at all (kept on re-write).
    public var hasParametersKey: Bool
    /// Other keys of the action dictionary, kept verbatim.
    public var extra: PropertyListDictionary

    public init(
        _ identifier: String, parameters: OrderedDictionary<String, ParameterValue> = [:],
        hasParametersKey: Bool = true, extra: PropertyListDictionary = [:]
    ) {
        self.identifier = identifier
        self.parameters = parameters
        self.hasParametersKey = hasParametersKey
        self.extra = extra
    }

    /// The value of one parameter.
    public subscript(parameter key: String) -> ParameterValue? {
        get { parameters[key] }
        set { parameters[key] = newValue }
    }

    /// `UUID`: names this action's output for `ActionOutput` attachments.
    public var uuid: String? {
        get { parameters["UUID"]?.stringValue }
        set { parameters["UUID"] = newValue.map(ParameterValue.string) }
    }

    /// `CustomOutputName`: the user's name for the output.
    public var customOutputName: String? { parameters["CustomOutputName"]?.stringValue }

    /// `GroupingIdentifier`: ties the parts of a control-flow block together.
    public var groupingIdentifier: String? { parameters["GroupingIdentifier"]?.stringValue }

    /// `WFControlFlowMode`: nil when absent (Workflow 1.x openers omit it).
    public var controlFlowMode: ControlFlowMode? {
        guard case .integer(let value)? = parameters["WFControlFlowMode"], let mode = value.int64 else { return nil }
        return ControlFlowMode(rawValue: Int(mode))
    }

    /// `ShowWhenRun`.
    public var showsWhenRun: Bool? {
        if case .boolean(let value)? = parameters["ShowWhenRun"] { return value }
        return nil
    }

    /// The App Intents descriptor of an app action, if present.
    public var appIntentDescriptor: AppIntentDescriptor? {
        guard case .dictionary(let fields)? = parameters["AppIntentDescriptor"] else { return nil }
        return AppIntentDescriptor(fields: fields)
    }
}

/// Position of an action inside a control-flow block.
public enum ControlFlowMode: Int, Sendable, Hashable {
    /// If, Choose from Menu, Repeat, Repeat with Each.
    case start = 0
    /// Otherwise, Otherwise If (OS 27: it carries an ``IfCondition``), or a menu case.
    case middle = 1
    /// End If / End Menu / End Repeat.
    case end = 2
}

/// `AppIntentDescriptor` of an App Intents action.
public struct AppIntentDescriptor: Sendable, Hashable {
    public var teamIdentifier: String?
    public var bundleIdentifier: String?
    /// The app's display name.
    public var name: String?
    public var appIntentIdentifier: String?

    init(fields: OrderedDictionary<String, ParameterValue>) {
        teamIdentifier = fields["TeamIdentifier"]?.stringValue
        bundleIdentifier = fields["BundleIdentifier"]?.stringValue
        name = fields["Name"]?.stringValue
        appIntentIdentifier = fields["AppIntentIdentifier"]?.stringValue
    }
}

extension Action {
    /// Decodes one element of `WFWorkflowActions`; `keyPath` names it in errors.
    init(propertyList value: PropertyListValue, keyPath: @autoclosure () -> String) throws(ShortcutDecodingError) {
        guard case .dictionary(var rest) = value else {
            throw ShortcutDecodingError(.wrongType(expected: "dictionary", found: value.typeName), at: keyPath())
        }
        guard let identifier = rest.takeString("WFWorkflowActionIdentifier") else {
            let found = rest["WFWorkflowActionIdentifier"]
            throw ShortcutDecodingError(
                found.map { .wrongType(expected: "string", found: $0.typeName) }
                    ?? .missingKey("WFWorkflowActionIdentifier"),
                at: keyPath() + ".WFWorkflowActionIdentifier")
        }
        var parameters = OrderedDictionary<String, ParameterValue>()
        var hasParametersKey = false
        if case .dictionary(let raw)? = rest["WFWorkflowActionParameters"] {
            hasParametersKey = true
            rest.removeValue(forKey: "WFWorkflowActionParameters")
            // Each parameter is decoded on its own: the parameters dictionary is never a value,
            // even when a generator left a stray `WFSerializationType` key in it.
            parameters = ParameterValue.decodePlain(raw)
        }
        self.init(identifier, parameters: parameters, hasParametersKey: hasParametersKey, extra: rest)
    }

    /// The action dictionary.
    public var propertyList: PropertyListValue {
        var dictionary = PropertyListDictionary(minimumCapacity: 2 + extra.count)
        dictionary["WFWorkflowActionIdentifier"] = .string(identifier)
        if hasParametersKey || !parameters.isEmpty {
            var raw = PropertyListDictionary(minimumCapacity: parameters.count)
            for (key, value) in parameters { raw[key] = value.propertyList }
            dictionary["WFWorkflowActionParameters"] = .dictionary(raw)
        }
        return .dictionary(dictionary.merging(extra: extra))
    }
}
