import Foundation
import ShortcutModel
import ShortcutSigning

/// Facts about a shortcut that are not in its plist; every field is optional so that the file,
/// iCloud and signing layers can fill what they know.
public struct RenderMetadata: Sendable, Hashable {
    /// The shortcut's name (the file name, the iCloud record's name, or `WFWorkflowName`).
    public var name: String?
    public var created: Date?
    public var modified: Date?
    /// Who signed the file (an Apple ID name or e-mail, or "iCloud"), when a signing report says so.
    public var signedBy: String?
    /// How the file is signed (`SigningKind.icloud` or `SigningKind.contact`), when it is a signed file.
    public var signing: SigningKind?
    /// The iCloud share link (`https://www.icloud.com/shortcuts/<id>`), when known.
    public var iCloudURL: String?
    /// A direct download URL of the file, for a `shortcuts://import-shortcut` link.
    public var downloadURL: String?

    public init(
        name: String? = nil, created: Date? = nil, modified: Date? = nil, signedBy: String? = nil,
        signing: SigningKind? = nil, iCloudURL: String? = nil, downloadURL: String? = nil
    ) {
        self.name = name
        self.created = created
        self.modified = modified
        self.signedBy = signedBy
        self.signing = signing
        self.iCloudURL = iCloudURL
        self.downloadURL = downloadURL
    }

    /// Metadata from a file: the shortcut's name by the toolkit's one rule
    /// (`Shortcut.displayName(iCloudName:fileName:)`), and the signing kind of a
    /// signed file.
    public init(document: ShortcutDocument, fileName: String?) {
        let name = document.shortcut.displayName(fileName: fileName)
        // Only the two real signing modes are shown; unsigned and unreadable containers say nothing.
        let signing = document.signedContainer.map(\.kind).flatMap { $0 == .icloud || $0 == .contact ? $0 : nil }
        self.init(name: name, signing: signing)
    }
}
