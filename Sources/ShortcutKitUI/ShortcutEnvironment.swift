#if canImport(SwiftUI)
    import ShortcutPresentation
    import SwiftUI

    private struct ShortcutLoadingStaggerKey: EnvironmentKey {
        static var defaultValue: ShortcutLoadingStagger { .default }
    }

    private struct ShortcutServiceKey: EnvironmentKey {
        static var defaultValue: ShortcutService { .shared }
    }

    extension EnvironmentValues {
        /// The delay before each view's first request (default 0.05…0.2 s).
        public var shortcutLoadingStagger: ShortcutLoadingStagger {
            get { self[ShortcutLoadingStaggerKey.self] }
            set { self[ShortcutLoadingStaggerKey.self] = newValue }
        }

        /// Where views load metadata and files from.
        public var shortcutService: ShortcutService {
            get { self[ShortcutServiceKey.self] }
            set { self[ShortcutServiceKey.self] = newValue }
        }
    }

    extension View {
        /// Each loading view in this hierarchy waits a random delay within `range` seconds before
        /// its first request.
        public func shortcutLoadingStagger(_ range: ClosedRange<Double>) -> some View {
            environment(\.shortcutLoadingStagger, ShortcutLoadingStagger(range))
        }

        /// Sets the stagger, e.g. `.disabled` to load at once.
        public func shortcutLoadingStagger(_ stagger: ShortcutLoadingStagger) -> some View {
            environment(\.shortcutLoadingStagger, stagger)
        }

        /// Loads through `service` (another API base, other concurrency or retries).
        public func shortcutService(_ service: ShortcutService) -> some View {
            environment(\.shortcutService, service)
        }
    }
#endif
