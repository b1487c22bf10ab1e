import Foundation

/// Row counts, for tests that check a refused request changed nothing.
package struct GalleryStatistics: Sendable, Equatable {
    package var shortcuts: Int
    package var versions: Int
    package var terms: Int
    package var accounts: Int
    package var sessions: Int
    package var apiTokens: Int
    package init(shortcuts: Int, versions: Int, terms: Int, accounts: Int = 0, sessions: Int = 0, apiTokens: Int = 0) {
        self.shortcuts = shortcuts
        self.versions = versions
        self.terms = terms
        self.accounts = accounts
        self.sessions = sessions
        self.apiTokens = apiTokens
    }
}
