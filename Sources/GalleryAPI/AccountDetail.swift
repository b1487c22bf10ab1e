import Foundation

/// The answer to `GET /api/account` (`#/components/schemas/Account`): the token's account and the
/// shortcuts it owns (what `shortcut publish` matches file names against).
package struct AccountDetail: OpenAPISchemaNamed, Equatable {
    package static let openAPISchema = "Account"
    package var username: String
    package var createdAt: Date
    package var shortcuts: [OwnedShortcut]

    package init(username: String, createdAt: Date, shortcuts: [OwnedShortcut]) {
        self.username = username
        self.createdAt = createdAt
        self.shortcuts = shortcuts
    }
}
