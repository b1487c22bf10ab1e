/// What a view shows instead of a shortcut when loading failed and no `.onShortcutError`
/// handler took the error: a grey tile with a warning glyph and "Failed to load".
public struct ShortcutErrorState: Sendable, Hashable {
    /// "Failed to load" on tiles and detail views, "Failed to load actions" in actions views.
    public var title: String
    /// Short reason under the title ("Not found", "No connection", …).
    public var message: String
    /// SF Symbol: a warning triangle, or a wifi slash for connection problems.
    public var systemImage: String
    /// The palette's grey, so a failed tile never looks like a real one.
    public var palette: ShortcutPalette
    /// Whether trying again may help (network and server trouble), so views may offer "Retry".
    public var isRetryable: Bool
    /// What VoiceOver reads.
    public var accessibilityLabel: String

    /// The state for `error` in a view of kind `context`.
    public init(error: ShortcutError, context: ShortcutErrorContext.Source) {
        title = context == .actions ? "Failed to load actions" : "Failed to load"
        palette = .gray
        switch error {
        case .invalidURL:
            (message, systemImage, isRetryable) = ("Invalid link", "exclamationmark.triangle.fill", false)
        case .networkError:
            (message, systemImage, isRetryable) = ("No connection", "wifi.exclamationmark", true)
        case .invalidResponse(let code?) where code == 429 || code >= 500:
            (message, systemImage, isRetryable) = ("Server busy (\(code))", "exclamationmark.triangle.fill", true)
        case .invalidResponse(let code):
            (message, systemImage, isRetryable) = (
                code.map { "Server error (\($0))" } ?? "Server error", "exclamationmark.triangle.fill", false
            )
        case .decodingFailed, .parsingFailed:
            (message, systemImage, isRetryable) = ("Unreadable shortcut", "exclamationmark.triangle.fill", false)
        case .resourceNotFound:
            (message, systemImage, isRetryable) = ("Not found", "questionmark.square.dashed", false)
        case .metadataFetchFailed, .actionsFetchFailed:
            (message, systemImage, isRetryable) = ("Could not load", "exclamationmark.triangle.fill", true)
        case .imageFetchFailed:
            (message, systemImage, isRetryable) = ("Icon unavailable", "photo", true)
        }
        accessibilityLabel = "\(title): \(message)"
    }
}
