#if canImport(SwiftUI)
    import ShortcutPresentation
    import SwiftUI

    /// How a ``ShortcutTile`` looks. Implement `makeBody` and apply with `.shortcutTileStyle(_:)`.
    public protocol ShortcutTileStyle: Sendable {
        associatedtype Body: View
        /// The tile for one configuration.
        @MainActor @ViewBuilder func makeBody(configuration: ShortcutTileStyleConfiguration) -> Body
    }

    /// What a tile style draws.
    public struct ShortcutTileStyleConfiguration {
        /// The shortcut's name ("Failed to load" in the error state, empty while loading).
        public let name: String
        /// SF Symbol for the glyph (primary icon).
        public let icon: String?
        /// The custom icon image (used when `icon` is nil).
        public let image: Image?
        /// The shortcut's gradient; grey in the error state, nil while loading.
        public let gradient: LinearGradient?
        /// True while the tile is pressed.
        public let isPressed: Bool
        /// The loading error, when the grey error state is shown.
        public let error: ShortcutError?
        /// True while metadata is loading.
        public let isLoading: Bool
        /// What VoiceOver reads for the tile.
        public let accessibilityLabel: String

        /// `error != nil`.
        public var hasError: Bool { error != nil }

        /// A configuration; `accessibilityLabel` defaults to the name.
        public init(
            name: String, icon: String?, image: Image?, gradient: LinearGradient?, isPressed: Bool,
            error: ShortcutError? = nil, isLoading: Bool = false, accessibilityLabel: String? = nil
        ) {
            self.name = name
            self.icon = icon
            self.image = image
            self.gradient = gradient
            self.isPressed = isPressed
            self.error = error
            self.isLoading = isLoading
            self.accessibilityLabel = accessibilityLabel ?? name
        }
    }

    /// A type-erased tile style, as stored in the environment.
    struct AnyShortcutTileStyle {
        let makeBody: @MainActor (ShortcutTileStyleConfiguration) -> AnyView

        init<Style: ShortcutTileStyle>(_ style: Style) {
            makeBody = { configuration in AnyView(style.makeBody(configuration: configuration)) }
        }
    }

    private struct ShortcutTileStyleKey: EnvironmentKey {
        static var defaultValue: AnyShortcutTileStyle { AnyShortcutTileStyle(DefaultShortcutTileStyle()) }
    }

    extension EnvironmentValues {
        var shortcutTileStyle: AnyShortcutTileStyle {
            get { self[ShortcutTileStyleKey.self] }
            set { self[ShortcutTileStyleKey.self] = newValue }
        }
    }

    extension View {
        /// Draws every ``ShortcutTile`` in this hierarchy with `style` (`.default`, `.compact` or your own).
        public func shortcutTileStyle(_ style: some ShortcutTileStyle) -> some View {
            environment(\.shortcutTileStyle, AnyShortcutTileStyle(style))
        }
    }
#endif
