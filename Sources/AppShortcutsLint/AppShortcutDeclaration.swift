import Diagnostics

/// One `AppShortcut(intent:phrases:shortTitle:systemImageName:)` found in a provider.
public struct AppShortcutDeclaration: Sendable, Hashable, Codable {
    /// The intent's type name (`OpenTrailIntent`), or nil when the `intent:` argument is not a
    /// plain initializer call.
    public var intentType: String?
    /// The phrases the extractor could read.
    public var phrases: [Phrase]
    /// `shortTitle:` when it is a string literal.
    public var shortTitle: String?
    /// `systemImageName:` when it is a string literal.
    public var systemImageName: String?
    /// True when the call has both `shortTitle:` and `systemImageName:` (the iOS 17 initializer).
    public var hasCurrentInitializer: Bool
    /// Where the `AppShortcut(` call starts.
    public var source: SourceLocation
    /// Where the `phrases:` argument's value starts (nil when the call has none).
    public var phrasesSource: SourceLocation?
    /// How many phrase elements could not be read statically (reported as `appshortcuts.phrase.non-literal`).
    public var nonLiteralPhraseCount: Int

    public init(
        intentType: String?, phrases: [Phrase], shortTitle: String?, systemImageName: String?,
        hasCurrentInitializer: Bool, source: SourceLocation, phrasesSource: SourceLocation? = nil,
        nonLiteralPhraseCount: Int = 0
    ) {
        self.phrasesSource = phrasesSource
        self.nonLiteralPhraseCount = nonLiteralPhraseCount
        self.intentType = intentType
        self.phrases = phrases
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
        self.hasCurrentInitializer = hasCurrentInitializer
        self.source = source
    }
}

/// A type conforming to `AppShortcutsProvider`, with everything the extractor read from its
/// declaration and all its extensions.
public struct AppShortcutsProviderDeclaration: Sendable, Hashable, Codable {
    /// The type name.
    public var name: String
    /// Where the conformance is declared (the `struct`, `class` or `extension` keyword's line).
    public var source: SourceLocation
    /// Where `appShortcuts` is declared, if it is.
    public var appShortcutsSource: SourceLocation?
    /// Every `AppShortcut` in `appShortcuts`, through builders, conditionals, loops and helpers.
    public var shortcuts: [AppShortcutDeclaration]
    /// The most shortcuts one build can contain: branches of `if`/`#if` count once (the larger).
    public var maximumShortcutCount: Int
    /// `NegativeAppShortcutPhrase("…")` phrases from `negativePhrases`.
    public var negativePhrases: [Phrase]
    /// `shortcutTileColor` as written (`.navy`), if declared.
    public var tileColor: String?

    public init(name: String, source: SourceLocation) {
        self.name = name
        self.source = source
        self.appShortcutsSource = nil
        self.shortcuts = []
        self.maximumShortcutCount = 0
        self.negativePhrases = []
        self.tileColor = nil
    }
}
