import OrderedCollections
import PropertyList

/// Contacts, email addresses or phone numbers entered in a field (`WFContactFieldValue`).
public struct ContactFields: Sendable, Hashable {
    /// One entry of the field: plain text or a serialized contact, address or number.
    public enum Entry: Sendable, Hashable {
        /// A plain string (Workflow era).
        case text(String)
        /// `{EntryType, SerializedEntry}`; e.g. type 2 with `link.contentkit.emailaddress`.
        case serialized(entryType: Int?, entry: PropertyListDictionary, extra: PropertyListDictionary)
        /// Anything else, verbatim.
        case other(PropertyListValue)
    }

    public var entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries }

    init?(propertyList body: PropertyListDictionary) {
        guard body.count == 1, case .array(let values)? = body["WFContactFieldValues"] else { return nil }
        entries = values.map { value in
            switch value {
            case .string(let text): return .text(text)
            case .dictionary(var rest):
                guard let entry = rest.takeDictionary("SerializedEntry") else { return .other(value) }
                let type = rest.takeInteger("EntryType")?.int64.map(Int.init)
                return .serialized(entryType: type, entry: entry, extra: rest)
            default: return .other(value)
            }
        }
    }

    var propertyList: PropertyListDictionary {
        let values: [PropertyListValue] = entries.map { entry in
            switch entry {
            case .text(let text): return .string(text)
            case .serialized(let type, let entry, let extra):
                var dictionary = PropertyListDictionary()
                dictionary.put("EntryType", type.map { .integer(PropertyListInteger($0)) })
                dictionary["SerializedEntry"] = .dictionary(entry)
                return .dictionary(dictionary.merging(extra: extra))
            case .other(let value): return value
            }
        }
        return ["WFContactFieldValues": .array(values)]
    }
}

/// An App Intents entity option (`WFLinkDynamicOptionSubstitutableState`), e.g. a Notes folder.
public struct LinkDynamicOption: Sendable, Hashable {
    /// `identifier`, e.g. `applenotes:folder/<UUID>`.
    public var identifier: String?
    /// `title.key`: the option's title.
    public var title: String?
    /// `subtitle.key`.
    public var subtitle: String?
    public var extra: PropertyListDictionary

    public init(identifier: String?, title: String?, subtitle: String?, extra: PropertyListDictionary = [:]) {
        self.identifier = identifier
        self.title = title
        self.subtitle = subtitle
        self.extra = extra
    }

    init?(propertyList body: PropertyListDictionary) {
        var rest = body
        func takeKeyed(_ name: String) -> String? {
            guard case .dictionary(let inner)? = rest[name], inner.count == 1, case .string(let key)? = inner["key"]
            else { return nil }
            rest.removeValue(forKey: name)
            return key
        }
        let title = takeKeyed("title")
        let subtitle = takeKeyed("subtitle")
        self.init(identifier: rest.takeString("identifier"), title: title, subtitle: subtitle, extra: rest)
    }

    var propertyList: PropertyListDictionary {
        var dictionary = PropertyListDictionary()
        dictionary.put("identifier", identifier.map(PropertyListValue.string))
        dictionary.put("subtitle", subtitle.map { .dictionary(["key": .string($0)]) })
        dictionary.put("title", title.map { .dictionary(["key": .string($0)]) })
        return dictionary.merging(extra: extra)
    }
}

/// The substitutable wrappers: a value that may be a literal or a variable.
public struct SubstitutableState: Sendable, Hashable {
    /// The stored `WFSerializationType` of the wrapper; the raw value is that string.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case number = "WFNumberSubstitutableState"
        case string = "WFStringSubstitutableState"
        case boolean = "WFBooleanSubstitutableState"
        case array = "WFArraySubstitutableParameterState"
        case dictionary = "WFDictionarySubstitutableParameterState"
        /// `WFTokenAttachmentParameterState`: a complete `WFTextTokenAttachment`, double wrapped.
        case tokenAttachment = "WFTokenAttachmentParameterState"
    }

    public var kind: Kind
    /// The wrapped `Value`: a bool, number, string, or a variable.
    public var value: ParameterValue?

    public init(kind: Kind, value: ParameterValue?) {
        self.kind = kind
        self.value = value
    }
}
