#if canImport(SwiftUI)
    import Foundation
    import ShortcutPresentation
    import SwiftUI
    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// A shortcut as a tappable tile, loaded from an iCloud id or share link, from data you
    /// already have, or from a local file.
    ///
    /// Tapping opens the iCloud link unless you pass `action`, which receives the link and the
    /// loaded data. When loading fails the tile turns grey with a warning glyph and "Failed to
    /// load", unless `.onShortcutError` routes the error to you.
    public struct ShortcutTile: View {
        private let source: ShortcutSource
        private let action: ((String, ShortcutData) -> Void)?

        @State private var loaded: ShortcutData?
        @State private var failure: ShortcutError?
        @State private var image: Image?
        @Environment(\.shortcutTileStyle) private var style
        @Environment(\.shortcutErrorHandler) private var errorHandler
        @Environment(\.shortcutLoadingStagger) private var stagger
        @Environment(\.shortcutService) private var service
        @Environment(\.openURL) private var openURL

        /// Loads the metadata of a 32-hex shortcut id.
        public init(id: String, action: ((String, ShortcutData) -> Void)? = nil) {
            self.source = .link(id)
            self.action = action
        }

        /// Loads the metadata of an iCloud share link (`https://www.icloud.com/shortcuts/<id>`).
        public init(url: String, action: ((String, ShortcutData) -> Void)? = nil) {
            self.source = .link(url)
            self.action = action
        }

        /// Shows data you already loaded; no request is made (except for a custom icon image).
        public init(data: ShortcutData, action: ((String, ShortcutData) -> Void)? = nil) {
            self.source = .data(data)
            self.action = action
        }

        /// Shows a decoded file (bundled or picked by the user, signed included), with its own icon image.
        public init(presented: PresentedShortcut, action: ((String, ShortcutData) -> Void)? = nil) {
            self.source = .presented(presented)
            self.action = action
        }

        public var body: some View {
            Button {
                tap()
            } label: {
                EmptyView()
            }
            .buttonStyle(TileButtonStyle(style: style, configuration: configuration))
            .disabled(currentData == nil)
            .task(id: source.key) { await load() }
        }

        private var currentData: ShortcutData? {
            switch source {
            case .link: loaded
            case .data(let data): data
            case .presented(let presented): presented.data
            }
        }

        private var tileModel: ShortcutTileModel? {
            if case .presented(let presented) = source { return presented.tile }
            return currentData?.tile
        }

        /// The style's input for the current state; `isPressed` is filled in by the button style.
        private var configuration: @MainActor (Bool) -> ShortcutTileStyleConfiguration {
            let model = tileModel
            let failure = self.failure
            let image = self.image
            let showsError = failure != nil && errorHandler == nil
            return { isPressed in
                if showsError, let failure {
                    let state = ShortcutErrorState(error: failure, context: .tile)
                    return ShortcutTileStyleConfiguration(
                        name: state.title, icon: state.systemImage, image: nil, gradient: ShortcutGradient.gray,
                        isPressed: isPressed, error: failure, accessibilityLabel: state.accessibilityLabel)
                }
                guard let model else {
                    return ShortcutTileStyleConfiguration(
                        name: "", icon: nil, image: nil, gradient: failure == nil ? nil : ShortcutGradient.gray,
                        isPressed: isPressed, isLoading: failure == nil, accessibilityLabel: "Loading shortcut")
                }
                let fileImage = model.imageData.flatMap(Image.shortcutIcon)
                return ShortcutTileStyleConfiguration(
                    name: model.name, icon: model.systemImage, image: fileImage ?? image,
                    gradient: ShortcutGradient.gradient(model.gradient), isPressed: isPressed,
                    accessibilityLabel: model.accessibilityLabel)
            }
        }

        private func tap() {
            guard let data = currentData else { return }
            let link = data.iCloudLink ?? ""
            if let action {
                action(link, data)
            } else if let url = data.openURL {
                openURL(url)
            }
        }

        private func load() async {
            if case .link(let input) = source, loaded == nil {
                let delay = stagger.delay()
                if delay > .zero { try? await Task.sleep(for: delay) }
                do {
                    loaded = try await service.fetchMetadata(from: input)
                    failure = nil
                } catch {
                    report(error, url: input)
                }
            }
            if let url = tileModel?.imageURL, image == nil {
                await loadImage(url)
            }
        }

        private func loadImage(_ url: String) async {
            guard let target = URL(string: url),
                let (bytes, _) = try? await URLSession.shared.data(from: target),
                let image = Image.shortcutIcon(bytes)
            else {
                report(.imageFetchFailed(url: url), url: url)
                return
            }
            self.image = image
        }

        private func report(_ error: ShortcutError, url: String) {
            if let errorHandler {
                errorHandler(error: error, context: ShortcutErrorContext(source: .tile, url: url))
            }
            if case .imageFetchFailed = error { return }  // the glyph-less tile still shows its gradient
            failure = error
        }
    }

    /// Where a view's shortcut comes from.
    enum ShortcutSource {
        case link(String)
        case data(ShortcutData)
        case presented(PresentedShortcut)

        /// Changes when the view must reload.
        var key: String {
            switch self {
            case .link(let input): "link:" + input
            case .data(let data): "data:" + data.id
            case .presented(let presented): "file:" + presented.data.id
            }
        }
    }

    /// Feeds the button's pressed state into the tile style.
    struct TileButtonStyle: ButtonStyle {
        let style: AnyShortcutTileStyle
        let configuration: @MainActor (Bool) -> ShortcutTileStyleConfiguration

        func makeBody(configuration button: Configuration) -> some View {
            style.makeBody(configuration(button.isPressed))
        }
    }
#endif
