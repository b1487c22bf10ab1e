#if canImport(SwiftUI)
    import ShortcutModel
    import ShortcutPresentation
    import SwiftUI

    extension PresentedShortcut {
        /// A decoded file presented with the bundled tables (nil only if they are missing).
        static func make(document: ShortcutDocument, fileName: String?) -> PresentedShortcut? {
            UIResources.shared.map { PresentedShortcut(document: document, fileName: fileName, resources: $0) }
        }

        /// Stand-in when the bundled tables are missing: the file's name and nothing else.
        static func bare(document: ShortcutDocument, fileName: String?) -> ShortcutData {
            let name = document.shortcut.name ?? fileName ?? "Shortcut"
            return ShortcutData(id: fileName ?? name, name: name)
        }
    }

    extension ShortcutTile {
        /// A local file — in the app bundle or picked by the user, signed included — with its own icon.
        public init(
            document: ShortcutDocument, fileName: String? = nil, action: ((String, ShortcutData) -> Void)? = nil
        ) {
            if let presented = PresentedShortcut.make(document: document, fileName: fileName) {
                self.init(presented: presented, action: action)
            } else {
                self.init(data: PresentedShortcut.bare(document: document, fileName: fileName), action: action)
            }
        }
    }

    extension ShortcutActionsView {
        /// The actions of a local file, nested, with summaries.
        public init(document: ShortcutDocument, fileName: String? = nil) {
            if let presented = PresentedShortcut.make(document: document, fileName: fileName) {
                self.init(presented: presented)
            } else {
                self.init(data: PresentedShortcut.bare(document: document, fileName: fileName), actions: [])
            }
        }
    }

    extension ShortcutDetailView {
        /// The detail sheet for a local file (count, signing seal; no "Add Shortcut" without a link).
        public init(document: ShortcutDocument, fileName: String? = nil) {
            if let presented = PresentedShortcut.make(document: document, fileName: fileName) {
                self.init(presented: presented)
            } else {
                self.init(data: PresentedShortcut.bare(document: document, fileName: fileName))
            }
        }
    }
#endif
