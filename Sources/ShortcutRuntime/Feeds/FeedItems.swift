import FeedXML
import Foundation
import OrderedCollections

/// The items of an RSS 2.0, RSS 1.0 (RDF) or Atom feed, as Get Items from RSS Feed gives them:
/// one article (``ContentItem``) per item, keyed by the article properties the app shows for them (the
/// catalog's Get Details of Articles: Title, URL, Author, Published Date, Excerpt), so property
/// aggrandizements and Get Dictionary Value read them. A property the item does not have is left
/// out.
enum FeedItems {
    /// Why a document is not a feed.
    enum Failure: Error, Equatable {
        case xml(FeedXMLError)
        /// The root element is not `rss`, `rdf:RDF` or `feed`.
        case notAFeed(root: String)
    }

    /// The first `limit` items of the feed in `bytes`; relative links are resolved against `base`.
    static func items(
        in bytes: [UInt8], base: String, limit: Int, coercion: RuntimeCoercion
    ) throws(Failure) -> [RuntimeValue] {
        let (entries, isAtom) = try self.entries(in: bytes)
        return entries.prefix(max(0, limit)).map { entry in
            .item(
                ContentItem(
                    .article, isAtom ? atomItem(entry, base: base, coercion) : rssItem(entry, base: base, coercion)))
        }
    }

    /// The item elements of the feed in `bytes` (RSS `channel/item`, RDF `item`, Atom `entry`),
    /// and whether it is Atom.
    static func entries(in bytes: [UInt8]) throws(Failure) -> (entries: [FeedXMLElement], isAtom: Bool) {
        let root: FeedXMLElement
        do {
            root = try FeedXMLReader.parse(bytes)
        } catch {
            throw .xml(error)
        }
        switch root.localName {
        case "rss": return (root.child("channel")?.children("item") ?? [], false)
        case "RDF": return (root.children.filter { $0.localName == "item" }, false)
        case "feed": return (root.children("entry"), true)
        default: throw .notAFeed(root: root.name)
        }
    }

    /// RSS 2.0 and 1.0: `title`, `link` (else a permalink `guid`), `author` or `dc:creator`,
    /// `pubDate` or `dc:date`, `description` as plain text.
    private static func rssItem(
        _ item: FeedXMLElement, base: String, _ coercion: RuntimeCoercion
    ) -> OrderedDictionary<String, RuntimeValue> {
        var members = OrderedDictionary<String, RuntimeValue>()
        if let title = item.childText("title") { members["Title"] = .text(plain(title)) }
        var link = item.childText("link")
        if link == nil, let guid = item.child("guid"), guid.attributes["isPermaLink"] != "false" {
            link = item.childText("guid")
        }
        if let link { members["URL"] = .url(resolve(link, base: base)) }
        if let author = item.childText("author") ?? item.childText("dc:creator") { members["Author"] = .text(author) }
        if let date = item.childText("pubDate") ?? item.childText("dc:date") {
            members["Published Date"] = coercion.date(in: date).map(RuntimeValue.date) ?? .text(date)
        }
        if let summary = item.childText("description") { members["Excerpt"] = .text(plain(summary)) }
        return members
    }

    /// Atom: `title`, the `alternate` link (a link without `rel` is one), `author/name`,
    /// `published` else `updated`, `summary` else `content`, as plain text.
    private static func atomItem(
        _ entry: FeedXMLElement, base: String, _ coercion: RuntimeCoercion
    ) -> OrderedDictionary<String, RuntimeValue> {
        var members = OrderedDictionary<String, RuntimeValue>()
        if let title = entry.childText("title") { members["Title"] = .text(plain(title)) }
        let links = entry.children("link")
        let alternate = links.first { ($0.attributes["rel"] ?? "alternate") == "alternate" } ?? links.first
        if let href = alternate?.attributes["href"], !href.isEmpty { members["URL"] = .url(resolve(href, base: base)) }
        if let author = entry.child("author")?.childText("name") { members["Author"] = .text(author) }
        if let date = entry.childText("published") ?? entry.childText("updated") {
            members["Published Date"] = coercion.date(in: date).map(RuntimeValue.date) ?? .text(date)
        }
        if let summary = entry.childText("summary") ?? entry.childText("content") {
            members["Excerpt"] = .text(plain(summary))
        }
        return members
    }

    /// Text that may hold HTML (escaped in the feed) as plain text.
    static func plain(_ text: String) -> String {
        guard text.contains("<") || text.contains("&") else { return text }
        return HTMLText.plainText(fromHTML: text).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func resolve(_ link: String, base: String) -> String {
        URL(string: link, relativeTo: URL(string: base))?.absoluteString ?? link
    }
}
