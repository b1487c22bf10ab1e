import Testing

@testable import ShortcutGallery

/// Links the gallery writes percent-encode every byte of a value but RFC 3986's unreserved
/// characters, so a search for a name with accents or emoji is a valid URL.
@Suite struct GalleryLinkEncodingTests {
    @Test func queryValuesEncodeNonASCIILettersAndEmoji() {
        #expect(GalleryPageLayout.query([("q", "Café 🙂")]) == "?q=Caf%C3%A9%20%F0%9F%99%82")
        #expect(GalleryPageLayout.query([("app", "Ünïcode"), ("page", "2")]) == "?app=%C3%9Cn%C3%AFcode&page=2")
        #expect(GalleryPageLayout.query([("q", "a&b=c+d#e")]) == "?q=a%26b%3Dc%2Bd%23e")
        #expect(GalleryPageLayout.query([("q", "")]) == "")
    }
}
