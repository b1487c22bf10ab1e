import ShortcutCatalog
import ShortcutModel
import ShortcutSemantics

/// Names a variable reference the way the editor labels its pill.
///
/// Magic variables take the producing action's custom output name (or, when the reference has
/// no stored name, the producing action's name); aggrandizements are appended in order:
/// «Repeat Item → high» (dictionary key), «File → Name» (property), «Input as Number»
/// (coercion), «Current Date → ISO 8601» (date format), «Speed in m/s» (unit).
struct VariableNaming {
    /// Shared, immutable inputs: one reference instead of copying three large values per action.
    final class Context: Sendable {
        let shortcut: Shortcut
        let analysis: ShortcutAnalysis
        let catalog: ActionCatalog

        init(shortcut: Shortcut, analysis: ShortcutAnalysis, catalog: ActionCatalog) {
            self.shortcut = shortcut
            self.analysis = analysis
            self.catalog = catalog
        }
    }

    let context: Context
    var shortcut: Shortcut { context.shortcut }
    var analysis: ShortcutAnalysis { context.analysis }
    var catalog: ActionCatalog { context.catalog }

    /// Longest pill name kept; longer names end with "…".
    static let limit = 60

    func name(of attachment: Attachment) -> String {
        var base = analysis.displayName(of: attachment, in: shortcut)
        if attachment.type == .actionOutput, attachment.outputName == nil,
            let uuid = attachment.outputUUID?.uppercased(), let producer = analysis.variables.producers[uuid],
            shortcut.actions.indices.contains(producer), shortcut.actions[producer].customOutputName == nil
        {
            base = catalog.displayName(for: shortcut.actions[producer].identifier).name
        }
        var name = DisplayText.singleLine(base, limit: Self.limit)
        if name.isEmpty { name = "Variable" }
        guard let steps = attachment.aggrandizements, !steps.isEmpty else { return name }
        for (position, step) in steps.prefix(6).enumerated() {
            let isLast = position == steps.count - 1
            switch step.kind {
            case .dictionaryValue(let key):
                name += " → " + DisplayText.singleLine(key ?? "value", limit: 40)
            case .property(let property):
                name += " → " + DisplayText.singleLine(property ?? "property", limit: 40)
            case .coercion(let itemClass):
                // A coercion followed by a key or property lookup is implied by that step.
                if isLast, let itemClass { name += " as " + Self.typeName(ofItemClass: itemClass) }
            case .dateFormat(let dateStyle, let timeStyle, let format):
                if let format, dateStyle == "Custom" {
                    name += " → \"" + DisplayText.singleLine(format, limit: 30) + "\""
                } else if let style = [dateStyle, timeStyle].compactMap({ $0 }).first(where: { $0 != "None" }) {
                    name += " → " + DisplayText.singleLine(style, limit: 20)
                }
            case .unit(let symbol, _):
                if let symbol { name += " in " + DisplayText.singleLine(symbol, limit: 12) }
            case .other:
                continue
            }
        }
        return name
    }

    /// A readable type for a content-item class: `WFDictionaryContentItem` → "Dictionary",
    /// `WFCustomIntentOutputContentItem_LEx6zX_EntityID` → "Entity ID".
    static func typeName(ofItemClass itemClass: String) -> String {
        if let known = knownTypes[itemClass] { return known }
        var stem = Substring(itemClass)
        if stem.hasPrefix("WFCustomIntentOutputContentItem_"), let last = stem.split(separator: "_").last {
            stem = last
        }
        var label = ParameterLabel.label(forKey: String(stem.prefix(80)))
        for suffix in [" Content Item", " Item"] where label.hasSuffix(suffix) && label.count > suffix.count {
            label = String(label.dropLast(suffix.count))
            break
        }
        return DisplayText.singleLine(label, limit: 30)
    }

    private static let knownTypes: [String: String] = [
        "WFStringContentItem": "Text", "WFGenericFileContentItem": "File", "WFURLContentItem": "URL",
        "WFNumberContentItem": "Number", "WFBooleanContentItem": "Boolean", "WFDateContentItem": "Date",
        "WFImageContentItem": "Image", "WFContactContentItem": "Contact", "WFDictionaryContentItem": "Dictionary",
        "WFPhotoMediaContentItem": "Photo", "WFHKSampleContentItem": "Health Sample", "WFVCardContentItem": "vCard",
        "WFWorkflowContentItem": "Shortcut", "WFRichTextContentItem": "Rich Text", "WFPDFContentItem": "PDF",
        "WFAVAssetContentItem": "Media", "WFLocationContentItem": "Location",
        "WFEmailAddressContentItem": "Email Address",
        "WFPhoneNumberContentItem": "Phone Number", "WFAppStoreAppContentItem": "App Store App",
        "WFSafariWebPageContentItem": "Safari Web Page", "WFArticleContentItem": "Article",
        "WFiTunesProductContentItem": "iTunes Product", "WFDCMapsLinkContentItem": "Maps Link",
        "WFFolderContentItem": "Folder", "WFAppContentItem": "App", "WFMPMediaContentItem": "Music",
    ]
}
