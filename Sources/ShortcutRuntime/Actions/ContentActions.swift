import Foundation

extension RuntimeRegistry {
    /// Get Object of Class and Get File of Type: content turned into another class or file type,
    /// for the representations the runtime has.
    mutating func registerContentActions() {
        native("is.workflow.actions.getclassaction") { call in
            // The input coerced to the Foundation class named, for the classes the runtime has
            // values of (rich text is carried as text); other classes fail naming the class.
            let name = try call.text("Class", default: "NSURL")
            let itemClasses = [
                "NSString": "WFStringContentItem", "NSAttributedString": "WFRichTextContentItem",
                "NSNumber": "WFNumberContentItem", "NSURL": "WFURLContentItem", "NSDate": "WFDateContentItem",
                "NSDictionary": "WFDictionaryContentItem", "NSData": "WFGenericFileContentItem",
            ]
            guard let itemClass = itemClasses[name] else {
                throw ActionFailure.parameter("Class", "the runtime has no objects of class “\(name)”")
            }
            return call.coercion.coerce(try call.input("Input", "WFInput"), toItemClass: itemClass)
        }
        native("is.workflow.actions.gettypeaction") { call in
            // Each item as a file of the uniform type asked for, when the runtime has that
            // representation of it: any content as plain text, a dictionary or list as JSON, a
            // URL as a URL; a file already of the type stays itself. Other types fail.
            let type = try call.text("WFFileType", default: "public.rtf")
            return try call.coercion.mapItems(try call.input("WFInput")) { item in
                if case .file(let file) = item, file.type == type || FileTypes.identifier(of: file) == type {
                    return item
                }
                switch type {
                case "public.plain-text", "public.utf8-plain-text", "public.text":
                    return .file(RuntimeFile(name: "Text.txt", type: type, data: Data(call.coercion.text(item).utf8)))
                case "public.json":
                    let json: String
                    switch item {
                    case .dictionary, .list: json = RuntimeJSON.text(for: item)
                    default:
                        guard let parsed = try? RuntimeJSON.parse(call.coercion.text(item)) else {
                            throw ActionFailure.failed("the \(item.typeName.lowercased()) is not JSON")
                        }
                        json = RuntimeJSON.text(for: parsed)
                    }
                    return .file(RuntimeFile(name: "Text.json", type: type, data: Data(json.utf8)))
                case "public.url":
                    guard let url = call.coercion.url(item) else {
                        throw ActionFailure.failed("the \(item.typeName.lowercased()) is not a URL")
                    }
                    return .file(RuntimeFile(name: "URL.url", type: type, data: Data(url.utf8)))
                default:
                    throw ActionFailure.failed(
                        "the runtime has no \(type) representation of the \(item.typeName.lowercased())")
                }
            }
        }
    }
}

/// Uniform type identifiers of common file extensions, for Get File of Type.
enum FileTypes {
    static let byExtension: [String: String] = [
        "txt": "public.plain-text", "json": "public.json", "html": "public.html", "htm": "public.html",
        "xml": "public.xml", "csv": "public.comma-separated-values-text", "rtf": "public.rtf", "pdf": "com.adobe.pdf",
        "png": "public.png", "jpg": "public.jpeg", "jpeg": "public.jpeg", "gif": "com.compuserve.gif",
        "zip": "public.zip-archive", "md": "net.daringfireball.markdown", "webarchive": "com.apple.webarchive",
    ]

    /// The uniform type of a file: its `type` when that is already one, else from its extension.
    static func identifier(of file: RuntimeFile) -> String? {
        if file.type.contains(".") { return file.type }
        return byExtension[file.fileExtension.lowercased()]
    }
}
