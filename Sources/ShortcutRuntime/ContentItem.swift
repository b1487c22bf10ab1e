import Foundation
import OrderedCollections

/// One content item of a kind the app gives its own class — a place, a contact, an article, a
/// store item — with the properties the app shows for it (Get Details of …, property
/// aggrandizements), keyed by the names the app shows.
///
/// A property the item does not have is left out; reading one its kind has
/// (``Kind/properties``) gives nothing, as the app gives for a contact without a nickname.
public struct ContentItem: Sendable, Hashable {
    /// The kinds of item, each with its content-item class in the app.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `WFLocationContentItem`: Location, Street Address, Get Halfway Point, a place from a stub.
        case place
        /// `WFContactContentItem`: Get Contents from Input on vCards.
        case contact
        /// `WFArticleContentItem`: Get Items from RSS Feed.
        case article
        /// `WFiTunesProductContentItem`: Search iTunes Store.
        case iTunesProduct
        /// `WFAppStoreAppContentItem`: Search App Store.
        case appStoreApp
        /// `WFPodcastShowContentItem`: Search Podcasts.
        case podcastShow
        /// `WFPodcastEpisodeContentItem`: Get Podcast Episodes.
        case podcastEpisode

        /// The name Get Type gives the kind (the app's content type name).
        public var typeName: String {
            switch self {
            case .place: "Location"
            case .contact: "Contact"
            case .article: "Article"
            case .iTunesProduct: "iTunes Product"
            case .appStoreApp: "App Store App"
            case .podcastShow: "Podcast Show"
            case .podcastEpisode: "Podcast Episode"
            }
        }

        /// The properties of the kind the runtime fills in; reading one an item lacks gives nothing.
        public var properties: Set<String> {
            switch self {
            case .place: Places.properties
            case .contact: VCardContacts.contactProperties
            case .article: Articles.properties
            case .iTunesProduct: StoreItems.properties(of: .product)
            case .appStoreApp: StoreItems.properties(of: .app)
            case .podcastShow: StoreItems.properties(of: .podcast)
            case .podcastEpisode: PodcastEpisodes.properties
            }
        }

        /// The property the item is known by where the app lists it: a contact's, a place's and
        /// a store item's Name, an article's and an episode's Title.
        var titleProperty: String {
            switch self {
            case .article, .podcastEpisode: "Title"
            default: "Name"
            }
        }
    }

    public var kind: Kind
    /// The properties the item has, in the order the app lists them.
    public var properties: OrderedDictionary<String, RuntimeValue>

    public init(_ kind: Kind, _ properties: OrderedDictionary<String, RuntimeValue>) {
        self.kind = kind
        self.properties = properties
    }

    /// A property by the name the app shows: the item's own, its kind's title for `Name`
    /// (an article's Name is its Title), nothing for a property of the kind it lacks, nil for a
    /// name the kind does not have.
    public func property(_ name: String) -> RuntimeValue? {
        if let value = properties[name] { return value }
        if name == "Name", let title = properties[kind.titleProperty] { return title }
        return kind.properties.contains(name) || name == "Name" ? .nothing : nil
    }
}

extension ContentItem {
    /// The text the app shows for the item (Show Result, Quick Look, text coercion): a place by
    /// its name and postal address, a contact by its name, an article or an episode by its
    /// title, a store item by its name.
    func displayText(_ coercion: RuntimeCoercion) -> String {
        func text(_ key: String) -> String? {
            guard let value = properties[key] else { return nil }
            let text = coercion.text(value).trimmingCharacters(in: .whitespacesAndNewlines)
            return text.isEmpty ? nil : text
        }
        switch kind {
        case .place:
            // en_US postal order: street, then "City, State ZIP", then the country.
            let region = [text("State"), text("ZIP Code")].compactMap { $0 }.joined(separator: " ")
            let town = [text("City"), region.isEmpty ? nil : region].compactMap { $0 }.joined(separator: ", ")
            var lines = [text("Street"), town.isEmpty ? nil : town, text("Country")].compactMap { $0 }
            if let name = text("Name"), name != lines.first { lines.insert(name, at: 0) }
            if lines.isEmpty, let latitude = properties["Latitude"].flatMap(coercion.number),
                let longitude = properties["Longitude"].flatMap(coercion.number)
            {
                // A point without an address: its coordinate (inferred).
                lines = ["\(RuntimeCoercion.text(of: latitude)), \(RuntimeCoercion.text(of: longitude))"]
            }
            return lines.joined(separator: "\n")
        case .contact:
            if let name = text("Name") { return name }
            let parts = ["First Name", "Last Name"].compactMap(text)
            if !parts.isEmpty { return parts.joined(separator: " ") }
            return text("Company") ?? properties["Email Address"].flatMap { $0.items.first }.map(coercion.text)
                ?? properties["Phone Number"].flatMap { $0.items.first }.map(coercion.text) ?? ""
        case .article, .podcastEpisode:
            return text("Title") ?? text("URL") ?? ""
        case .iTunesProduct, .appStoreApp, .podcastShow:
            return text("Name") ?? ""
        }
    }

    /// The URL the app gives for the item as a URL: an article's or episode's URL, a store
    /// item's Store URL, a contact's first URL; nil for a place (inferred: a map link is the
    /// device's).
    var url: RuntimeValue? {
        switch kind {
        case .article, .podcastEpisode, .contact: properties["URL"].flatMap { $0.items.first }
        case .iTunesProduct, .appStoreApp, .podcastShow: properties["Store URL"]
        case .place: nil
        }
    }

    /// The item as `--json` prints it: `{"kind": "place", "name": …}`, the kind first, then each
    /// property under its name in lower camel case (`ZIP Code` → `zipCode`, `# of Ratings` →
    /// `numberOfRatings`).
    var jsonMembers: OrderedDictionary<String, RuntimeValue> {
        var members: OrderedDictionary<String, RuntimeValue> = ["kind": .text(kind.rawValue)]
        for (name, value) in properties { members[Self.jsonKey(name)] = value }
        return members
    }

    /// `Phonetic First Name` → `phoneticFirstName`, `ZIP Code` → `zipCode`, `Store URL` →
    /// `storeURL`, `Rating (This Version)` → `ratingThisVersion`.
    static func jsonKey(_ name: String) -> String {
        let words = name.replacingOccurrences(of: "#", with: "Number")
            .split { !$0.isLetter && !$0.isNumber }.map(String.init)
        var key = ""
        for (position, word) in words.enumerated() {
            if position == 0 {
                key += word == word.uppercased() ? word.lowercased() : word.prefix(1).lowercased() + word.dropFirst()
            } else {
                key += word.prefix(1).uppercased() + word.dropFirst()
            }
        }
        return key
    }

    /// An item from its `--json` object: `kind` names the kind (nil when it names none), and each
    /// other member is the property whose lower-camel-case name it is (a name no property of the
    /// kind has is kept as given).
    init?(json members: OrderedDictionary<String, RuntimeValue>) {
        guard case .text(let name)? = members["kind"], let kind = Kind(rawValue: name) else { return nil }
        var names: [String: String] = [:]
        for property in kind.properties { names[Self.jsonKey(property)] = property }
        var properties = OrderedDictionary<String, RuntimeValue>()
        for (key, value) in members where key != "kind" { properties[names[key] ?? key] = value }
        self.init(kind, properties)
    }
}
