/// A search: free text over names, actions, apps and categories, plus exact filters, paged.
/// Every field reaches the database only as a bound parameter; `%`, `_` and `\` in the text are
/// escaped so they match themselves.
package struct GallerySearch: Sendable, Equatable {
    /// Matches the name or any action, app or category (substring, case-insensitive).
    package var text: String
    /// Matches an action identifier or display name (substring, case-insensitive).
    package var action: String
    /// An app bundle id (substring, case-insensitive).
    package var app: String
    /// A catalog category (`web`, `scripting`, …), exact.
    package var category: String
    /// 1-based page number.
    package var page: Int
    package var perPage: Int

    package static let maximumPerPage = 100
    /// Longest search field kept; longer input is cut (a search is not an upload).
    package static let maximumFieldLength = 200

    package init(
        text: String = "", action: String = "", app: String = "", category: String = "", page: Int = 1,
        perPage: Int = 24
    ) {
        func clip(_ s: String) -> String {
            String(s.trimmingCharacters(in: .whitespacesAndNewlines).lowercased().prefix(Self.maximumFieldLength))
        }
        self.text = clip(text)
        self.action = clip(action)
        self.app = clip(app)
        self.category = clip(category)
        self.page = max(1, min(page, 1_000_000))
        self.perPage = max(1, min(perPage, Self.maximumPerPage))
    }

    /// Rows to skip.
    package var offset: Int { (page - 1) * perPage }

    /// `%text%` for `LIKE … ESCAPE '\'`, with the pattern characters escaped.
    package static func likePattern(_ text: String) -> String {
        var out = "%"
        for character in text {
            if character == "%" || character == "_" || character == "\\" { out.append("\\") }
            out.append(character)
        }
        return out + "%"
    }

    /// True when no field is set (the home page's listing).
    package var isEmpty: Bool { text.isEmpty && action.isEmpty && app.isEmpty && category.isEmpty }
}

/// One page of results; ``hasNextPage`` comes from fetching one row more than shown.
package struct GalleryPage: Sendable, Equatable {
    package var items: [GalleryShortcut]
    package var page: Int
    package var hasNextPage: Bool
    package init(items: [GalleryShortcut], page: Int, hasNextPage: Bool) {
        self.items = items
        self.page = page
        self.hasNextPage = hasNextPage
    }
}
