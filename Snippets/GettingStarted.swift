// The Getting Started article's examples (`@Snippet(path: "ShortcutKit/Snippets/GettingStarted")`).
// SwiftPM compiles every file in Snippets/ as a small executable, so `swift build` checks that each
// example still matches the API; DocC shows the slice between `snippet.NAME` and the next marker.
// snippet.hide
import Foundation
import ShortcutKit

let url = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "Examples/WeatherReport.shortcut")
// snippet.show

// snippet.read
// Binary plist, XML plist or signed (AEA1): the reader tells them apart by their bytes.
let document = try ShortcutDocument(contentsOf: url)
print(document.shortcut.name ?? "untitled", document.encoding, document.shortcut.actions.count)
let xml = try document.shortcut.encoded(as: .xml)  // value-equal to the file's plist

// snippet.inspect
// Control flow, variables and problems, each problem a Diagnostic with its action index.
let analysis = ShortcutAnalysis(document.shortcut)
for problem in analysis.problems {
    print(problem)
}
let report = try Auditor.bundled().audit(document.shortcut, analysis: analysis)
print(report.verdict)

// snippet.render
let resources = try RenderingResources.bundled()
let renderable = RenderableShortcut(document.shortcut, resources: resources)
let html = RenderFormat.html.renderer(resources: resources).render(renderable)

// snippet.verify
// Apple's roots are pinned; they are looked for in the usual folders (or $SHORTCUTKIT_TRUST_ROOTS).
let verifier = SignatureVerifier(trustRoots: TrustRoots.discover())
let verification = await verifier.verify(try Data(contentsOf: url))
print(verification.verdict)

// snippet.sign
// A self-signed CA kept in a folder; the output opens on any device that trusts that CA.
let identity = try SelfSignedIdentity.loadOrCreate(directory: URL(fileURLWithPath: ".signing"))
let signed = try SignedShortcutWriter(identity: identity.identity).sign(document.shortcut.encoded(as: .binary))

// snippet.fetch
let link = try ShortcutLink(parsing: "https://www.icloud.com/shortcuts/0123456789abcdef0123456789abcdef")
let fetched = try await ICloudClient.withHTTPClient { http in
    try await ICloudClient(httpClient: http).fetchShortcut(link, decoder: ShortcutModelDecoder())
}
print(fetched.metadata.name, fetched.decoded.shortcut.actions.count)

// snippet.build
let hello = try Shortcut.build(name: "Hello") { s in
    let name = s.add(.askForInput(question: "What is your name?"))
    s.add(.showResult(text: "Hello, \(name)!"))
}
let source = ShortcutDecompiler().decompile(hello, functionName: "hello")
// snippet.end
// snippet.hide
_ = (xml, html, signed, source)
