import Foundation
import OrderedCollections

/// A value flowing between actions while a shortcut runs: what the app calls *content*, a
/// collection of content items.
///
/// One item is the value itself; several are a ``list(_:)``, which holds items and never another
/// collection — make one with ``collection(of:)``, which splices nested collections in, as the
/// app's content collections do. A dictionary is one item. Places, contacts, articles and store
/// items are ``item(_:)``; images, PDFs and rich-text documents are files of their type
/// (``RuntimeFile/kind``). Rich text made in the run is carried as ``text(_:)`` (its plain
/// string), and a URL is kept as its string so that nothing is normalised behind the author's back.
public enum RuntimeValue: Sendable, Hashable {
    /// The empty value: what an action without output produces, and what "Nothing" gives.
    case nothing
    case text(String)
    /// A number. Shortcuts computes with decimal numbers; the runtime uses `Double`, which
    /// agrees for the integers and short decimals shortcuts work with.
    case number(Double)
    case boolean(Bool)
    case date(Date)
    case url(String)
    case list([RuntimeValue])
    /// A dictionary in insertion order (the app keeps the order keys were added).
    case dictionary(OrderedDictionary<String, RuntimeValue>)
    case file(RuntimeFile)
    /// A place, contact, article, store item or podcast episode, with its properties.
    case item(ContentItem)

    /// A collection of `items`, flat as the app's collections are: an item that is itself a
    /// collection gives its items in its place, and nothing gives none. Every collection the
    /// runtime makes goes through here — Repeat results, Add to Variable, List, property reads
    /// over several items.
    public static func collection(of items: [RuntimeValue]) -> RuntimeValue {
        guard items.contains(where: \.isCollectionOrNothing) else { return .list(items) }
        var flat: [RuntimeValue] = []
        flat.reserveCapacity(items.count)
        for item in items { item.appendItems(to: &flat) }
        return .list(flat)
    }

    /// This value with any nested collection spliced in (``collection(of:)``); a single item
    /// stays itself.
    public var flattened: RuntimeValue {
        guard case .list(let items) = self else { return self }
        return .collection(of: items)
    }

    private var isCollectionOrNothing: Bool {
        switch self {
        case .list, .nothing: true
        default: false
        }
    }

    private func appendItems(to flat: inout [RuntimeValue]) {
        switch self {
        case .nothing: break
        case .list(let items):
            for item in items { item.appendItems(to: &flat) }
        default: flat.append(self)
        }
    }

    /// The items of this value as the app iterates them: a list's items, nothing as no items,
    /// anything else as one item.
    public var items: [RuntimeValue] {
        switch self {
        case .nothing: []
        case .list(let items): items
        default: [self]
        }
    }

    /// True for ``nothing`` and for an empty list (the app's "does not have any value").
    public var isEmpty: Bool {
        switch self {
        case .nothing: true
        case .list(let items): items.isEmpty
        case .text(let text): text.isEmpty
        default: false
        }
    }

    /// The content-item class name the app uses for this kind of value (Get Type).
    public var typeName: String {
        switch self {
        case .nothing: "Nothing"
        case .text: "Text"
        case .number: "Number"
        case .boolean: "Boolean"
        case .date: "Date"
        case .url: "URL"
        case .list: "List"
        case .dictionary: "Dictionary"
        case .file(let file): file.kind.typeName
        case .item(let item): item.kind.typeName
        }
    }

    /// A list from items; one item stays itself, none is ``nothing`` (the app never shows a
    /// one-item list as a list).
    public static func collapsing(_ items: [RuntimeValue]) -> RuntimeValue {
        switch items.count {
        case 0: .nothing
        case 1: items[0]
        default: .list(items)
        }
    }
}

/// A file: its name, type (a file extension or UTI) and bytes, and where it is in the run's
/// sandbox folder when it came from there.
public struct RuntimeFile: Sendable, Hashable {
    public var name: String
    /// A file-name extension (`txt`, `json`) or a uniform type identifier.
    public var type: String
    public var data: Data
    /// The path inside the sandbox folder (`Notes/a.txt`; empty for the folder itself) of a file
    /// or folder a file action read or wrote; nil for content made in the run. It says where the
    /// file is, not what it is, so equality and hashing leave it out.
    public var sandboxPath: String?

    /// A file.
    /// - Parameters:
    ///   - name: the file name, with its extension.
    ///   - type: a file extension or a uniform type identifier.
    ///   - data: the bytes.
    ///   - sandboxPath: where it is in the sandbox folder, if it is there.
    public init(name: String, type: String, data: Data, sandboxPath: String? = nil) {
        self.name = name
        self.type = type
        self.data = data
        self.sandboxPath = sandboxPath
    }

    public static func == (lhs: RuntimeFile, rhs: RuntimeFile) -> Bool {
        lhs.name == rhs.name && lhs.type == rhs.type && lhs.data == rhs.data
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(type)
        hasher.combine(data)
    }

    /// What kind of document a file is, by its type: the app gives images, PDFs and rich text
    /// their own content classes.
    public enum Kind: Sendable, Hashable {
        case file, folder, image, pdf, richText

        /// The name Get Type gives the kind.
        public var typeName: String {
            switch self {
            case .file, .folder: "File"
            case .image: "Image"
            case .pdf: "PDF"
            case .richText: "Rich Text"
            }
        }
    }

    /// The kind of document, from ``type`` (an extension or a uniform type identifier) or the
    /// name's extension.
    public var kind: Kind {
        if isFolder { return .folder }
        let types = [type.lowercased(), (name as NSString).pathExtension.lowercased()]
        for type in types {
            switch type {
            case "png", "jpg", "jpeg", "gif", "heic", "heif", "tif", "tiff", "bmp", "webp", "public.png",
                "public.jpeg", "com.compuserve.gif", "public.heic", "public.tiff", "public.image":
                return .image
            case "pdf", "com.adobe.pdf": return .pdf
            case "rtf", "rtfd", "html", "htm", "public.rtf", "public.html", "com.apple.rtfd": return .richText
            default: continue
            }
        }
        return .file
    }

    /// True for a folder (Create Folder, Get Contents of Folder, Get Parent Directory).
    public var isFolder: Bool { type == "public.folder" }

    /// The name without its extension, as Get Name shows it.
    public var baseName: String {
        let ns = name as NSString
        return ns.pathExtension.isEmpty ? name : ns.deletingPathExtension
    }

    /// The extension of ``name``, or ``type`` when the name has none.
    public var fileExtension: String {
        let ext = (name as NSString).pathExtension
        return ext.isEmpty ? type : ext
    }
}
