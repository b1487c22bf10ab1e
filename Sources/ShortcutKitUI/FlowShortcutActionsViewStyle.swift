#if canImport(SwiftUI)
    import ShortcutPresentation
    import SwiftUI

    /// The default actions style: rounded blocks like the app's editor, indented per nesting level,
    /// with Otherwise, menu cases and End markers drawn as slimmer dividers.
    public struct FlowShortcutActionsViewStyle: ShortcutActionsViewStyle {
        /// Indentation per nesting level, in points (scaled by Dynamic Type through the fonts' metrics).
        public var indentation: Double

        /// Rounded blocks indented by `indentation` points per level.
        public init(indentation: Double = 16) {
            self.indentation = indentation
        }

        /// Header, then the rows (or the loading, error or empty state).
        @MainActor public func makeBody(configuration: ShortcutActionsViewStyleConfiguration) -> some View {
            VStack(alignment: .leading, spacing: 6) {
                makeHeader(configuration: configuration)
                    .padding(.bottom, 4)
                if configuration.isLoading {
                    makeLoadingState()
                } else if let error = configuration.error {
                    ShortcutErrorStateView(state: ShortcutErrorState(error: error, context: .actions))
                } else if configuration.actions.isEmpty {
                    makeEmptyState()
                } else {
                    ForEach(configuration.actions) { action in
                        makeNode(action: action, gradient: configuration.gradient)
                            .background {
                                RoundedRectangle(cornerRadius: action.isControlFlowMarker ? 8 : 12, style: .continuous)
                                    .fill(Color.secondary.opacity(action.isControlFlowMarker ? 0.08 : 0.15))
                            }
                            .padding(.leading, CGFloat(Double(action.depth) * indentation))
                    }
                }
            }
        }
    }

    /// A plain list: one label per action, indented, no blocks.
    public struct ListShortcutActionsViewStyle: ShortcutActionsViewStyle {
        public init() {}

        /// Header, then the rows (or the loading, error or empty state).
        @MainActor public func makeBody(configuration: ShortcutActionsViewStyleConfiguration) -> some View {
            VStack(alignment: .leading, spacing: 4) {
                makeHeader(configuration: configuration)
                if configuration.isLoading {
                    makeLoadingState()
                } else if configuration.actions.isEmpty {
                    makeEmptyState()
                } else {
                    ForEach(configuration.actions) { action in
                        Label(action.displayName, systemImage: action.systemImage)
                            .padding(.leading, CGFloat(action.depth * 14))
                            .accessibilityLabel(action.accessibilityLabel)
                    }
                }
            }
        }
    }

    extension ShortcutActionsViewStyle where Self == FlowShortcutActionsViewStyle {
        /// Rounded, nested blocks (the default).
        public static var flow: FlowShortcutActionsViewStyle { FlowShortcutActionsViewStyle() }
    }

    extension ShortcutActionsViewStyle where Self == ListShortcutActionsViewStyle {
        /// One indented label per action.
        public static var list: ListShortcutActionsViewStyle { ListShortcutActionsViewStyle() }
    }
#endif
