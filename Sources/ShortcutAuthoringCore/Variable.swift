import ShortcutModel

/// A variable as a value: an action's output (magic variable), a named variable, or one of the
/// globals. Aggrandizements return a new variable, so `weather.property("Temperature")` reads
/// like the editor's variable menu.
public struct Variable: Sendable, Hashable {
    /// The attachment this reference writes.
    public var attachment: Attachment

    public init(_ attachment: Attachment) { self.attachment = attachment }

    /// A named variable (`Set Variable` / `Add to Variable`).
    /// `uuid` is the `VariableUUID` some files store beside the name.
    public static func named(_ name: String, uuid: String? = nil) -> Variable {
        var attachment = Attachment.variable(name)
        attachment.variableUUID = uuid
        return Variable(attachment)
    }

    /// The output of the action with `uuid`, shown as `name`.
    public static func output(of uuid: String, named name: String?) -> Variable {
        Variable(.output(of: uuid, named: name))
    }

    /// Shortcut Input (`ExtensionInput`).
    public static var shortcutInput: Variable { Variable(Attachment(type: .extensionInput)) }
    /// Clipboard.
    public static var clipboard: Variable { Variable(Attachment(type: .clipboard)) }
    /// Current Date.
    public static var currentDate: Variable { Variable(Attachment(type: .currentDate)) }
    /// Ask Each Time.
    public static var askEachTime: Variable { Variable(Attachment(type: .ask)) }
    /// Device Details.
    public static var deviceDetails: Variable { Variable(Attachment(type: .deviceDetails)) }
    /// The Workflow-era "Input" (the action's input).
    public static var input: Variable { Variable(Attachment(type: .input)) }
    /// Repeat Item (`level` 2, 3 … for nested loops: `Repeat Item 2`).
    public static func repeatItem(level: Int = 1) -> Variable {
        .named(level <= 1 ? "Repeat Item" : "Repeat Item \(level)")
    }
    /// Repeat Index (`level` 2, 3 … for nested loops).
    public static func repeatIndex(level: Int = 1) -> Variable {
        .named(level <= 1 ? "Repeat Index" : "Repeat Index \(level)")
    }
    /// Repeat Item of the innermost loop.
    public static var repeatItem: Variable { repeatItem(level: 1) }
    /// Repeat Index of the innermost loop.
    public static var repeatIndex: Variable { repeatIndex(level: 1) }

    /// The same variable shown under another output name (`OutputName`).
    public func named(_ name: String?) -> Variable {
        var copy = self
        copy.attachment.outputName = name
        return copy
    }

    /// The same variable with an empty `Aggrandizements` list stored (some files keep one;
    /// without this the key is absent).
    public func withEmptyAggrandizements() -> Variable {
        var copy = self
        copy.attachment.aggrandizements = copy.attachment.aggrandizements ?? []
        return copy
    }

    /// Appends an aggrandizement step.
    public func aggrandized(_ step: Aggrandizement) -> Variable {
        var copy = self
        copy.attachment.aggrandizements = (copy.attachment.aggrandizements ?? []) + [step]
        return copy
    }

    /// Coerce to a content class ("Get as Text": `WFStringContentItem`).
    public func `as`(_ itemClass: ContentClass) -> Variable { aggrandized(.coercion(to: itemClass.rawValue)) }

    /// The dictionary value for `key`.
    public func value(forKey key: String) -> Variable { aggrandized(.dictionaryValue(forKey: key)) }

    /// A property ("Name", "File Extension", …), with the optional `PropertyUserInfo`.
    public func property(_ name: String, userInfo: PropertyListValue? = nil) -> Variable {
        var step = Aggrandizement.property(name)
        if let userInfo { step.fields["PropertyUserInfo"] = userInfo }
        return aggrandized(step)
    }

    /// Format a date (`WFDateFormatVariableAggrandizement`): styles such as `"Short"`,
    /// `"ISO 8601"`, or `"Custom"` with a `format` string.
    public func dateFormat(date: String, time: String? = nil, format: String? = nil) -> Variable {
        var fields: PropertyListDictionary = ["WFDateFormatStyle": .string(date)]
        if let time { fields["WFTimeFormatStyle"] = .string(time) }
        if let format { fields["WFDateFormat"] = .string(format) }
        return aggrandized(Aggrandizement(type: "WFDateFormatVariableAggrandizement", fields: fields))
    }
}

/// A content item class for coercions and input types (`WFStringContentItem`, …). Open set.
public struct ContentClass: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public static let text: ContentClass = "WFStringContentItem"
    public static let number: ContentClass = "WFNumberContentItem"
    public static let dictionary: ContentClass = "WFDictionaryContentItem"
    public static let date: ContentClass = "WFDateContentItem"
    public static let boolean: ContentClass = "WFBooleanContentItem"
    public static let url: ContentClass = "WFURLContentItem"
    public static let file: ContentClass = "WFGenericFileContentItem"
    public static let image: ContentClass = "WFImageContentItem"
    public static let contact: ContentClass = "WFContactContentItem"
    public static let location: ContentClass = "WFLocationContentItem"
}
