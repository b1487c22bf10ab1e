import Foundation
import ModelTestSupport
import ShortcutModel
import ShortcutRendering
import TestSupport
import Testing

@Suite struct RendererTests {
    typealias F = RenderingFixtures

    static let hostileName = "<script>alert(1)</script> & \"q\" 'a' **b** `c` \u{1B}[2J"

    @Test func textOutlineShowsBlocksWithGuides() throws {
        let output = TextRenderer().render(try F.renderable(ExampleShortcuts.weatherReport, name: "Weather"))
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "Weather")
        #expect(lines[1] == "19 actions")
        #expect(lines.contains(" 7  │ If «Repeat Item → high» is greater than 25"))
        #expect(lines.contains(" 8  │ │ Add to Variable «Summary» · \"☀️ Hot: «Repeat Item → high» °C\""))
        #expect(lines.contains("12  End Repeat"))
        #expect(lines.dropFirst(3).filter { !$0.isEmpty }.count == 19)
        #expect(!output.contains("\u{1B}"))
    }

    @Test func textColoursOnlyWhenAskedAndAllowed() throws {
        let renderable = try F.renderable(ExampleShortcuts.weatherReport)
        let coloured = TextRenderer(colors: true).render(renderable)
        #expect(coloured.contains("\u{1B}[36m«Days»\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[1mSet Variable\u{1B}[0m"))
        #expect(TextRenderer.shouldUseColors(environment: [:], isTerminal: true))
        #expect(!TextRenderer.shouldUseColors(environment: [:], isTerminal: false))
        #expect(!TextRenderer.shouldUseColors(environment: ["NO_COLOR": "1"], isTerminal: true))
        #expect(TextRenderer.shouldUseColors(environment: ["NO_COLOR": ""], isTerminal: true))
        #expect(!TextRenderer.shouldUseColors(environment: ["TERM": "dumb"], isTerminal: true))
    }

    @Test func textNeverPassesTerminalEscapesFromTheFile() throws {
        var shortcut = ExampleShortcuts.helloWorld
        shortcut.actions.append(
            Action("is.workflow.actions.comment", parameters: ["WFCommentActionText": "\u{1B}]52;c;AAAA\u{07}"]))
        let output = TextRenderer().render(try F.renderable(shortcut, name: Self.hostileName))
        #expect(!output.contains("\u{1B}"))
        #expect(!output.contains("\u{07}"))
    }

    @Test func markdownNestsListsAndEscapes() throws {
        let output = MarkdownRenderer().render(try F.renderable(ExampleShortcuts.weatherReport, name: Self.hostileName))
        #expect(
            output.hasPrefix("# &lt;script&gt;alert(1)&lt;/script&gt; &amp; \"q\" 'a' \\*\\*b\\*\\* \\`c\\` \\[2J\n"))
        #expect(output.contains("\n  - **If** `«Repeat Item → high»` is greater than 25\n"))
        #expect(output.contains("\n    - **Add to Variable** `«Summary»`"))
        #expect(output.contains("\n- **End Repeat**\n"))
        #expect(!output.contains("<script"))
        #expect(MarkdownRenderer.codeSpan("a`b") == "``a`b``")
        #expect(MarkdownRenderer.codeSpan("`x") == "`` `x ``")
    }

    @Test func htmlHasOneActionElementPerActionNestedByDepth() throws {
        for example in ExampleShortcuts.all {
            let renderable = try F.renderable(example.shortcut, name: example.file)
            let html = HTMLRenderer(artwork: try F.resources().artwork).render(renderable)
            let structure = HTMLStructure(html)
            #expect(structure.errors.isEmpty, "\(example.file): \(structure.errors)")
            let depths = renderable.analysis.controlFlow.depths
            #expect(structure.actions.map(\.index) == Array(depths.indices))
            #expect(structure.actions.map(\.depth) == depths)
            #expect(structure.actions.map(\.bodyAncestors) == depths)
            #expect(structure.actions.map(\.identifier) == example.shortcut.actions.map(\.identifier))
        }
    }

    @Test func htmlEscapesHostileNamesAndIdentifiers() throws {
        var shortcut = ExampleShortcuts.helloWorld
        shortcut.actions.append(
            Action("x\"><img src=x onerror=alert(1)>.Intent", parameters: ["v": "</div><script>alert(2)</script>"]))
        shortcut.actions.append(
            Action("is.workflow.actions.comment", parameters: ["WFCommentActionText": "<b>bold</b>\nline two"]))
        let renderable = try F.renderable(shortcut, name: Self.hostileName)
        let html = HTMLRenderer(artwork: try F.resources().artwork).render(renderable)
        #expect(!html.contains("<script"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("<b>"))
        #expect(
            html.contains(
                "<title>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;q&quot; &#39;a&#39; **b** `c` [2J</title>"))
        #expect(html.contains("data-identifier=\"x&quot;&gt;&lt;img src=x onerror=alert(1)&gt;.Intent\""))
        #expect(html.contains("<p class=\"sk-note\">&lt;b&gt;bold&lt;/b&gt;\nline two</p>"))
        #expect(
            html.contains(
                "<meta http-equiv=\"Content-Security-Policy\" content=\"\(HTMLRenderer.contentSecurityPolicy)\">"))
        #expect(!html.contains("src=\"http") && !html.contains("href=\"http:"))
        let structure = HTMLStructure(html)
        #expect(structure.errors.isEmpty, "\(structure.errors)")
        #expect(structure.actions.count == shortcut.actions.count)
    }

    @Test func htmlLinksOpenTheShortcutAndRefuseUnsafeURLs() throws {
        let resources = try F.resources()
        let good = RenderableShortcut(
            ExampleShortcuts.helloWorld,
            metadata: RenderMetadata(
                name: "Hello World", iCloudURL: "https://www.icloud.com/shortcuts/0123456789abcdef0123456789abcdef"),
            resources: resources)
        let html = HTMLRenderer(artwork: resources.artwork).render(good)
        #expect(html.contains("href=\"shortcuts://open-shortcut?name=Hello%20World\""))
        #expect(html.contains("href=\"https://www.icloud.com/shortcuts/0123456789abcdef0123456789abcdef\""))
        #expect(
            html.contains(
                "href=\"shortcuts://import-shortcut?url=https%3A%2F%2Fwww.icloud.com%2Fshortcuts%2F0123456789abcdef0123456789abcdef&amp;name=Hello%20World\""
            ))
        for bad in [
            "javascript:alert(1)", "https://x.example/\"onmouseover=alert(1)", "http://plain.example/", "https://a b",
        ] {
            let hostile = RenderableShortcut(
                ExampleShortcuts.helloWorld, metadata: RenderMetadata(iCloudURL: bad), resources: resources)
            let page = HTMLRenderer(artwork: resources.artwork).render(hostile)
            #expect(!page.contains("iCloud link"), "\(bad)")
            #expect(!page.contains("javascript:"))
        }
    }

    @Test func htmlStaysBalancedForDeepAndBrokenNesting() throws {
        var actions: [Action] = []
        for level in 0..<300 { actions.append(F.ifAction(["WFCondition": .integer(100)], group: "D\(level)")) }
        actions.append(Action("is.workflow.actions.nothing"))
        for level in (0..<300).reversed() {
            actions.append(F.control("is.workflow.actions.conditional", 2, group: "D\(level)"))
        }
        // Broken: an interleaved pair, a stray End, a block never closed.
        actions += [
            F.ifAction([:], group: "A"), F.control("is.workflow.actions.repeat.each", 0, group: "B"),
            F.control("is.workflow.actions.conditional", 2, group: "A"),
            F.control("is.workflow.actions.repeat.each", 2, group: "B"),
            F.control("is.workflow.actions.choosefrommenu", 2, group: "nowhere"), F.ifAction([:], group: "open"),
            Action("is.workflow.actions.nothing"),
        ]
        let renderable = try F.renderable(Shortcut(actions: actions))
        #expect(renderable.analysis.controlFlow.maximumDepth == 300)
        let structure = HTMLStructure(HTMLRenderer(artwork: try F.resources().artwork).render(renderable))
        #expect(structure.errors.isEmpty, "\(structure.errors.prefix(3))")
        #expect(structure.actions.count == actions.count)
        #expect(structure.actions.map(\.bodyAncestors) == renderable.analysis.controlFlow.depths)
    }

    @Test func htmlDetailLineShowsWhatIsKnown() throws {
        var metadata = RenderMetadata(name: "N", created: Date(timeIntervalSince1970: 1_700_000_000), signing: .icloud)
        var renderable = RenderableShortcut(
            ExampleShortcuts.packingList, metadata: metadata, resources: try F.resources())
        #expect(renderable.detailLine == "6 actions · Created 2023-11-14 · Signed (iCloud)")
        metadata.signedBy = "Jane Appleseed"
        metadata.modified = Date(timeIntervalSince1970: 1_800_000_000)
        renderable.metadata = metadata
        #expect(
            renderable.detailLine
                == "6 actions · Created 2023-11-14 · Modified 2027-01-15 · Signed by Jane Appleseed (iCloud)")
        #expect(try F.renderable(Shortcut(actions: [Action("is.workflow.actions.nothing")])).detailLine == "1 action")
        #expect(try F.renderable(Shortcut(actions: []), name: " \n ").displayName == "Shortcut")
    }

    @Test func svgTileIsWellFormedAndEscaped() throws {
        let resources = try F.resources()
        var shortcut = ExampleShortcuts.weatherReport
        let renderable = RenderableShortcut(
            shortcut, metadata: RenderMetadata(name: Self.hostileName), resources: resources)
        let svg = SVGTileRenderer(artwork: resources.artwork).render(renderable)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(!svg.contains("<script"))
        let gradient = renderable.tile.color.gradient
        for stop in [gradient.lightTop, gradient.lightBottom, gradient.darkTop, gradient.darkBottom] {
            #expect(svg.contains(stop))
        }
        #expect(svg.contains("prefers-color-scheme: dark"))
        #expect(HTMLStructure(svg).errors.isEmpty)
        #expect(XMLWellFormed.check(svg), "SVG must parse as XML")

        // Unknown colour → the palette's default grey; a JPEG icon is embedded as data.
        shortcut.icon = ShortcutIcon(
            startColor: 1_239_959_039, glyphNumber: 1, imageData: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0, 0, 0, 1]))
        let odd = RenderableShortcut(shortcut, resources: resources)
        #expect(odd.tile.color == resources.palette.defaultColor)
        #expect(!odd.tile.glyph.isKnown)
        #expect(
            SVGTileRenderer(artwork: resources.artwork).render(odd).contains(
                "href=\"data:image/jpeg;base64,/9j/4AAAAAAB\""))
    }

    @Test func customRenderersPlugIn() throws {
        struct CountingRenderer: ShortcutRenderer {
            var fileExtension: String { "count" }
            func render(_ shortcut: RenderableShortcut) -> String {
                shortcut.summaries.filter { $0.role == .action }.map(\.name).joined(separator: ",")
            }
        }
        let renderers: [any ShortcutRenderer] = [CountingRenderer(), TextRenderer()]
        let output = renderers[0].render(try F.renderable(ExampleShortcuts.helloWorld))
        #expect(output == "Text,Show Content")
        let resources = try F.resources()
        #expect(
            RenderFormat.allCases.map { $0.renderer(resources: resources).fileExtension } == [
                "txt", "md", "html", "svg",
            ])
    }
}
