import NIOConcurrencyHelpers
import NIOCore
import OrderedCollections

/// Rendered shortcut pages kept in memory, so a popular page is not read and rendered again for
/// every visitor.
///
/// A stored version changes only when it is rendered again, which counts up the shortcut's
/// rendering generation; what else a page shows (the version list, "version 2 of 3") changes only
/// with the rest of the shortcut's ``GalleryShortcutStamp``. What is kept is the page's own
/// content, the same for every visitor: the top bar (who is signed in) and the owner's forms are
/// put around it per request. So a page is keyed by the
/// version shown and the stamp, which the server reads from the database on every request: several
/// servers sharing one PostgreSQL database never serve a page another one has made stale, and a
/// deleted shortcut is a 404 before the cache is asked. Bounded by bytes; the oldest pages go
/// first. Entries for old stamps are never asked for again and age out the same way.
final class PageCache: Sendable {
    struct Key: Hashable, Sendable {
        var shortcutID: Int64
        var version: Int
        var stamp: GalleryShortcutStamp
    }

    /// A page's title and content (the part inside `<main>`).
    struct Page: Sendable {
        var title: String
        var body: ByteBuffer
        var size: Int { body.readableBytes + title.utf8.count }
    }

    private struct State {
        var pages: OrderedDictionary<Key, Page> = [:]
        var bytes = 0
    }

    private let state = NIOLockedValueBox(State())
    /// The most bytes of page bodies kept; 0 keeps none.
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// The page body stored for `key`, or nil.
    func page(for key: Key) -> Page? {
        guard capacity > 0 else { return nil }
        return state.withLockedValue { $0.pages[key] }
    }

    /// Keeps `body` for `key`, dropping the oldest pages to stay within ``capacity``. A page larger
    /// than an eighth of the capacity is not kept (it would push out many others).
    func store(_ page: Page, for key: Key) {
        let size = page.size
        guard capacity > 0, size <= capacity / 8 else { return }
        state.withLockedValue { state in
            if let old = state.pages.updateValue(page, forKey: key) { state.bytes -= old.size }
            state.bytes += size
            while state.bytes > capacity, let oldest = state.pages.elements.first {
                state.pages.removeFirst()
                state.bytes -= oldest.value.size
            }
        }
    }

    /// How many pages and bytes are kept.
    var usage: (pages: Int, bytes: Int) {
        state.withLockedValue { ($0.pages.count, $0.bytes) }
    }
}
