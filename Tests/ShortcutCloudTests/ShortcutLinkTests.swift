import Foundation
import Testing

@testable import ShortcutCloud

@Suite struct ShortcutLinkTests {
    let id = "f00836becd2845109809720d2a70e32f"

    @Test(arguments: [
        "f00836becd2845109809720d2a70e32f",
        "F00836BECD2845109809720D2A70E32F",
        "F00836BE-CD28-4510-9809-720D2A70E32F",
        "  f00836becd2845109809720d2a70e32f\n",
        "https://www.icloud.com/shortcuts/f00836becd2845109809720d2a70e32f",
        "https://www.icloud.com/shortcuts/f00836becd2845109809720d2a70e32f/",
        "https://icloud.com/shortcuts/f00836becd2845109809720d2a70e32f",
        "http://www.icloud.com/shortcuts/F00836BECD2845109809720D2A70E32F",
        "HTTPS://WWW.ICLOUD.COM/shortcuts/f00836becd2845109809720d2a70e32f",
        "icloud.com/shortcuts/f00836becd2845109809720d2a70e32f",
        "www.icloud.com/shortcuts/f00836becd2845109809720d2a70e32f?ref=x",
        "https://www.icloud.com/shortcuts/f00836becd2845109809720d2a70e32f?a=1&b=2",
        "https://www.icloud.com/shortcuts/f00836becd2845109809720d2a70e32f#frag",
        "https://www.icloud.com/shortcuts/f00836becd2845109809720d2a70e32f/?x#y",
        "https://www.icloud.com/shortcuts/api/records/f00836becd2845109809720d2a70e32f",
    ])
    func acceptsEveryForm(_ input: String) throws {
        let link = try ShortcutLink(parsing: input)
        #expect(link.id == id)
        #expect(link.recordName == "F00836BE-CD28-4510-9809-720D2A70E32F")
        #expect(link.shareLink == "https://www.icloud.com/shortcuts/\(id)")
    }

    @Test(arguments: [
        ("", InvalidLinkReason.empty),
        ("   ", .empty),
        ("f00836becd2845109809720d2a70e32", .invalidID("f00836becd2845109809720d2a70e32")),
        ("f00836becd2845109809720d2a70e32ff", .invalidID("f00836becd2845109809720d2a70e32ff")),
        ("g00836becd2845109809720d2a70e32f", .invalidID("g00836becd2845109809720d2a70e32f")),
        ("https://example.com/shortcuts/f00836becd2845109809720d2a70e32f", .unsupportedHost("example.com")),
        (
            "https://icloud.com.evil.com/shortcuts/f00836becd2845109809720d2a70e32f",
            .unsupportedHost("icloud.com.evil.com")
        ),
        ("https://user@icloud.com/shortcuts/f00836becd2845109809720d2a70e32f", .unsupportedHost("user@icloud.com")),
        (
            "https://www.icloud.com:8443/shortcuts/f00836becd2845109809720d2a70e32f",
            .unsupportedHost("www.icloud.com:8443")
        ),
        ("ftp://www.icloud.com/shortcuts/f00836becd2845109809720d2a70e32f", .unsupportedScheme("ftp")),
        (
            "https://www.icloud.com/photos/f00836becd2845109809720d2a70e32f",
            .unsupportedPath("/photos/f00836becd2845109809720d2a70e32f")
        ),
        ("https://www.icloud.com/shortcuts/", .unsupportedPath("/shortcuts")),
        (
            "https://www.icloud.com/shortcuts//f00836becd2845109809720d2a70e32f",
            .unsupportedPath("/shortcuts//f00836becd2845109809720d2a70e32f")
        ),
        ("https://www.icloud.com/shortcuts/f00836be/extra", .unsupportedPath("/shortcuts/f00836be/extra")),
        ("https://www.icloud.com/shortcuts/not-an-id", .invalidID("not-an-id")),
        ("F00836BE-CD28-4510-9809720D2A70E32F", .invalidID("F00836BE-CD28-4510-9809720D2A70E32F")),
    ])
    func rejectsWithReason(_ input: String, _ reason: InvalidLinkReason) {
        let trimmed = input.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(throws: ShortcutCloudError.invalidLink(input: trimmed, reason: reason)) {
            try ShortcutLink(parsing: input)
        }
    }

    @Test func errorNamesTheInput() {
        do {
            _ = try ShortcutLink(parsing: "https://example.com/shortcuts/abc")
            Issue.record("expected an error")
        } catch {
            #expect(error.link == "https://example.com/shortcuts/abc")
            #expect(error.description.contains("example.com"))
        }
    }

    @Test func recordsURLUnderCustomBase() throws {
        let link = try ShortcutLink(parsing: id)
        #expect(
            link.recordsURL(apiBase: URL(string: "http://127.0.0.1:8080/")!)
                == "http://127.0.0.1:8080/shortcuts/api/records/\(id)")
        #expect(
            link.recordsURL(apiBase: ICloudClient.defaultAPIBase)
                == "https://www.icloud.com/shortcuts/api/records/\(id)")
    }

    @Test func codableRoundTrip() throws {
        let link = try ShortcutLink(parsing: "https://icloud.com/shortcuts/\(id.uppercased())")
        let back = try JSONDecoder().decode(ShortcutLink.self, from: JSONEncoder().encode(link))
        #expect(back == link)
    }
}
