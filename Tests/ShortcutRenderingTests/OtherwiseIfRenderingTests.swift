import ModelTestSupport
import ShortcutModel
import ShortcutRendering
import Testing

/// Otherwise If (OS 27) is shown as the app shows it: "Otherwise If" and its condition, worded as
/// the opener's; a plain Otherwise stays "Otherwise".
@Suite struct OtherwiseIfRenderingTests {
    typealias F = RenderingFixtures

    @Test func theSummaryNamesTheBranchAndItsCondition() throws {
        let shortcut = OtherwiseIfExample.shortcut()
        let summarizer = try F.summarizer(shortcut.actions)
        let first = summarizer.summary(ofActionAt: OtherwiseIfExample.otherwiseIfs[0])
        #expect(first.name == "Otherwise If")
        #expect(first.role == .blockMiddle)
        #expect(first.text == "Otherwise If «Number» is greater than 2")
        #expect(summarizer.summary(ofActionAt: OtherwiseIfExample.otherwiseIfs[1]).text == "Otherwise If «Number» is 1")
        let otherwise = summarizer.summary(ofActionAt: OtherwiseIfExample.otherwise)
        #expect(otherwise.name == "Otherwise" && otherwise.segments.isEmpty)
    }

    @Test func textOutline() throws {
        let lines = TextRenderer().render(try F.renderable(OtherwiseIfExample.shortcut(), name: "Branches"))
            .split(separator: "\n").map(String.init)
        #expect(lines.contains(" 1  If «Number» is greater than 10"))
        #expect(lines.contains(" 3  Otherwise If «Number» is greater than 2"))
        #expect(lines.contains(" 5  Otherwise If «Number» is 1"))
        #expect(lines.contains(" 7  Otherwise"))
    }

    @Test func markdownList() throws {
        let output = MarkdownRenderer().render(try F.renderable(OtherwiseIfExample.shortcut(), name: "Branches"))
        #expect(output.contains("\n- **Otherwise If** `«Number»` is greater than 2\n"))
        #expect(output.contains("\n- **Otherwise If** `«Number»` is 1\n"))
        #expect(output.contains("\n- **Otherwise**\n"))
    }

    @Test func htmlMiddleElement() throws {
        let resources = try F.resources()
        let html = HTMLRenderer(artwork: resources.artwork).render(
            try F.renderable(OtherwiseIfExample.shortcut(), name: "Branches"))
        #expect(
            html.contains(
                "<span class=\"sk-name\">Otherwise If</span> <span class=\"sk-pill\">Number</span> is greater than <span class=\"sk-value\">2</span>"
            ))
        #expect(
            html.contains(
                "<span class=\"sk-name\">Otherwise If</span> <span class=\"sk-pill\">Number</span> is <span class=\"sk-value\">1</span>"
            ))
        let structure = HTMLStructure(html)
        #expect(structure.errors.isEmpty)
        #expect(structure.actions.count == OtherwiseIfExample.shortcut().actions.count)
    }
}
