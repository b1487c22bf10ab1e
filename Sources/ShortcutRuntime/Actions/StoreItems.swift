import Foundation
import OrderedCollections

/// The results of the iTunes Search API as store items: one item (``ContentItem``) per result, keyed by the
/// property names the app shows for iTunes products, App Store apps and podcast shows (the
/// catalog's Get Details of … actions), each read from the API field it plainly corresponds to.
/// The mapping is inferred from the API's field names and unconfirmed on a device; a property
/// with no API field (Artwork as an image) is left out, so reading it fails naming it.
enum StoreItems {
    enum Kind {
        case product, app, podcast
    }

    /// The properties a kind's items are read with (those with an API field).
    static func properties(of kind: Kind) -> Set<String> {
        switch kind {
        case .product:
            [
                "Name", "Artist", "Store URL", "Store ID", "Price", "Formatted Price", "Currency Code", "Release Date",
                "Genre", "Artwork URL", "Is Explicit", "Streamable", "Description", "Duration",
            ]
        case .app:
            [
                "Name", "Artist", "Store URL", "Store ID", "Price", "Formatted Price", "Currency Code", "Release Date",
                "Last Updated", "Version", "Release Notes", "Description", "Category", "Content Rating", "Rating",
                "# of Ratings", "Rating (This Version)", "# of Ratings (This Version)", "Minimum OS Version",
                "Download Size", "Screenshot URLs", "iPad Screenshot URLs", "Supported Devices",
                "Supported Languages", "Supports Game Center", "Is Universal", "Artwork URL",
            ]
        case .podcast:
            ["Name", "Artist", "Feed URL", "Episode Count", "Genre", "Store ID", "Store URL", "Artwork URL"]
        }
    }

    /// The items of a response: its `results`, at most `limit`. A response that is not a JSON
    /// object with a `results` list of objects, or a field of the wrong type, is an error naming
    /// where.
    static func items(
        in response: RuntimeValue, kind: Kind, limit: Int, _ call: ActionCall
    ) throws -> [RuntimeValue] {
        let document: RuntimeValue
        switch response {
        case .dictionary: document = response
        case .text, .file:
            let bytes: Data
            if case .file(let file) = response {
                bytes = file.data
            } else {
                bytes = Data(call.coercion.text(response).utf8)
            }
            guard bytes.count <= call.limits.maximumTextBytes else {
                throw ActionFailure(
                    .tooLarge(
                        "the iTunes Search API's answer is \(bytes.count) bytes (limit \(call.limits.maximumTextBytes))"
                    ))
            }
            do {
                document = try RuntimeJSON.parse(String(decoding: bytes, as: UTF8.self))
            } catch {
                throw ActionFailure.failed("the iTunes Search API's answer is not JSON: \(error)")
            }
        default:
            throw ActionFailure.failed("the iTunes Search API's answer is a \(response.typeName), not a JSON object")
        }
        guard case .dictionary(let members) = document else {
            throw ActionFailure.failed("the iTunes Search API's answer is a \(document.typeName), not a JSON object")
        }
        guard case .list(let results)? = members["results"] else {
            // The API explains a refused query in `errorMessage` (an unknown country, a bad value).
            if case .text(let message)? = members["errorMessage"] {
                throw ActionFailure.failed("the iTunes Search API refused the query: \(message.prefix(200))")
            }
            throw ActionFailure.failed("the iTunes Search API's answer has no “results” list")
        }
        let count = min(limit, call.limits.maximumItems)
        return try results.prefix(count).enumerated().map { index, result in
            guard case .dictionary(let fields) = result else {
                throw ActionFailure.failed(
                    "the iTunes Search API's results[\(index)] is a \(result.typeName), not an object")
            }
            let reader = Fields(fields: fields, path: "results[\(index)]")
            switch kind {
            case .product: return .item(ContentItem(.iTunesProduct, try product(reader)))
            case .app: return .item(ContentItem(.appStoreApp, try app(reader)))
            case .podcast: return .item(ContentItem(.podcastShow, try podcast(reader)))
            }
        }
    }

    /// iTunes products (songs, albums, artists, movies, books…): the track's fields, else the
    /// collection's, else the artist's.
    static func product(_ r: Fields) throws -> OrderedDictionary<String, RuntimeValue> {
        var item = OrderedDictionary<String, RuntimeValue>()
        item["Name"] = try r.text("trackName", "collectionName", "artistName")
        item["Artist"] = try r.text("artistName")
        item["Store URL"] = try r.url("trackViewUrl", "collectionViewUrl", "artistLinkUrl", "artistViewUrl")
        item["Store ID"] = try r.number("trackId", "collectionId", "artistId")
        item["Price"] = try r.number("trackPrice", "collectionPrice", "price")
        item["Formatted Price"] = try r.text("formattedPrice")
        item["Currency Code"] = try r.text("currency")
        item["Release Date"] = try r.date("releaseDate")
        item["Genre"] = try r.text("primaryGenreName")
        item["Artwork URL"] = try r.url("artworkUrl100", "artworkUrl60", "artworkUrl30")
        if let explicitness = try r.text("trackExplicitness", "collectionExplicitness") {
            item["Is Explicit"] = .boolean(r.string(of: explicitness) == "explicit")
        }
        item["Streamable"] = try r.boolean("isStreamable")
        item["Description"] = try r.text("longDescription", "description")
        if case .number(let milliseconds)? = try r.number("trackTimeMillis") {
            item["Duration"] = .number(milliseconds / 1000)
        }
        return item
    }

    /// App Store apps (the API's `software` results).
    static func app(_ r: Fields) throws -> OrderedDictionary<String, RuntimeValue> {
        var item = OrderedDictionary<String, RuntimeValue>()
        item["Name"] = try r.text("trackName")
        item["Artist"] = try r.text("artistName", "sellerName")
        item["Store URL"] = try r.url("trackViewUrl")
        item["Store ID"] = try r.number("trackId")
        item["Price"] = try r.number("price")
        item["Formatted Price"] = try r.text("formattedPrice")
        item["Currency Code"] = try r.text("currency")
        item["Release Date"] = try r.date("releaseDate")
        item["Last Updated"] = try r.date("currentVersionReleaseDate")
        item["Version"] = try r.text("version")
        item["Release Notes"] = try r.text("releaseNotes")
        item["Description"] = try r.text("description")
        item["Category"] = try r.text("primaryGenreName")
        item["Content Rating"] = try r.text("trackContentRating", "contentAdvisoryRating")
        item["Rating"] = try r.number("averageUserRating")
        item["# of Ratings"] = try r.number("userRatingCount")
        item["Rating (This Version)"] = try r.number("averageUserRatingForCurrentVersion")
        item["# of Ratings (This Version)"] = try r.number("userRatingCountForCurrentVersion")
        item["Minimum OS Version"] = try r.text("minimumOsVersion")
        if let size = try r.text("fileSizeBytes") {
            // The API gives the size in bytes as a string of digits.
            guard let bytes = Double(r.string(of: size)) else {
                throw ActionFailure.failed("the iTunes Search API's \(r.path).fileSizeBytes is not a number of bytes")
            }
            item["Download Size"] = .number(bytes)
        }
        item["Screenshot URLs"] = try r.urls("screenshotUrls")
        item["iPad Screenshot URLs"] = try r.urls("ipadScreenshotUrls")
        item["Supported Devices"] = try r.texts("supportedDevices")
        item["Supported Languages"] = try r.texts("languageCodesISO2A")
        item["Supports Game Center"] = try r.boolean("isGameCenterEnabled")
        if case .list(let features)? = try r.texts("features") {
            item["Is Universal"] = .boolean(features.contains(.text("iosUniversal")))
        }
        item["Artwork URL"] = try r.url("artworkUrl512", "artworkUrl100", "artworkUrl60")
        return item
    }

    /// Podcast shows (the API's `podcast` results).
    static func podcast(_ r: Fields) throws -> OrderedDictionary<String, RuntimeValue> {
        var item = OrderedDictionary<String, RuntimeValue>()
        item["Name"] = try r.text("collectionName", "trackName")
        item["Artist"] = try r.text("artistName")
        item["Feed URL"] = try r.url("feedUrl")
        item["Episode Count"] = try r.number("trackCount")
        item["Genre"] = try r.text("primaryGenreName")
        item["Store ID"] = try r.number("collectionId", "trackId")
        item["Store URL"] = try r.url("collectionViewUrl", "trackViewUrl")
        item["Artwork URL"] = try r.url("artworkUrl600", "artworkUrl100", "artworkUrl60", "artworkUrl30")
        return item
    }

    /// Typed reads of one result's fields: the first of the keys present (JSON `null` counts as
    /// absent); a field of another JSON type is an error naming `results[i].key`.
    struct Fields {
        var fields: OrderedDictionary<String, RuntimeValue>
        var path: String

        private func first(_ keys: [String]) -> (String, RuntimeValue)? {
            for key in keys {
                if let value = fields[key], value != .nothing { return (key, value) }
            }
            return nil
        }

        private func mismatch(_ key: String, _ value: RuntimeValue, _ wanted: String) -> ActionFailure {
            ActionFailure.failed("the iTunes Search API's \(path).\(key) is a \(value.typeName), not \(wanted)")
        }

        func string(of value: RuntimeValue) -> String {
            if case .text(let text) = value { return text }
            return ""
        }

        func text(_ keys: String...) throws -> RuntimeValue? {
            guard let (key, value) = first(keys) else { return nil }
            guard case .text = value else { throw mismatch(key, value, "text") }
            return value
        }

        func url(_ keys: String...) throws -> RuntimeValue? {
            guard let (key, value) = first(keys) else { return nil }
            guard case .text(let text) = value else { throw mismatch(key, value, "a URL") }
            return .url(text)
        }

        func number(_ keys: String...) throws -> RuntimeValue? {
            guard let (key, value) = first(keys) else { return nil }
            guard case .number = value else { throw mismatch(key, value, "a number") }
            return value
        }

        func boolean(_ key: String) throws -> RuntimeValue? {
            guard let (key, value) = first([key]) else { return nil }
            guard case .boolean = value else { throw mismatch(key, value, "a boolean") }
            return value
        }

        /// An ISO 8601 date (`2008-07-11T07:00:00Z`).
        func date(_ key: String) throws -> RuntimeValue? {
            guard let (key, value) = first([key]) else { return nil }
            guard case .text(let text) = value else { throw mismatch(key, value, "a date") }
            let formatter = ISO8601DateFormatter()
            for options: ISO8601DateFormatter.Options in [
                [.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds],
            ] {
                formatter.formatOptions = options
                if let date = formatter.date(from: text) { return .date(date) }
            }
            throw ActionFailure.failed(
                "the iTunes Search API's \(path).\(key) “\(text.prefix(40))” is not an ISO 8601 date")
        }

        func texts(_ key: String) throws -> RuntimeValue? {
            guard let (key, value) = first([key]) else { return nil }
            guard case .list(let items) = value, items.allSatisfy(\.isText) else {
                throw mismatch(key, value, "a list of text")
            }
            return value
        }

        func urls(_ key: String) throws -> RuntimeValue? {
            guard case .list(let items)? = try texts(key) else { return nil }
            return .list(items.map { .url(string(of: $0)) })
        }
    }
}
