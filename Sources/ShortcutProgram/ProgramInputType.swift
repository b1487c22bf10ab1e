/// The short names a program's `input` uses for content classes (`"text"` →
/// `WFStringContentItem`); a full class name (`WF…ContentItem`) is also accepted.
public enum ProgramInputType {
    /// Short name → stored content class, in the order the docs list them.
    public static let classes: [(name: String, contentClass: String)] = [
        ("text", "WFStringContentItem"), ("rich text", "WFRichTextContentItem"), ("url", "WFURLContentItem"),
        ("number", "WFNumberContentItem"), ("date", "WFDateContentItem"), ("boolean", "WFBooleanContentItem"),
        ("dictionary", "WFDictionaryContentItem"), ("file", "WFGenericFileContentItem"),
        ("image", "WFImageContentItem"), ("pdf", "WFPDFContentItem"), ("media", "WFAVAssetContentItem"),
        ("contact", "WFContactContentItem"), ("email address", "WFEmailAddressContentItem"),
        ("phone number", "WFPhoneNumberContentItem"), ("location", "WFLocationContentItem"),
        ("maps link", "WFDCMapsLinkContentItem"), ("safari web page", "WFSafariWebPageContentItem"),
        ("article", "WFArticleContentItem"), ("app store app", "WFAppStoreAppContentItem"),
        ("itunes product", "WFiTunesProductContentItem"),
    ]

    /// The short names.
    public static var names: [String] { classes.map(\.name) }

    /// The content class for a short name or a full class name; nil for anything else.
    public static func contentClass(for name: String) -> String? {
        if let match = classes.first(where: { $0.name == name }) { return match.contentClass }
        return name.hasPrefix("WF") && name.hasSuffix("ContentItem") ? name : nil
    }

    /// The name a program writes for `contentClass`: its short name, else the class itself.
    public static func name(for contentClass: String) -> String {
        classes.first(where: { $0.contentClass == contentClass })?.name ?? contentClass
    }
}
