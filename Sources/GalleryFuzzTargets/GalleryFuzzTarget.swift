import Foundation
import FuzzTargets
import ShortcutGallery

/// The gallery's readers of uploads, kept apart from ``FuzzTarget`` so that only this executable
/// compiles the server's dependencies (Hummingbird, GRDB, PostgresNIO). Same contract: ``run(_:)``
/// is the whole target, called by the libFuzzer executable in `Fuzz/` and by the regression replay.
public enum GalleryFuzzTarget: String, Sendable, CaseIterable {
    /// An upload as the server reads it. The input's first line is the request's `Content-Type`,
    /// the rest its body: the boundary parameter (`MultipartFormData.boundary(contentType:)`), the
    /// `multipart/form-data` parser, the query-string decoder on the body, and the import pipeline
    /// (`ShortcutImporter.read`: classification by bytes, size and decode limits, the model,
    /// signature check, audit and rendering) on the `file` part, or on the whole body when the
    /// body is not multipart (the JSON API's raw upload).
    case upload

    /// Runs the target on one input.
    ///
    /// - Returns: Whether the upload was imported.
    /// - Throws: ``FuzzFailure`` when a promise broke: a multipart error placed outside the body,
    ///   more parts than the limit, a server error (5xx) for a bad upload, an import that does
    ///   not keep the original bytes, or the bundled importer resources missing.
    public func run(_ data: Data) throws(FuzzFailure) -> FuzzOutcome {
        let newline = data.firstIndex(of: UInt8(ascii: "\n")) ?? data.endIndex
        let contentType = String(decoding: data[data.startIndex..<newline], as: UTF8.self)
        let body = newline < data.endIndex ? Data(data[(newline + 1)...]) : Data()

        _ = GalleryFuzzing.decodeForm(String(decoding: body, as: UTF8.self))
        var file = body
        var fileName: String?
        let boundary = MultipartFormData.boundary(contentType: contentType) ?? "fuzz-boundary"
        do {
            let form = try MultipartFormData(data: body, boundary: boundary, maximumParts: 8)
            guard form.parts.count <= 8 else {
                throw failure(.unexpectedError("\(form.parts.count) parts read with a limit of 8"), at: "multipart")
            }
            if let part = form.part("file") {
                file = part.body
                fileName = part.fileName
            }
        } catch let error as MultipartError {
            guard (0...body.count).contains(error.offset) else {
                throw failure(.unexpectedError("\(error) outside a \(body.count)-byte body"), at: "multipart")
            }
        } catch let error as FuzzFailure {
            throw error
        } catch {
            throw failure(.unexpectedError(String(describing: error)), at: "multipart")
        }

        switch try GalleryFuzzing.importFile(file, name: fileName) {
        case .success(let imported):
            guard imported.original == file, imported.sha256.count == 64 else {
                throw failure(.roundTripMismatch("the stored original is not the uploaded bytes"), at: "import")
            }
            return .accepted
        case .failure(let error):
            guard (400..<500).contains(error.status) else {
                throw failure(.unexpectedError("status \(error.status) for a bad upload: \(error)"), at: "import")
            }
            return .rejected(error.description)
        }
    }

    private func failure(_ reason: FuzzFailure.Reason, at location: String) -> FuzzFailure {
        FuzzFailure(target: rawValue, reason, at: location)
    }

    /// The libFuzzer executable's name: `Fuzz` and the capitalised raw value (`FuzzUpload`).
    public var executableName: String { "Fuzz" + rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
