import ArgumentParser
import CommandSupport

/// `shortcut serve …`: the gallery server, run by the `shortcut-serve` executable next to this one
/// (``CommandSupport/HandOver``). The gallery (Hummingbird, GRDB, postgres-nio) lives in its own
/// executable so the everyday tool builds and links none of it; `serve` stays the command users
/// type. `shortcut` hands the command line over before parsing; this type lists the command in
/// `shortcut --help` and hands over when the command runs in-process.
package struct ServeHandover: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the shortcut gallery (the `shortcut-serve` executable; see Docs/Gallery.md).",
        discussion: """
            Runs `shortcut-serve` from the folder of this executable with the same arguments \
            (`shortcut serve --help` shows its options). Build it with \
            `swift build --product shortcut-serve`.
            """)

    @Argument(parsing: .captureForPassthrough, help: "Arguments for shortcut-serve (see `shortcut serve --help`).")
    var arguments: [String] = []

    package init() {}

    package func run() throws {
        throw HandOver.exec(tool: "shortcut-serve", arguments: arguments).report()
    }
}
