import Crypto
import Foundation
import PropertyList
import ShortcutAudit
import ShortcutCatalog
import ShortcutCheck
import ShortcutModel
import ShortcutRendering
import ShortcutSigning

/// The import pipeline: classify the bytes (by content, never by name or header), read them
/// within ``ImportLimits``, verify the signature, audit, check, summarise and render once.
package struct ShortcutImporter: Sendable {
    package var limits: ImportLimits
    package let resources: RenderingResources
    package let auditor: Auditor?
    package let verifier: SignatureVerifier
    /// The check every version gets (no target, as `shortcut check FILE`), on the rendering
    /// catalog, so the catalog's fingerprint in ``renderingVersion`` covers it too.
    package let checker: ShortcutChecker
    /// What a rendering made by this importer records: the gallery's renderer revision,
    /// fingerprints of the action catalog and the audit rules, the check rules' version, and which
    /// icon artwork was there. A stored version whose record differs is rendered again
    /// (``GalleryService/rerender(concurrency:)``).
    package let renderingVersion: String

    /// Counted up whenever the summary, tile or flow this importer stores would come out
    /// differently for the same file (the catalog and audit rules are fingerprinted instead).
    /// (4: flagged actions are marked with the findings' words, not rule ids; "a computed address".)
    package static let rendererRevision = 4

    package init(limits: ImportLimits, resources: RenderingResources, auditor: Auditor?, trustRoots: TrustRoots) {
        self.limits = limits
        self.resources = resources
        self.auditor = auditor
        self.verifier = SignatureVerifier(trustRoots: trustRoots, limits: limits.read.signed)
        checker = ShortcutChecker(catalog: resources.catalog)
        renderingVersion = Self.renderingVersion(resources: resources, auditor: auditor)
    }

    /// `renderer 4; catalog 1a2b3c4d5e6f; audit 0f1e2d3c4b5a; check 1 5a4b3c2d1e0f; icons 9f8e7d6c5b4a`:
    /// the catalog's definitions and the audit rules, each hashed (SHA-256, first 12 hex digits) as
    /// loaded, the check's `rulesRevision` with a hash of its rule table (ids and severities), and
    /// the icon artwork (``iconsRecord(_:)``), so any change to one of them gives another record.
    /// (Records from before the check end at `audit …`: those versions are rendered again and get
    /// their check verdict.)
    static func renderingVersion(resources: RenderingResources, auditor: Auditor?) -> String {
        let catalog = fingerprint(String(describing: resources.catalog.definitions))
        let audit = auditor.map { fingerprint(StoredJSON.encode($0.rules)) } ?? "none"
        let rules = fingerprint(CheckRule.allCases.map { "\($0.rawValue) \($0.severity)" }.joined(separator: "\n"))
        return "renderer \(rendererRevision); catalog \(catalog); audit \(audit); "
            + "check \(ShortcutChecker.rulesRevision) \(rules); \(iconsRecord(resources.artwork))"
    }

    /// `icons none` when no icon set is found (every tile and action gets the neutral glyph), else
    /// `icons ` and a hash of the set's `.svg` file names: a gallery that gets `bootstrap-icons`
    /// (or another release of it) after rendering renders its versions again with the icons.
    static func iconsRecord(_ artwork: IconArtwork) -> String {
        guard let directory = artwork.directory,
            let files = try? FileManager.default.contentsOfDirectory(atPath: directory)
        else { return "icons none" }
        let icons = files.filter { $0.hasSuffix(".svg") }.sorted()
        return icons.isEmpty ? "icons none" : "icons " + fingerprint(icons.joined(separator: "\n"))
    }

    /// SHA-256 of `text`, its first 12 hex digits.
    static func fingerprint(_ text: String) -> String { String(sha256(Data(text.utf8)).prefix(12)) }

    /// The importer with the bundled catalog, audit rules and the discovered trust roots.
    package static func bundled(limits: ImportLimits = ImportLimits()) throws -> ShortcutImporter {
        ShortcutImporter(
            limits: limits, resources: try RenderingResources.bundled(), auditor: try Auditor.bundled(),
            trustRoots: TrustRoots.discover())
    }

    /// Reads one file. `suppliedName` is the uploaded file's name (only its last component's stem
    /// is used, as a display name; it never reaches the file system); the name is chosen by the
    /// toolkit's one rule, `Shortcut.displayName(iCloudName:fileName:)`.
    package func read(
        _ data: Data, suppliedName: String? = nil, iCloudName: String? = nil, iCloudID: String? = nil,
        givenName: String? = nil
    ) async throws(GalleryError) -> ImportedShortcut {
        guard data.count <= limits.maximumUploadBytes else {
            throw GalleryError(.tooLarge(limit: limits.maximumUploadBytes))
        }
        guard !data.isEmpty else { throw GalleryError(.empty) }
        let document = try decode(data)
        let (shortcut, container, encoding) = (document.shortcut, document.signedContainer, document.encoding)
        let report: SigningReport
        if let container { report = await verifier.verify(container) } else { report = await verifier.verify(data) }
        // A name given with the upload (`shortcut publish --name`, the API's `name`) is chosen like an
        // iCloud record's: it comes first.
        let name = shortcut.displayName(iCloudName: iCloudName ?? givenName, fileName: suppliedName)
        var metadata = RenderMetadata(name: name)
        if let container, container.kind == .icloud || container.kind == .contact { metadata.signing = container.kind }
        if let iCloudID { metadata.iCloudURL = "https://www.icloud.com/shortcuts/\(iCloudID)" }
        let renderable = RenderableShortcut(shortcut, metadata: metadata, resources: resources)
        let audit = auditor?.audit(shortcut, analysis: renderable.analysis)
        let check = GalleryCheck(diagnostics: checker.check(shortcut, analysis: renderable.analysis))
        var annotated = renderable
        if let audit {
            // Each flagged action is marked with what the audit found there, in words (the
            // rule ids are for the API and `shortcut audit`).
            annotated.annotations = RenderAnnotations(
                verdict: nil,
                marks: audit.involvedActions(labelledBy: \.verdict).mapValues { $0.joined(separator: "; ") })
        }
        let fragments = HTMLRenderer(artwork: resources.artwork).fragments(annotated)
        let tile = SVGTileRenderer(artwork: resources.artwork, width: 300, height: 180).render(renderable)
        return ImportedShortcut(
            original: data, sha256: Self.sha256(data),
            summary: summary(renderable, encoding: encoding), signingVerdict: report.verdict.rawValue,
            signingSummary: report.summary, audit: audit, check: check, tileSVG: tile,
            flowHTML: fragments.spriteDefinitions + "\n" + fragments.flow, iCloudID: iCloudID,
            renderingVersion: renderingVersion)
    }

    /// The model (and the signed container) read by the one shortcut reader within the limits,
    /// Apple's formats only (JSON is the toolkit's own rendering, not a file to share), every failure
    /// a typed 4xx.
    func decode(_ data: Data) throws(GalleryError) -> ShortcutDocument {
        do {
            return try ShortcutDocument(data: data, limits: limits.read, accepting: .appleFormats)
        } catch {
            throw GalleryError(error)
        }
    }

    func summary(_ renderable: RenderableShortcut, encoding: ShortcutPropertyList.Encoding) -> ShortcutSummary {
        var identifiers: [String] = []
        var names: [String] = []
        var seenIdentifiers = Set<String>()
        var seenNames = Set<String>()
        var apps = Set<String>()
        var categories = Set<String>()
        for (index, action) in renderable.shortcut.actions.enumerated() {
            if seenIdentifiers.insert(action.identifier).inserted { identifiers.append(action.identifier) }
            if renderable.summaries.indices.contains(index) {
                let name = renderable.summaries[index].name
                if seenNames.insert(name).inserted { names.append(name) }
            }
            if let app = action.appBundleIdentifier { apps.insert(app) }
            categories.insert(resources.catalog.category(for: action.identifier).rawValue)
        }
        return ShortcutSummary(
            name: renderable.displayName, actionCount: renderable.shortcut.actions.count, apps: apps.sorted(),
            categories: categories.sorted(), actionIdentifiers: identifiers, actionNames: names,
            encoding: encoding.rawValue, detailLine: renderable.detailLine)
    }

    static func sha256(_ data: Data) -> String {
        SHA256.hash(data: data).hexString
    }
}
