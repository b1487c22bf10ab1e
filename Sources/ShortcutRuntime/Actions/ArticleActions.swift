import Foundation

extension RuntimeRegistry {
    /// The details and filtering of articles: the items Get Items from RSS Feed gives, or
    /// article dictionaries from a stub. A URL or web page given instead would have to be read
    /// with Safari Reader, which is Apple's: that part comes from the services.
    mutating func registerArticleActions() {
        native("is.workflow.actions.properties.articles") { call in
            let input = try call.input("WFInput")
            guard Articles.areArticles(input) else {
                return try await call.deviceOutput()
            }
            let property = try call.option("WFContentItemPropertyName", default: "Title")
            return try Articles.property(property, of: input, call)
        }
        native("is.workflow.actions.filter.articles") { call in
            let input = try call.input("WFContentItemInputParameter", "WFInput")
            guard Articles.areArticles(input) else {
                return try await call.deviceOutput()
            }
            return try ContentFilter.filter(call) { name, item in try Articles.property(name, of: item, call) }
        }
    }
}

/// Articles as the runtime keeps them: article items (``ContentItem``) keyed by the article
/// properties; a stub may give them as dictionaries.
enum Articles {
    /// The properties Get Items from RSS Feed gives articles: reading one an article lacks (an
    /// item without an author) gives nothing.
    static let properties: Set<String> = ["Title", "URL", "Author", "Published Date", "Excerpt"]

    /// True when every item is an article or a dictionary (nothing counts too: no items to read).
    static func areArticles(_ value: RuntimeValue) -> Bool {
        value.items.allSatisfy { item in
            switch item {
            case .dictionary: true
            case .item(let article): article.kind == .article
            default: false
            }
        }
    }

    /// A property of an article; an article's Name is its title, as the app lists articles by
    /// their titles.
    static func property(_ name: String, of value: RuntimeValue, _ call: ActionCall) throws -> RuntimeValue {
        if case .list(let items) = value {
            return .collection(of: try items.map { try property(name, of: $0, call) })
        }
        if name == "Name", case .dictionary(let members) = value, members["Name"] == nil, let title = members["Title"] {
            return title
        }
        return try call.property(name, ofItems: value, known: properties)
    }
}
