#if canImport(SwiftUI)
    import ShortcutPresentation
    import SwiftUI

    /// SwiftShortcuts' name for one action row.
    public typealias WorkflowAction = ShortcutFlowRow

    /// How a ``ShortcutActionsView`` looks. Only `makeBody` is required; the other parts have
    /// defaults to build on.
    public protocol ShortcutActionsViewStyle: Sendable {
        associatedtype Body: View
        associatedtype HeaderBody: View
        associatedtype NodeBody: View
        associatedtype LoadingBody: View
        associatedtype EmptyBody: View

        /// The whole view.
        @MainActor @ViewBuilder func makeBody(configuration: ShortcutActionsViewStyleConfiguration) -> Body
        /// The icon, name and action count.
        @MainActor @ViewBuilder func makeHeader(configuration: ShortcutActionsViewStyleConfiguration) -> HeaderBody
        /// One action row.
        @MainActor @ViewBuilder func makeNode(action: WorkflowAction, gradient: LinearGradient?) -> NodeBody
        /// Shown while the file loads.
        @MainActor @ViewBuilder func makeLoadingState() -> LoadingBody
        /// Shown for a shortcut without actions.
        @MainActor @ViewBuilder func makeEmptyState() -> EmptyBody
    }

    /// What an actions style draws.
    public struct ShortcutActionsViewStyleConfiguration {
        /// The shortcut's name.
        public let shortcutName: String
        /// SF Symbol of the shortcut's glyph.
        public let icon: String?
        /// The custom icon image, when there is no symbol.
        public let image: Image?
        /// Every action in order, markers included (they close and divide blocks); see `actionCount`.
        public let actions: [WorkflowAction]
        /// The shortcut's gradient.
        public let gradient: LinearGradient?
        /// True while the file loads.
        public let isLoading: Bool
        /// Why loading failed (nil when a handler took the error).
        public let error: ShortcutError?
        /// Actions as the app counts them (Otherwise, menu cases and End markers excluded).
        public let actionCount: Int

        /// `error != nil`.
        public var hasError: Bool { error != nil }

        /// A configuration; `actionCount` follows from `actions`.
        public init(
            shortcutName: String, icon: String? = nil, image: Image? = nil, actions: [WorkflowAction],
            gradient: LinearGradient?, isLoading: Bool, error: ShortcutError? = nil
        ) {
            self.shortcutName = shortcutName
            self.icon = icon
            self.image = image
            self.actions = actions
            self.gradient = gradient
            self.isLoading = isLoading
            self.error = error
            self.actionCount = ShortcutFlow(rows: actions).actionCount
        }
    }

    extension ShortcutActionsViewStyle {
        @MainActor @ViewBuilder
        public func makeHeader(configuration: ShortcutActionsViewStyleConfiguration) -> some View {
            HStack(spacing: 10) {
                ZStack {
                    RoundedRectangle(cornerRadius: 7, style: .continuous)
                        .fill(configuration.gradient ?? ShortcutGradient.gray)
                        .frame(width: 28, height: 28)
                    if let icon = configuration.icon {
                        Image(systemName: icon)
                            .font(.footnote)
                            .foregroundColor(.white)
                    } else if let image = configuration.image {
                        image
                            .resizable()
                            .scaledToFit()
                            .frame(width: 20, height: 20)
                    }
                }
                .accessibilityHidden(true)
                Text(configuration.shortcutName)
                    .font(.headline)
                Spacer()
                Text(configuration.actionCount == 1 ? "1 action" : "\(configuration.actionCount) actions")
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
            .accessibilityElement(children: .combine)
        }

        @MainActor @ViewBuilder
        public func makeNode(action: WorkflowAction, gradient: LinearGradient?) -> some View {
            HStack(alignment: .firstTextBaseline, spacing: 10) {
                Image(systemName: action.systemImage)
                    .foregroundStyle(.secondary)
                    .frame(width: 22)
                    .accessibilityHidden(true)
                VStack(alignment: .leading, spacing: 2) {
                    SummaryText(name: action.displayName, segments: action.segments)
                        .font(.subheadline)
                    if let note = action.note {
                        Text(note)
                            .font(.caption)
                            .foregroundColor(.secondary)
                    }
                }
                Spacer(minLength: 0)
            }
            .padding(.vertical, 8)
            .padding(.horizontal, 12)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(action.accessibilityLabel)
        }

        @MainActor @ViewBuilder
        public func makeLoadingState() -> some View {
            HStack {
                Spacer()
                ProgressView()
                    .padding()
                Spacer()
            }
        }

        @MainActor @ViewBuilder
        public func makeEmptyState() -> some View {
            HStack {
                Spacer()
                Text("No actions")
                    .foregroundColor(.secondary)
                    .padding()
                Spacer()
            }
        }
    }

    /// The name, then the summary: variables bold in the accent colour (pills in the app), values
    /// emphasised, connecting words plain. One `Text`, so it wraps and scales with Dynamic Type.
    struct SummaryText: View {
        let name: String
        let segments: [SummarySegment]

        var body: some View {
            segments.reduce(Text(name).fontWeight(.semibold) + Text(" ")) { text, segment in
                switch segment {
                case .text(let words): text + Text(words)
                case .value(let value): text + Text(value).foregroundColor(.accentColor)
                case .variable(let name): text + Text(" " + name + " ").bold().foregroundColor(.accentColor)
                }
            }
        }
    }

    /// A type-erased actions style, as stored in the environment.
    struct AnyShortcutActionsViewStyle {
        let makeBody: @MainActor (ShortcutActionsViewStyleConfiguration) -> AnyView

        init<Style: ShortcutActionsViewStyle>(_ style: Style) {
            makeBody = { configuration in AnyView(style.makeBody(configuration: configuration)) }
        }
    }

    private struct ShortcutActionsViewStyleKey: EnvironmentKey {
        static var defaultValue: AnyShortcutActionsViewStyle {
            AnyShortcutActionsViewStyle(FlowShortcutActionsViewStyle())
        }
    }

    extension EnvironmentValues {
        var shortcutActionsViewStyle: AnyShortcutActionsViewStyle {
            get { self[ShortcutActionsViewStyleKey.self] }
            set { self[ShortcutActionsViewStyleKey.self] = newValue }
        }
    }

    extension View {
        /// Draws every ``ShortcutActionsView`` in this hierarchy with `style`.
        public func shortcutActionsViewStyle(_ style: some ShortcutActionsViewStyle) -> some View {
            environment(\.shortcutActionsViewStyle, AnyShortcutActionsViewStyle(style))
        }
    }
#endif
