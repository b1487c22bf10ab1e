import OrderedCollections
import PropertyList

/// One question asked when the shortcut is imported (`WFWorkflowImportQuestions`).
public struct ImportQuestion: Sendable, Hashable {
    /// `ActionIndex`: the action that receives the answer (may point past the end in real files).
    public var actionIndex: Int?
    /// `Category`: always `Parameter` in real files.
    public var category: String?
    /// `ParameterKey`: the parameter that receives the answer.
    public var parameterKey: String?
    /// `Text`: the prompt.
    public var text: String?
    /// `DefaultValue`: a string, real or array, following the parameter's type.
    public var defaultValue: PropertyListValue?
    public var extra: PropertyListDictionary

    public init(
        actionIndex: Int?, category: String? = "Parameter", parameterKey: String?, text: String?,
        defaultValue: PropertyListValue? = nil, extra: PropertyListDictionary = [:]
    ) {
        self.actionIndex = actionIndex
        self.category = category
        self.parameterKey = parameterKey
        self.text = text
        self.defaultValue = defaultValue
        self.extra = extra
    }

    init(propertyList body: PropertyListDictionary) {
        var rest = body
        var index: Int?
        if case .integer(let value)? = rest["ActionIndex"], let small = value.int64 {
            index = Int(small)
            rest.removeValue(forKey: "ActionIndex")
        }
        self.init(
            actionIndex: index, category: rest.takeString("Category"),
            parameterKey: rest.takeString("ParameterKey"), text: rest.takeString("Text"),
            defaultValue: rest.take("DefaultValue"), extra: rest)
    }

    var propertyList: PropertyListDictionary {
        var dictionary = PropertyListDictionary()
        dictionary.put("ActionIndex", actionIndex.map { .integer(PropertyListInteger($0)) })
        dictionary.put("Category", category.map(PropertyListValue.string))
        dictionary.put("DefaultValue", defaultValue)
        dictionary.put("ParameterKey", parameterKey.map(PropertyListValue.string))
        dictionary.put("Text", text.map(PropertyListValue.string))
        return dictionary.merging(extra: extra)
    }
}

/// `WFWorkflowNoInputBehavior`: what to do when the shortcut runs without input.
public struct NoInputBehavior: Sendable, Hashable {
    /// `Name`, e.g. `WFWorkflowNoInputBehaviorGetClipboard`, `…AskForInput`, `…ShowError`.
    public var name: String?
    /// `Parameters` (`ItemClass`, `Error`, …).
    public var parameters: PropertyListDictionary?
    public var extra: PropertyListDictionary

    public init(name: String?, parameters: PropertyListDictionary? = [:], extra: PropertyListDictionary = [:]) {
        self.name = name
        self.parameters = parameters
        self.extra = extra
    }

    init(propertyList body: PropertyListDictionary) {
        var rest = body
        self.init(name: rest.takeString("Name"), parameters: rest.takeDictionary("Parameters"), extra: rest)
    }

    var propertyList: PropertyListDictionary {
        var dictionary = PropertyListDictionary()
        dictionary.put("Name", name.map(PropertyListValue.string))
        dictionary.put("Parameters", parameters.map(PropertyListValue.dictionary))
        return dictionary.merging(extra: extra)
    }
}

/// A value of `WFWorkflowTypes`: where the shortcut is offered. Open set.
public struct WorkflowType: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public static let watchKit: WorkflowType = "WatchKit"
    public static let watch: WorkflowType = "Watch"
    public static let widget: WorkflowType = "NCWidget"
    public static let shareSheet: WorkflowType = "ActionExtension"
    public static let quickActions: WorkflowType = "QuickActions"
    public static let menuBar: WorkflowType = "MenuBar"
    public static let sleep: WorkflowType = "Sleep"
    public static let showInSearch: WorkflowType = "WFWorkflowTypeShowInSearch"
    public static let receivesOnScreenContent: WorkflowType = "ReceivesOnScreenContent"

    /// What the setting is called in the app.
    public var displayName: String {
        switch rawValue {
        case "WatchKit", "Watch": "Show on Apple Watch"
        case "NCWidget": "Widget"
        case "ActionExtension": "Share Sheet"
        case "QuickActions": "Quick Action"
        case "MenuBar": "Menu Bar"
        case "Sleep": "Sleep Mode"
        case "WFWorkflowTypeShowInSearch": "Spotlight"
        case "ReceivesOnScreenContent": "Receive What's On Screen"
        default: rawValue
        }
    }
}
