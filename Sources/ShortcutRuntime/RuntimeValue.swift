import Foundation
import OrderedCollections

/// A value flowing between actions while a shortcut runs: what the app calls *content*.
///
/// The app passes content items of many classes; off the device the runtime keeps the kinds a
/// shortcut can compute with. Rich text is carried as ``text(_:)`` (its plain string), and a
/// URL is kept as its string so that nothing is normalised behind the author's back.
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
        case .file: "File"
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
