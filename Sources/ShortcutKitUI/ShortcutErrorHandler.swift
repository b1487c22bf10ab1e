#if canImport(SwiftUI)
    import ShortcutPresentation
    import SwiftUI

    /// Receives loading errors instead of the views' grey error state (see `.onShortcutError`).
    /// The handler runs on the main actor, so it may set `@State` (SwiftShortcuts' nonisolated
    /// handler cannot in Swift 6 mode).
    public struct ShortcutErrorHandler: Sendable {
        private let handler: @MainActor @Sendable (ShortcutError, ShortcutErrorContext) -> Void

        /// A handler calling `handler` on the main actor.
        public init(_ handler: @escaping @MainActor @Sendable (ShortcutError, ShortcutErrorContext) -> Void) {
            self.handler = handler
        }

        /// Passes one error and where it happened to the handler.
        @MainActor public func callAsFunction(error: ShortcutError, context: ShortcutErrorContext) {
            handler(error, context)
        }
    }

    private struct ShortcutErrorHandlerKey: EnvironmentKey {
        static var defaultValue: ShortcutErrorHandler? { nil }
    }

    extension EnvironmentValues {
        /// The handler set with `.onShortcutError`; nil shows the grey error state.
        public var shortcutErrorHandler: ShortcutErrorHandler? {
            get { self[ShortcutErrorHandlerKey.self] }
            set { self[ShortcutErrorHandlerKey.self] = newValue }
        }
    }

    extension View {
        /// Routes every shortcut view's loading errors in this hierarchy to `handler`, which gets
        /// the error and its context (`.tile`, `.detail`, `.actions` and the URL); the views then
        /// show no error state of their own.
        public func onShortcutError(
            _ handler: @escaping @MainActor @Sendable (ShortcutError, ShortcutErrorContext) -> Void
        ) -> some View {
            environment(\.shortcutErrorHandler, ShortcutErrorHandler(handler))
        }
    }
#endif
