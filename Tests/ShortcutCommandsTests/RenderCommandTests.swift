import Foundation
import ModelTestSupport
import ShortcutKit
import TestSupport
import Testing

@Suite struct RenderCommandTests {
    let example = "Examples/WeatherReport.shortcut"

    @Test func everyFormatRenders() throws {
        let text = try CommandRunner.run(["render", example, "--format", "text"], environment: ["NO_COLOR": "1"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(!text.output.contains("\u{1B}["))  // NO_COLOR, and not a terminal
        #expect(text.output.contains("Get Contents of URL"))
        #expect(!text.output.contains("\u{FFFC}"))

        let markdown = try CommandRunner.run(["render", example, "--format", "markdown"])
        #expect(markdown.status == 0)
        #expect(markdown.output.contains("WeatherReport") || markdown.output.contains("Weather"))

        let html = try CommandRunner.run(["render", example, "--format", "html"])
        #expect(html.status == 0)
        #expect(html.output.hasPrefix("<!DOCTYPE html>") || html.output.hasPrefix("<!doctype html>"))
        #expect(html.output.components(separatedBy: "class=\"action").count - 1 >= 19)
        #expect(html.output.contains("data-identifier=\"is.workflow.actions.downloadurl\""))

        let svg = try CommandRunner.run(["render", example, "--format", "svg"])
        #expect(svg.status == 0)
        #expect(svg.output.contains("<svg"))
    }

    @Test func htmlEscapesHostileNames() throws {
        let result = try CommandRunner.run([
            "render", example, "--format", "html", "--name", "<script>alert(1)</script>",
        ])
        #expect(result.status == 0)
        #expect(!result.output.contains("<script>alert(1)"))
        #expect(result.output.contains("&lt;script&gt;"))
    }

    @Test func outputFileIsWrittenAndBadInputIsOneLine() throws {
        let folder = try CommandRunner.temporaryFolder()
        let output = folder.appendingPathComponent("weather.html")
        #expect(try CommandRunner.run(["render", example, "--format", "html", "-o", output.path]).status == 0)
        #expect(try String(contentsOf: output, encoding: .utf8).contains("</html>"))

        let bad = folder.appendingPathComponent("bad.shortcut")
        try Data("nope".utf8).write(to: bad)
        let failed = try CommandRunner.run(["render", bad.path, "--format", "text"])
        #expect(failed.status == 65)
        #expect(failed.stderr.split(separator: "\n").count == 1)
    }

    @Test func viewPrintsTheOutlineWhenNotATerminal() throws {
        let result = try CommandRunner.run(["view", example], environment: ["NO_COLOR": "1", "PAGER": "cat"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.output.contains("Repeat with Each") || result.output.contains("Repeat with each"))
    }

    @Test func inspectStripsTerminalEscapesFromNames() throws {
        var shortcut = ExampleShortcuts.helloWorld
        shortcut.name = "evil\u{1B}]0;owned\u{07}\u{1B}[31mname"
        let file = try CommandRunner.temporaryFolder().appendingPathComponent("evil.shortcut")
        try shortcut.encoded(as: .binary).write(to: file)
        let result = try CommandRunner.run(["inspect", file.path])
        #expect(result.status == 0)
        #expect(!result.output.contains("\u{1B}"))
        #expect(!result.output.contains("\u{07}"))
    }
}
