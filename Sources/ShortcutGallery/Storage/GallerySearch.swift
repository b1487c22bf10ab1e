/// A search: free text over names, actions, apps and categories, plus exact filters, paged.
/// Every field reaches the database only as a bound parameter; `%`, `_` and `\` in the text are
/// escaped so they match themselves.
public struct GallerySearch: Sendable, Equatable {
    /// Matches the name or any action, app or category (substring, case-insensitive).
    public var text: String
    /// Matches an action identifier or display name (substring, case-insensitive).
    public var action: String
    /// An app bundle id (substring, case-insensitive).
    public var app: String
    /// A catalog category (`web`, `scripting`, …), exact.
    public var category: String
    /// 1-based page number.
    public var page: Int
    public var perPage: Int

    public static let maximumPerPage = 100
    /// Longest search field kept; longer input is cut (a search is not an upload).
    public static let maximumFieldLength = 200

    public init(
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
    public var offset: Int { (page - 1) * perPage }

    /// `%text%` for `LIKE … ESCAPE '\'`, with the pattern characters escaped.
    public static func likePattern(_ text: String) -> String {
        var out = "%"
        for character in text {
            if character == "%" || character == "_" || character == "\\" { out.append("\\") }
            out.append(character)
        }
        return out + "%"
    }

    /// True when no field is set (the home page's listing).
    public var isEmpty: Bool { text.isEmpty && action.isEmpty && app.isEmpty && category.isEmpty }
}

/// One page of results; ``hasNextPage`` comes from fetching one row more than shown.
public struct GalleryPage: Sendable, Equatable {
    public var items: [GalleryShortcut]
    public var page: Int
    public var hasNextPage: Bool
    public init(items: [GalleryShortcut], page: Int, hasNextPage: Bool) {
        self.items = items
        self.page = page
        self.hasNextPage = hasNextPage
    }
}
