import Foundation
import ModelTestSupport
import ShortcutGallery
import Testing

/// The gallery's shortcut page shows an Otherwise If (OS 27) with its condition: the flow is the
/// HTML renderer's, stored at import.
@Suite struct OtherwiseIfGalleryTests {
    @Test func theShortcutPageShowsEachOtherwiseIfWithItsCondition() async throws {
        let data = try OtherwiseIfExample.shortcut().encoded(as: .binary)
        let imported = try await GalleryHarness.importer.read(data, suppliedName: "Branches.shortcut")
        #expect(
            imported.flowHTML.contains(
                "<span class=\"sk-name\">Otherwise If</span> <span class=\"sk-pill\">Number</span> is greater than <span class=\"sk-value\">2</span>"
            ))
        try await GalleryHarness.with(.sqlite) { g in
            let made = try await g.upload(data, name: "Branches.shortcut")
            let id = try #require(try made.json()["shortcutID"] as? Int)
            let page = try await g.get("/shortcuts/\(id)").text
            #expect(
                page.contains(
                    "<span class=\"sk-name\">Otherwise If</span> <span class=\"sk-pill\">Number</span> is greater than <span class=\"sk-value\">2</span>"
                ))
            #expect(
                page.contains(
                    "<span class=\"sk-name\">Otherwise If</span> <span class=\"sk-pill\">Number</span> is <span class=\"sk-value\">1</span>"
                ))
        }
    }
}
