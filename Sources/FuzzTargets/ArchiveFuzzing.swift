import Archives
import Foundation

/// The archive target: `ArchiveCodec.extract` (ZIP, gzip or tar, DEFLATE inside) with a 1 MiB
/// limit. The promise: an ``ArchiveError`` at an offset inside the input, on one line; what extracts
/// stays within the limit, and written again as a ZIP it extracts to the same entries.
enum ArchiveFuzzing {
    static let maximumBytes = 1 << 20

    static func read(_ data: Data) throws(FuzzFailure) -> FuzzOutcome {
        let target = FuzzTarget.archive.rawValue
        let bytes = [UInt8](data)
        let entries: [ArchiveEntry]
        do {
            entries = try ArchiveCodec.extract(bytes, maximumBytes: maximumBytes)
        } catch let error as ArchiveError {
            return try CodecFuzzing.rejected(
                .archive, error.description, offset: error.offset, within: bytes.count, error: "ArchiveError")
        } catch {
            throw FuzzFailure(target: target, .unexpectedError("\(error)"), at: "extract")
        }
        let total = entries.reduce(0) { $0 + $1.data.count }
        guard total <= maximumBytes else {
            throw FuzzFailure(target: target, .unexpectedError("\(total) bytes past the limit"), at: "extract")
        }
        do {
            let again = try ArchiveCodec.extract(ArchiveCodec.zip(entries), maximumBytes: maximumBytes)
            guard again == entries else {
                throw FuzzFailure(target: target, .roundTripMismatch("the ZIP written extracts differently"), at: "zip")
            }
        } catch let failure as FuzzFailure {
            throw failure
        } catch {
            throw FuzzFailure(target: target, .writerRefused("the ZIP written does not extract: \(error)"), at: "zip")
        }
        return .accepted
    }
}
