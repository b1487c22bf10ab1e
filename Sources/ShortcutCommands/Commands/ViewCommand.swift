import ArgumentParser
import CommandSupport
import Foundation
import ShortcutRendering

/// `shortcut view FILE`: the text outline, paged on a terminal.
struct ViewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "view",
        abstract: "Show a shortcut's flow as a coloured outline, through a pager on a terminal.",
        discussion: """
            On a terminal the outline goes through $PAGER (default: less -R) with ANSI colour, \
            unless NO_COLOR is set; otherwise it is printed as plain text.
            """)

    @Argument(help: "The shortcut file (binary, XML, JSON or signed), or - for standard input.")
    var input: String

    func run() async throws {
        try await reportingFailures {
            let loaded = try RenderInput.load(input)
            let isTerminal = isatty(STDOUT_FILENO) == 1
            let environment = ProcessInfo.processInfo.environment
            let colors = TextRenderer.shouldUseColors(environment: environment, isTerminal: isTerminal)
            let text = TextRenderer(colors: colors).render(loaded.shortcut)
            if isTerminal, Pager.show(text, environment: environment) { return }
            try FileIO.write(Data(text.utf8), to: nil)
        }
    }
}
