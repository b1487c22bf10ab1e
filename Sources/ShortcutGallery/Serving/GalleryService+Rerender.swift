import Foundation
import Logging

/// What one pass of rendering again did.
package struct RerenderReport: Sendable, Equatable {
    /// Versions rendered again and stored.
    package var rendered = 0
    /// Versions whose original could not be rendered again (their old rendering stays).
    package var failed = 0

    package init(rendered: Int = 0, failed: Int = 0) {
        self.rendered = rendered
        self.failed = failed
    }
}

extension GalleryService {
    /// Renders again, from their original bytes, every stored version that an older renderer,
    /// catalog or rule set made (``ShortcutImporter/renderingVersion``), `concurrency` at a
    /// time; progress and failures go to `logger`. A version that fails keeps its old rendering
    /// (and is not tried again in this pass). Pages are served meanwhile: each replacement is
    /// one transaction, and changes the shortcut's stamp, so no cached page outlives it.
    package func rerender(concurrency: Int? = nil, logger: Logger = Logger(label: "shortcut-gallery.rerender"))
        async -> RerenderReport
    {
        let width = max(1, concurrency ?? configuration.rerenderConcurrency)
        let current = importer.renderingVersion
        var report = RerenderReport()
        var failed = Set<StoredVersionKey>()
        while !Task.isCancelled {
            let batch: [StoredVersionKey]
            do {
                // Failed versions are still "old", so ask for enough rows to get past them.
                batch = try await storage.versionsRendered(notWith: current, limit: 64 + failed.count)
                    .filter { !failed.contains($0) }
            } catch {
                logger.error("re-render: cannot list versions: \(error)")
                break
            }
            if batch.isEmpty { break }
            if report.rendered == 0 && report.failed == 0 {
                logger.info("re-render: versions made by an older renderer found; rendering with \(current)")
            }
            await withTaskGroup(of: (StoredVersionKey, String?).self) { group in
                var next = batch.makeIterator()
                func start() {
                    guard let key = next.next() else { return }
                    group.addTask { (key, await renderAgain(key)) }
                }
                for _ in 0..<width { start() }
                while let (key, failure) = await group.next() {
                    if let failure {
                        failed.insert(key)
                        report.failed += 1
                        logger.warning(
                            "re-render: shortcut \(key.shortcutID) v\(key.number) kept its old rendering: \(failure)")
                    } else {
                        report.rendered += 1
                    }
                    start()
                }
            }
            logger.info("re-render: \(report.rendered) rendered again, \(report.failed) failed so far")
        }
        return report
    }

    /// Renders one version again and stores it; the reason when that failed.
    func renderAgain(_ key: StoredVersionKey) async -> String? {
        do {
            guard let input = try await storage.renderingInput(key) else { return "it was deleted" }
            let rendering = try await importer.read(input.original, iCloudName: input.name, iCloudID: input.iCloudID)
            try await storage.replaceRendering(key, with: rendering)
            return nil
        } catch {
            return String(describing: error)
        }
    }
}
