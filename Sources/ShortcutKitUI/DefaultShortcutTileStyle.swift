#if canImport(SwiftUI)
    import ShortcutPresentation
    import SwiftUI

    /// The app's tile: a rounded gradient card, icon top-left, name at the bottom.
    public struct DefaultShortcutTileStyle: ShortcutTileStyle {
        public init() {}

        /// The tile for `configuration`.
        @MainActor public func makeBody(configuration: ShortcutTileStyleConfiguration) -> some View {
            VStack(alignment: .leading, spacing: 8) {
                TileIcon(configuration: configuration)
                    .font(.title2)
                Spacer(minLength: 12)
                Text(configuration.name)
                    .font(.headline)
                    .foregroundColor(.white)
                    .lineLimit(2)
                    .multilineTextAlignment(.leading)
            }
            .padding(14)
            .frame(maxWidth: .infinity, minHeight: 110, alignment: .leading)
            .background(configuration.gradient ?? ShortcutGradient.gray)
            .clipShape(RoundedRectangle(cornerRadius: 20, style: .continuous))
            .scaleEffect(configuration.isPressed ? 0.96 : 1)
            .opacity(configuration.isPressed ? 0.85 : 1)
            .animation(.easeInOut(duration: 0.12), value: configuration.isPressed)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(configuration.accessibilityLabel)
        }
    }

    /// A list row: small gradient icon, the name, material background.
    public struct CompactShortcutTileStyle: ShortcutTileStyle {
        public init() {}

        /// The tile for `configuration`.
        @MainActor public func makeBody(configuration: ShortcutTileStyleConfiguration) -> some View {
            HStack(spacing: 12) {
                TileIcon(configuration: configuration)
                    .font(.body)
                    .frame(width: 36, height: 36)
                    .background(configuration.gradient ?? ShortcutGradient.gray)
                    .clipShape(RoundedRectangle(cornerRadius: 9, style: .continuous))
                Text(configuration.name)
                    .font(.body)
                    .lineLimit(1)
                Spacer(minLength: 0)
            }
            .padding(10)
            .background(.regularMaterial)
            .clipShape(RoundedRectangle(cornerRadius: 14, style: .continuous))
            .opacity(configuration.isPressed ? 0.7 : 1)
            .animation(.easeInOut(duration: 0.12), value: configuration.isPressed)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(configuration.accessibilityLabel)
        }
    }

    extension ShortcutTileStyle where Self == DefaultShortcutTileStyle {
        /// The rounded gradient tile.
        public static var `default`: DefaultShortcutTileStyle { DefaultShortcutTileStyle() }
    }

    extension ShortcutTileStyle where Self == CompactShortcutTileStyle {
        /// The list-row tile.
        public static var compact: CompactShortcutTileStyle { CompactShortcutTileStyle() }
    }

    /// The icon of a tile: the SF Symbol, else the custom image, else a spinner while loading.
    struct TileIcon: View {
        let configuration: ShortcutTileStyleConfiguration

        var body: some View {
            if configuration.isLoading {
                ProgressView()
            } else if let icon = configuration.icon {
                Image(systemName: icon)
                    .foregroundColor(.white)
            } else if let image = configuration.image {
                image
                    .resizable()
                    .scaledToFit()
            }
        }
    }
#endif
