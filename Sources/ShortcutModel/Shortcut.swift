import PropertyList

/// A shortcut: the top-level dictionary of a shortcut plist, with every key the format uses as
/// a typed property and unknown keys kept verbatim in ``unknownKeys``.
///
/// ```swift
/// let document = try ShortcutDocument(data: bytes)   // binary, XML or signed
/// for action in document.shortcut.actions { print(action.identifier) }
/// ```
public struct Shortcut: Sendable, Hashable {
    /// `WFWorkflowName`: rarely stored; the app names a shortcut after its file or iCloud record.
    public var name: String?
    /// `WFWorkflowClientVersion`.
    public var clientVersion: ClientVersion?
    /// `WFWorkflowClientRelease` (marketing version, absent from iOS 14 on).
    public var clientRelease: String?
    /// `WFWorkflowMinimumClientVersion`.
    public var minimumClientVersion: Int?
    /// `WFWorkflowMinimumClientVersionString`.
    public var minimumClientVersionString: String?
    /// `WFWorkflowIcon`.
    public var icon: ShortcutIcon?
    /// `WFWorkflowImportQuestions`.
    public var importQuestions: [ImportQuestion]?
    /// `WFWorkflowInputContentItemClasses`: content types accepted as Shortcut Input.
    public var inputContentItemClasses: [String]?
    /// `WFWorkflowOutputContentItemClasses`.
    public var outputContentItemClasses: [String]?
    /// `WFWorkflowTypes`: where the shortcut is offered.
    public var workflowTypes: [WorkflowType]?
    /// `WFWorkflowHasOutputFallback`.
    public var hasOutputFallback: Bool?
    /// `WFWorkflowHasShortcutInputVariables`.
    public var hasShortcutInputVariables: Bool?
    /// `WFQuickActionSurfaces` (`Finder`, `Services`).
    public var quickActionSurfaces: [String]?
    /// `WFWorkflowNoInputBehavior`.
    public var noInputBehavior: NoInputBehavior?
    /// `WFWorkflowActions`.
    public var actions: [Action]
    /// Top-level keys the model does not know (and known keys holding an unexpected type),
    /// kept verbatim.
    public var unknownKeys: PropertyListDictionary

    /// An empty shortcut with the keys the app writes for iOS 13+ content.
    public init(actions: [Action] = [], name: String? = nil) {
        self.name = name
        self.clientVersion = ClientVersion("1146.11.1")
        self.minimumClientVersion = 900
        self.minimumClientVersionString = "900"
        self.icon = ShortcutIcon(startColor: 463_140_863, glyphNumber: 61440)
        self.importQuestions = []
        self.inputContentItemClasses = Shortcut.defaultInputContentItemClasses
        self.workflowTypes = []
        self.actions = actions
        self.unknownKeys = [:]
    }

    /// The 17 content classes the app writes by default.
    public static let defaultInputContentItemClasses = [
        "WFAppStoreAppContentItem", "WFArticleContentItem", "WFContactContentItem", "WFDateContentItem",
        "WFEmailAddressContentItem", "WFGenericFileContentItem", "WFImageContentItem",
        "WFiTunesProductContentItem", "WFLocationContentItem", "WFDCMapsLinkContentItem",
        "WFAVAssetContentItem", "WFPDFContentItem", "WFPhoneNumberContentItem", "WFRichTextContentItem",
        "WFSafariWebPageContentItem", "WFStringContentItem", "WFURLContentItem",
    ]

    /// True when an app of `appClientVersion` would refuse the file ("Shortcut Format Too New"):
    /// its minimum client version is greater than the app's version.
    public func isFormatTooNew(forClientVersion appClientVersion: ClientVersion) -> Bool {
        guard let minimum = minimumClientVersion else { return false }
        return ClientVersion(String(minimum)) > appClientVersion
    }
}

extension Shortcut {
    /// Decodes the root dictionary of a shortcut plist.
    ///
    /// - Throws: ``ShortcutDecodingError`` with the key path, when the root is not a dictionary,
    ///   `WFWorkflowActions` is missing or not an array, or an action is not a dictionary with a
    ///   string identifier. Every other irregularity is kept, not rejected.
    public init(propertyList root: PropertyListValue) throws(ShortcutDecodingError) {
        guard case .dictionary(var rest) = root else {
            throw ShortcutDecodingError(.rootNotDictionary(found: root.typeName), at: "", documentKind: "shortcut")
        }
        guard let rawActions = rest.takeArray("WFWorkflowActions") else {
            let found = rest["WFWorkflowActions"]
            throw ShortcutDecodingError(
                found.map { .wrongType(expected: "array", found: $0.typeName) } ?? .missingKey("WFWorkflowActions"),
                at: "WFWorkflowActions")
        }
        var actions: [Action] = []
        actions.reserveCapacity(rawActions.count)
        for (index, raw) in rawActions.enumerated() {
            actions.append(try Action(propertyList: raw, keyPath: "WFWorkflowActions[\(index)]"))
        }
        self.actions = actions

        name = rest.takeString("WFWorkflowName")
        if let raw = rest["WFWorkflowClientVersion"], let version = ClientVersion(propertyList: raw) {
            clientVersion = version
            rest.removeValue(forKey: "WFWorkflowClientVersion")
        }
        clientRelease = rest.takeString("WFWorkflowClientRelease")
        if case .integer(let value)? = rest["WFWorkflowMinimumClientVersion"], let small = value.int64 {
            minimumClientVersion = Int(small)
            rest.removeValue(forKey: "WFWorkflowMinimumClientVersion")
        }
        minimumClientVersionString = rest.takeString("WFWorkflowMinimumClientVersionString")
        icon = rest.takeDictionary("WFWorkflowIcon").map(ShortcutIcon.init(propertyList:))
        if case .array(let questions)? = rest["WFWorkflowImportQuestions"] {
            let decoded = questions.compactMap { $0.dictionary.map(ImportQuestion.init(propertyList:)) }
            if decoded.count == questions.count {
                importQuestions = decoded
                rest.removeValue(forKey: "WFWorkflowImportQuestions")
            }
        }
        inputContentItemClasses = rest.takeStringArray("WFWorkflowInputContentItemClasses")
        outputContentItemClasses = rest.takeStringArray("WFWorkflowOutputContentItemClasses")
        workflowTypes = rest.takeStringArray("WFWorkflowTypes")?.map(WorkflowType.init(rawValue:))
        hasOutputFallback = rest.takeBool("WFWorkflowHasOutputFallback")
        hasShortcutInputVariables = rest.takeBool("WFWorkflowHasShortcutInputVariables")
        quickActionSurfaces = rest.takeStringArray("WFQuickActionSurfaces")
        noInputBehavior = rest.takeDictionary("WFWorkflowNoInputBehavior").map(NoInputBehavior.init(propertyList:))
        unknownKeys = rest
    }

    /// The root dictionary, keys sorted as Apple writes them, unknown keys after.
    public var propertyList: PropertyListValue {
        var dictionary = PropertyListDictionary(minimumCapacity: 16 + unknownKeys.count)
        dictionary.put("WFQuickActionSurfaces", quickActionSurfaces.map { .array($0.map(PropertyListValue.string)) })
        dictionary["WFWorkflowActions"] = .array(actions.map(\.propertyList))
        dictionary.put("WFWorkflowClientRelease", clientRelease.map(PropertyListValue.string))
        dictionary.put("WFWorkflowClientVersion", clientVersion?.storedValue)
        dictionary.put("WFWorkflowHasOutputFallback", hasOutputFallback.map(PropertyListValue.boolean))
        dictionary.put("WFWorkflowHasShortcutInputVariables", hasShortcutInputVariables.map(PropertyListValue.boolean))
        dictionary.put("WFWorkflowIcon", icon.map { .dictionary($0.propertyList) })
        dictionary.put(
            "WFWorkflowImportQuestions", importQuestions.map { .array($0.map { .dictionary($0.propertyList) }) })
        dictionary.put(
            "WFWorkflowInputContentItemClasses",
            inputContentItemClasses.map { .array($0.map(PropertyListValue.string)) })
        dictionary.put("WFWorkflowMinimumClientVersion", minimumClientVersion.map { .integer(PropertyListInteger($0)) })
        dictionary.put("WFWorkflowMinimumClientVersionString", minimumClientVersionString.map(PropertyListValue.string))
        dictionary.put("WFWorkflowName", name.map(PropertyListValue.string))
        dictionary.put("WFWorkflowNoInputBehavior", noInputBehavior.map { .dictionary($0.propertyList) })
        dictionary.put(
            "WFWorkflowOutputContentItemClasses",
            outputContentItemClasses.map { .array($0.map(PropertyListValue.string)) })
        dictionary.put("WFWorkflowTypes", workflowTypes.map { .array($0.map { .string($0.rawValue) }) })
        return .dictionary(dictionary.merging(extra: unknownKeys))
    }
}
