import Foundation

/// A request to Apple's iTunes Search API (`https://itunes.apple.com/search`, or `/lookup` for a
/// store ID), built from the parameters of Search iTunes Store, Search App Store and Search
/// Podcasts.
///
/// The API's documented parameters: `term` (spaces as `+`, every byte but letters, digits and
/// `. - _ *` percent-encoded), `country`, `media`, `entity`, `attribute`, `limit`. The app stores
/// its own labels for the pickers ("Albums", "Artist", "iPad", "Product ID" in the corpus); each
/// label maps to the API value it names, the API's own value is accepted as is, and any other
/// value is a parameter error rather than a guess. A parameter the shortcut leaves out is left
/// out of the query, so the API's documented default applies (all media, the US store).
struct StoreSearch: Equatable {
    var term: String
    var media: String?
    var entity: String?
    var attribute: String?
    var country: String?
    var limit: Int
    /// "Product ID": the term is a store ID, looked up rather than searched (an ID names one
    /// item, so media, entity and attribute are not sent; `entity` would ask for related items).
    var isLookup = false

    /// The request URL, parameters in a fixed order.
    var url: String {
        var query: [(String, String)] = [(isLookup ? "id" : "term", term)]
        if let country { query.append(("country", country)) }
        if let media, !isLookup { query.append(("media", media)) }
        if let entity, !isLookup { query.append(("entity", entity)) }
        if let attribute, !isLookup { query.append(("attribute", attribute)) }
        query.append(("limit", String(limit)))
        let path = isLookup ? "lookup" : "search"
        return "https://itunes.apple.com/\(path)?"
            + query.map { "\($0.0)=\(Self.encode($0.1))" }.joined(separator: "&")
    }

    /// The API's encoding of a query value: letters, digits and `. - _ *` as they are, a space
    /// as `+`, every other UTF-8 byte as `%XX`.
    static func encode(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"),
                UInt8(ascii: "*"):
                out.append(Character(UnicodeScalar(byte)))
            case UInt8(ascii: " "): out.append("+")
            default: out += String(format: "%%%02X", byte)
            }
        }
        return out
    }

    // MARK: The pickers' values

    /// Category (`WFMediaType`) labels → the API's `media`.
    static let mediaLabels: [String: String] = [
        "All": "all", "Music": "music", "Movies": "movie", "Podcasts": "podcast", "Music Videos": "musicVideo",
        "Audiobooks": "audiobook", "Short Films": "shortFilm", "TV Shows": "tvShow", "Apps": "software",
        "Books": "ebook",
    ]

    /// The API's `entity` values for each `media` (Apple's table), and the labels naming them.
    static let entities: [String: [String: String]] = [
        "all": [
            "Movies": "movie", "Albums": "album", "Artists": "allArtist", "Podcasts": "podcast",
            "Music Videos": "musicVideo", "Mixes": "mix", "Audiobooks": "audiobook", "TV Seasons": "tvSeason",
            "Tracks": "allTrack",
        ],
        "music": [
            "Artists": "musicArtist", "Tracks": "musicTrack", "Albums": "album", "Music Videos": "musicVideo",
            "Mixes": "mix", "Songs": "song",
        ],
        "movie": ["Artists": "movieArtist", "Movies": "movie"],
        "podcast": ["Authors": "podcastAuthor", "Podcasts": "podcast"],
        "musicVideo": ["Artists": "musicArtist", "Music Videos": "musicVideo"],
        "audiobook": ["Authors": "audiobookAuthor", "Audiobooks": "audiobook"],
        "shortFilm": ["Artists": "shortFilmArtist", "Short Films": "shortFilm"],
        "tvShow": ["Episodes": "tvEpisode", "Seasons": "tvSeason"],
        "software": ["iPhone": "software", "iPad": "iPadSoftware", "Mac": "macSoftware"],
        "ebook": ["Books": "ebook"],
    ]

    /// Search By (`WFAttribute`) labels → the API's `attribute` (Apple's list of attributes).
    static let attributeLabels: [String: String] = [
        "Actor": "actorTerm", "Album": "albumTerm", "Artist": "artistTerm", "Author": "authorTerm",
        "Composer": "composerTerm", "Description": "descriptionTerm", "Director": "directorTerm",
        "Genre": "genreIndex", "Keywords": "keywordsTerm", "Language": "languageTerm", "Mix": "mixTerm",
        "Movie": "movieTerm", "Producer": "producerTerm", "Rating": "ratingIndex",
        "Release Year": "releaseYearTerm", "Show": "showTerm", "Song": "songTerm", "Title": "titleTerm",
        "Developer": "softwareDeveloper", "Episode": "tvEpisodeTerm", "Season": "tvSeasonTerm",
    ]

    /// The attribute labels meaning "no attribute": the API searches every field.
    static let anyAttribute: Set<String> = ["All", "Any", "Keyword"]

    static func media(_ value: String) throws -> String {
        if let media = mediaLabels[value] { return media }
        if entities[value] != nil { return value }
        throw ActionFailure.parameter(
            "WFMediaType", "unknown category “\(value)” (known: \(mediaLabels.keys.sorted().joined(separator: ", ")))")
    }

    static func entity(_ value: String, media: String) throws -> String {
        let table = entities[media] ?? [:]
        if let entity = table[value] { return entity }
        if table.values.contains(value) { return value }
        throw ActionFailure.parameter(
            "WFEntity",
            "unknown result type “\(value)” for \(media) (known: \(table.keys.sorted().joined(separator: ", ")))")
    }

    static func attribute(_ value: String) throws -> String? {
        if anyAttribute.contains(value) { return nil }
        if let attribute = attributeLabels[value] { return attribute }
        if attributeLabels.values.contains(value) { return value }
        throw ActionFailure.parameter("WFAttribute", "unknown search field “\(value)”")
    }

    /// A store region: a two-letter ISO 3166 code, or a region's English name.
    static func country(_ value: String) throws -> String {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        // ISO 3166 alpha-2 codes (the regions list also holds UN M.49 numbers such as 001).
        let codes = Locale.Region.isoRegions.map(\.identifier).filter { $0.count == 2 && $0.allSatisfy(\.isLetter) }
        if trimmed.count == 2, codes.contains(trimmed.uppercased()) { return trimmed.uppercased() }
        let english = Locale(identifier: "en_US")
        if let code = codes.first(where: {
            english.localizedString(forRegionCode: $0)?.caseInsensitiveCompare(trimmed) == .orderedSame
        }) {
            return code
        }
        throw ActionFailure.parameter("WFCountry", "unknown store region “\(value)”")
    }

    /// The search a call describes; `media` is fixed for Search App Store and Search Podcasts.
    static func from(_ call: ActionCall, media fixed: String?) throws -> StoreSearch {
        let term = try call.text("WFSearchTerm")
        let media: String? =
            if let fixed { fixed } else { try call.value("WFMediaType").map(call.coercion.text).map(Self.media) }
        var search = StoreSearch(term: term, media: media, limit: 25)
        if let entity = try call.value("WFEntity").map(call.coercion.text), !entity.isEmpty {
            search.entity = try Self.entity(entity, media: media ?? "all")
        }
        if let attribute = try call.value("WFAttribute").map(call.coercion.text), !attribute.isEmpty {
            if attribute == "Product ID" {
                search.isLookup = true
            } else {
                search.attribute = try Self.attribute(attribute)
            }
        }
        if let country = try call.value("WFCountry").map(call.coercion.text), !country.isEmpty {
            search.country = try Self.country(country)
        }
        if let limit = try call.number("WFItemLimit") {
            guard limit.isFinite, limit >= 1, limit <= 100 else {
                throw ActionFailure.parameter("WFItemLimit", "\(RuntimeCoercion.text(of: limit)) items (1 to 100)")
            }
            search.limit = Int(limit)
        }
        return search
    }
}
