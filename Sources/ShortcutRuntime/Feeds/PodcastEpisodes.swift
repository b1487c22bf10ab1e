import FeedXML
import Foundation
import OrderedCollections

/// The episodes of a podcast's feed, as Get Episodes of Podcast gives them: one podcast-episode
/// item (``ContentItem``) per RSS `item` (or Atom `entry`) with its Title, Published Date, the URL of its enclosure (the
/// audio; the item's link when it has none) and its Duration in seconds when the feed gives
/// `itunes:duration`. The key names follow the articles of ``FeedItems``; the app's episode
/// property names are not in the catalog, so they are unconfirmed on a device.
enum PodcastEpisodes {
    /// The properties an episode is read with: reading one it lacks gives nothing.
    static let properties: Set<String> = ["Title", "Published Date", "URL", "Duration"]

    /// The first `limit` episodes of the feed in `bytes`.
    static func episodes(
        in bytes: [UInt8], base: String, limit: Int, coercion: RuntimeCoercion
    ) throws(FeedItems.Failure) -> [RuntimeValue] {
        let entries = try FeedItems.entries(in: bytes).entries
        return entries.prefix(max(0, limit)).map {
            .item(ContentItem(.podcastEpisode, episode($0, base: base, coercion)))
        }
    }

    private static func episode(
        _ entry: FeedXMLElement, base: String, _ coercion: RuntimeCoercion
    ) -> OrderedDictionary<String, RuntimeValue> {
        var members = OrderedDictionary<String, RuntimeValue>()
        if let title = entry.childText("title") { members["Title"] = .text(FeedItems.plain(title)) }
        let date =
            entry.childText("pubDate") ?? entry.childText("dc:date") ?? entry.childText("published")
            ?? entry.childText("updated")
        if let date { members["Published Date"] = coercion.date(in: date).map(RuntimeValue.date) ?? .text(date) }
        // RSS `<enclosure url=…>`; Atom `<link rel="enclosure" href=…>`; else the item's link.
        let enclosure =
            entry.child("enclosure")?.attributes["url"]
            ?? entry.children("link").first { $0.attributes["rel"] == "enclosure" }?.attributes["href"]
            ?? entry.childText("link")
        if let enclosure, !enclosure.isEmpty { members["URL"] = .url(FeedItems.resolve(enclosure, base: base)) }
        if let text = entry.childText("itunes:duration"), let seconds = duration(text) {
            members["Duration"] = .number(seconds)
        }
        return members
    }

    /// `itunes:duration`: seconds (`3600`), `MM:SS` or `HH:MM:SS`; anything else is left out.
    static func duration(_ text: String) -> Double? {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var seconds = 0.0
        for part in parts {
            guard !part.isEmpty, part.count <= 12, part.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
                let value = Double(part)
            else { return nil }
            seconds = seconds * 60 + value
        }
        return seconds
    }
}
