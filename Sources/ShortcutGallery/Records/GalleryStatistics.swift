import Foundation

/// Row counts, for tests that check a refused request changed nothing.
public struct GalleryStatistics: Sendable, Equatable {
    public var shortcuts: Int
    public var versions: Int
    public var terms: Int
    public var accounts: Int
    public var sessions: Int
    public var apiTokens: Int
    public init(shortcuts: Int, versions: Int, terms: Int, accounts: Int = 0, sessions: Int = 0, apiTokens: Int = 0) {
        self.shortcuts = shortcuts
        self.versions = versions
        self.terms = terms
        self.accounts = accounts
        self.sessions = sessions
        self.apiTokens = apiTokens
    }
}
