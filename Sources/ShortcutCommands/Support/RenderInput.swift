import CommandSupport
import Foundation
import ShortcutRendering

/// Reading a file into something renderable, shared by `render` and `view`.
enum RenderInput {
    static func load(
        _ path: String, name: String? = nil, iCloudURL: String? = nil, intents: [String] = []
    ) throws(CommandFailure) -> (shortcut: RenderableShortcut, resources: RenderingResources) {
        let document = try FileIO.readDocument(path)
        var resources: RenderingResources
        do {
            resources = try RenderingResources.bundled()
        } catch {
            throw BundledCatalog.failure(error)
        }
        _ = try matchIntents(document.shortcut, definitions: intents, catalog: &resources.catalog)
        var metadata = RenderMetadata(document: document, fileName: path == "-" ? nil : path)
        if let name { metadata.name = name }
        if let iCloudURL { metadata.iCloudURL = iCloudURL }
        return (RenderableShortcut(document.shortcut, metadata: metadata, resources: resources), resources)
    }

    /// Standard output is a terminal and the environment allows colour (`NO_COLOR`, `TERM=dumb`).
    static func terminalWantsColor() -> Bool {
        TextRenderer.shouldUseColors(
            environment: ProcessInfo.processInfo.environment, isTerminal: isatty(STDOUT_FILENO) == 1)
    }
}
