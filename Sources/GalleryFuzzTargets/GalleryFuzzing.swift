import Foundation
import FuzzTargets
import ShortcutGallery

/// The pieces of ``GalleryFuzzTarget/upload`` that need the server module's internals or a
/// blocking wait.
enum GalleryFuzzing {
    /// The bundled catalog, audit rules and trust roots, loaded once per process; small limits so
    /// a run spends its time on many inputs, not on one large one. Missing, every input fails with
    /// the packaging error.
    static let importer = BundledFuzzResource("bundled importer resources") {
        try ShortcutImporter.bundled(
            limits: ImportLimits(
                maximumUploadBytes: 1 << 20, maximumDecodedBytes: 1 << 20, maximumObjectCount: 100_000,
                maximumDepth: 64))
    }

    static func decodeForm(_ text: String) -> [String: String] {
        FormEncoding.decode(text)
    }

    /// Runs the (async) import to completion: the task runs on the global executor, this thread
    /// waits on a semaphore (libFuzzer's callback is synchronous).
    static func importFile(
        _ data: Data, name: String?, importer: BundledFuzzResource<ShortcutImporter> = importer
    ) throws(FuzzFailure) -> Result<ImportedShortcut, GalleryError> {
        let importer = try importer.value(for: GalleryFuzzTarget.upload.rawValue)
        let box = ResultBox()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do throws(GalleryError) {
                box.result = .success(try await importer.read(data, suppliedName: name))
            } catch {
                box.result = .failure(error)
            }
            done.signal()
        }
        done.wait()
        return box.result ?? .failure(GalleryError(.empty))
    }

    /// The task's result, written before the semaphore is signalled and read after the wait, so
    /// the semaphore orders the two accesses.
    private final class ResultBox: @unchecked Sendable {
        var result: Result<ImportedShortcut, GalleryError>?
    }
}
