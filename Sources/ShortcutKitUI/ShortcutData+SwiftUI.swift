#if canImport(SwiftUI)
    import ShortcutPresentation
    import SwiftUI

    @MainActor extension ShortcutData {
        /// The tile model for this data (name, SF Symbol, palette gradient).
        public var tile: ShortcutTileModel? {
            UIResources.shared.map { ShortcutTileModel(data: self, resources: $0) }
        }

        /// SF Symbol for `iconGlyph`; nil when the glyph is unknown and `iconURL` gives an image.
        public var icon: String? { tile?.systemImage }

        /// The gradient for `iconColor` (grey for unknown codes).
        public var gradient: LinearGradient {
            tile.map { ShortcutGradient.gradient($0.gradient) } ?? ShortcutGradient.gray
        }
    }
#endif
