import ArgumentParser
import CommandSupport
import Foundation
import ShortcutRendering

/// `shortcut render INPUT --format text|markdown|html|svg [-o OUTPUT]`
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a shortcut as a text outline, Markdown, a self-contained HTML page or an SVG tile.",
        discussion: """
            text: the flow as an indented outline (ANSI colour when writing to a terminal, unless \
            NO_COLOR is set). markdown: nested lists for READMEs and issues. html: one file with \
            inline CSS and no scripts or network access, light and dark. svg: the icon tile alone. \
            Output replaces OUTPUT atomically. See Docs/Rendering.md.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown, html, svg

        var renderFormat: RenderFormat {
            switch self {
            case .text: .text
            case .markdown: .markdown
            case .html: .html
            case .svg: .svg
            }
        }
    }

    @Argument(help: "The shortcut file (binary, XML, JSON or signed), or - for standard input.")
    var input: String

    @Option(name: .shortAndLong, help: "Output format: text, markdown, html or svg.")
    var format: Format = .text

    @Option(name: .shortAndLong, help: "The output file (default: standard output).")
    var output: String?

    @Option(help: "The name to show (default: the name in the file, else the file name).")
    var name: String?

    @Option(name: .customLong("icloud-url"), help: "The shortcut's iCloud link, shown and linked when given.")
    var iCloudURL: String?

    @Flag(inversion: .prefixedNo, help: "ANSI colour in text output (default: on a terminal unless NO_COLOR is set).")
    var color: Bool?

    @Flag(
        help: "Audit the shortcut: show the verdict under the detail line and flag the actions involved (text, html).")
    var audit = false

    @Flag(
        help: "Check the shortcut: show the check's verdict and mark the actions with errors or warnings (text, html).")
    var check = false

    @Option(
        parsing: .upToNextOption, help: "SiriKit intent definitions: name app actions and parameters as the app does.")
    var intents: [String] = []

    func run() async throws {
        try await reportingFailures {
            let loaded = try RenderInput.load(input, name: name, iCloudURL: iCloudURL, intents: intents)
            let colors =
                format == .text && output == nil
                ? (color ?? RenderInput.terminalWantsColor())
                : (format == .text && color == true)
            let renderer = format.renderFormat.renderer(resources: loaded.resources, colors: colors)
            var shortcut = loaded.shortcut
            if audit { shortcut.annotations = try RenderAudit.annotations(for: shortcut, file: input) }
            if check {
                let checked = RenderAnnotations(
                    check: try BundledCatalog.checker().check(shortcut.shortcut, analysis: shortcut.analysis))
                shortcut.annotations =
                    shortcut.annotations.isEmpty ? checked : shortcut.annotations.merged(with: checked)
            }
            try FileIO.write(Data(renderer.render(shortcut).utf8), to: output)
        }
    }
}
