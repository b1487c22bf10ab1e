#if canImport(SwiftUI)
    import Foundation
    import ShortcutPresentation
    import SwiftUI

    /// A sheet with the tile, "12 actions · Created 2 mo ago · Modified 1 wk ago", the signing seal
    /// and an "Add Shortcut" button that opens the iCloud link.
    public struct ShortcutDetailView: View {
        private let source: ShortcutSource
        @State private var presented: PresentedShortcut?
        @State private var failure: ShortcutError?
        @Environment(\.shortcutErrorHandler) private var errorHandler
        @Environment(\.shortcutLoadingStagger) private var stagger
        @Environment(\.shortcutService) private var service
        @Environment(\.openURL) private var openURL

        /// Data you already loaded; the file is fetched only to count the actions when the data lacks a count.
        public init(data: ShortcutData) { source = .data(data) }

        /// Loads everything from a share link or id.
        public init(url: String) { source = .link(url) }

        /// A decoded file.
        public init(presented: PresentedShortcut) { source = .presented(presented) }

        private var data: ShortcutData? {
            if let presented { return presented.data }
            switch source {
            case .data(let data): return data
            case .presented(let presented): return presented.data
            case .link: return nil
            }
        }

        private var summary: ShortcutDetailSummary? {
            if let presented { return presented.summary }
            if case .presented(let presented) = source { return presented.summary }
            return data.map(ShortcutDetailSummary.init(data:))
        }

        public var body: some View {
            VStack(spacing: 16) {
                if let failure, errorHandler == nil {
                    ShortcutErrorStateView(state: ShortcutErrorState(error: failure, context: .detail))
                } else if let data {
                    tile(data)
                        .frame(maxWidth: 200)
                    if let summary {
                        summaryLine(summary)
                    }
                    if let url = data.openURL {
                        Button {
                            openURL(url)
                        } label: {
                            Label("Add Shortcut", systemImage: "plus.circle.fill")
                                .font(.headline)
                                .frame(maxWidth: .infinity)
                                .padding(.vertical, 12)
                        }
                        .buttonStyle(.borderedProminent)
                        .accessibilityHint("Opens the shortcut's iCloud page")
                    }
                } else {
                    ProgressView()
                }
            }
            .padding()
            .task(id: source.key) { await load() }
        }

        @ViewBuilder private func tile(_ data: ShortcutData) -> some View {
            if case .presented(let presented) = source {
                ShortcutTile(presented: presented) { _, _ in }
            } else {
                ShortcutTile(data: data) { _, _ in }
            }
        }

        private func summaryLine(_ summary: ShortcutDetailSummary) -> some View {
            let now = Date()
            return HStack(spacing: 6) {
                Text(summary.text(now: now))
                    .font(.subheadline)
                    .foregroundColor(.secondary)
                if let seal = summary.signing {
                    Image(systemName: seal.systemImage)
                        .foregroundStyle(.secondary)
                        .accessibilityLabel(seal.label)
                }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(summary.accessibilityLabel(now: now))
        }

        private func load() async {
            let input: String
            switch source {
            case .presented: return
            case .data(let data):
                guard data.actionCount == nil, let link = data.iCloudLink else { return }
                input = link
            case .link(let link):
                input = link
            }
            let delay = stagger.delay()
            if delay > .zero { try? await Task.sleep(for: delay) }
            guard let resources = UIResources.shared else { return }
            do {
                presented = try await service.fetchShortcut(from: input, resources: resources)
            } catch {
                // A data-based sheet keeps its data; only the count is missing.
                if case .data = source, errorHandler == nil { return }
                errorHandler?(error: error, context: ShortcutErrorContext(source: .detail, url: input))
                failure = error
            }
        }
    }

    /// The grey error card shared by the detail and actions views.
    struct ShortcutErrorStateView: View {
        let state: ShortcutErrorState

        var body: some View {
            VStack(spacing: 8) {
                Image(systemName: state.systemImage)
                    .font(.title)
                Text(state.title)
                    .font(.headline)
                Text(state.message)
                    .font(.caption)
            }
            .foregroundColor(.white)
            .padding(20)
            .frame(maxWidth: .infinity)
            .background(ShortcutGradient.gradient(state.palette))
            .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(state.accessibilityLabel)
        }
    }
#endif
