#if canImport(SwiftUI)
    import ShortcutPresentation
    import SwiftUI

    /// The actions inside a shortcut, nested for If/Otherwise, Repeat, Repeat with Each and menu
    /// cases, each with its one-line summary. Downloads and decodes the file (signed included)
    /// when given a link.
    public struct ShortcutActionsView: View {
        private let source: ShortcutSource
        private let givenActions: [WorkflowAction]?
        @State private var presented: PresentedShortcut?
        @State private var failure: ShortcutError?
        @Environment(\.shortcutActionsViewStyle) private var style
        @Environment(\.shortcutErrorHandler) private var errorHandler
        @Environment(\.shortcutLoadingStagger) private var stagger
        @Environment(\.shortcutService) private var service

        /// Loads the file of a share link or id.
        public init(url: String) {
            source = .link(url)
            givenActions = nil
        }

        /// Shows rows you already have; no request is made.
        public init(data: ShortcutData, actions: [WorkflowAction]) {
            source = .data(data)
            givenActions = actions
        }

        /// Loads the file of `data`'s iCloud link.
        public init(data: ShortcutData) {
            source = .data(data)
            givenActions = nil
        }

        /// A decoded file.
        public init(presented: PresentedShortcut) {
            source = .presented(presented)
            givenActions = nil
        }

        private var shown: PresentedShortcut? {
            if case .presented(let presented) = source { return presented }
            return presented
        }

        public var body: some View {
            style.makeBody(configuration)
                .task(id: source.key) { await load() }
        }

        private var configuration: ShortcutActionsViewStyleConfiguration {
            let data: ShortcutData? =
                switch source {
                case .data(let data): data
                case .presented(let presented): presented.data
                case .link: presented?.data
                }
            let tile = shown?.tile ?? data?.tile
            let rows = givenActions ?? shown?.flow.rows ?? []
            let visibleError = errorHandler == nil ? failure : nil
            return ShortcutActionsViewStyleConfiguration(
                shortcutName: tile?.name ?? data?.name ?? "",
                icon: tile?.systemImage,
                image: tile?.imageData.flatMap(Image.shortcutIcon),
                actions: rows,
                gradient: tile.map { ShortcutGradient.gradient($0.gradient) },
                isLoading: givenActions == nil && shown == nil && failure == nil,
                error: visibleError)
        }

        private func load() async {
            guard givenActions == nil, presented == nil else { return }
            let input: String
            switch source {
            case .presented: return
            case .link(let link): input = link
            case .data(let data): input = data.iCloudLink ?? data.id
            }
            let delay = stagger.delay()
            if delay > .zero { try? await Task.sleep(for: delay) }
            guard let resources = UIResources.shared else { return }
            do {
                presented = try await service.fetchShortcut(from: input, resources: resources)
            } catch {
                errorHandler?(error: error, context: ShortcutErrorContext(source: .actions, url: input))
                failure = error
            }
        }
    }

    /// The tile and the full flow of actions, for a sheet.
    public struct ShortcutDetailedView: View {
        private let data: ShortcutData?
        private let presented: PresentedShortcut?

        /// Loads the actions of `data`'s iCloud link.
        public init(data: ShortcutData) {
            self.data = data
            self.presented = nil
        }

        /// A decoded file.
        public init(presented: PresentedShortcut) {
            self.data = presented.data
            self.presented = presented
        }

        public var body: some View {
            ScrollView {
                VStack(spacing: 20) {
                    if let presented {
                        ShortcutTile(presented: presented)
                            .frame(maxWidth: 200)
                        ShortcutActionsView(presented: presented)
                    } else if let data {
                        ShortcutTile(data: data)
                            .frame(maxWidth: 200)
                        ShortcutActionsView(data: data)
                    }
                }
                .padding()
            }
        }
    }
#endif
