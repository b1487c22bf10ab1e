import Crypto
import Foundation
import LZFSE

extension AEAContainer {
    /// Decodes every segment (raw copy or LZFSE) and concatenates them: the Apple Archive.
    ///
    /// Memory stays bounded: the declared payload size must be within `maximumSize`, each
    /// segment's decoder may produce at most the segment's declared size (which the parser
    /// already bounded by the root header's segment and payload sizes), so a stream that
    /// expands further — a decompression bomb — stops there with an error.
    ///
    /// - Parameters:
    ///   - maximumSize: Largest decoded payload accepted.
    ///   - verifyChecksums: Compare each decoded segment with its header checksum (cheap;
    ///     recommended even when signatures are not verified).
    /// - Throws: ``AEAError`` naming the segment and its offset.
    public func decodePayload(maximumSize: Int, verifyChecksums: Bool = true) throws(AEAError) -> [UInt8] {
        let declared = rootHeader.payloadSize
        guard declared <= UInt64(max(0, maximumSize)) else {
            throw AEAError(.payloadTooLarge(declared: declared, limit: maximumSize), offset: rootHeaderRange.lowerBound)
        }
        var payload: [UInt8] = []
        payload.reserveCapacity(Int(declared))
        for segment in segments {
            let stored = data.slice(segment.storedRange)
            let start = payload.count
            if segment.isRaw {
                payload.append(contentsOf: stored)
            } else {
                payload.append(contentsOf: try decompress(stored, segment: segment))
            }
            let decodedCount = payload.count - start
            guard decodedCount == segment.decodedSize else {
                throw AEAError(
                    .segmentSizeMismatch(segment: segment.id, declared: segment.decodedSize, actual: decodedCount),
                    offset: segment.storedRange.lowerBound)
            }
            if verifyChecksums {
                let matches = payload.withUnsafeBufferPointer { buffer in
                    checksumMatches(
                        UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[start...])), segment: segment)
                }
                guard matches else {
                    throw AEAError(.checksumMismatch(segment: segment.id), offset: segment.headerOffset + 8)
                }
            }
        }
        return payload
    }

    private func decompress(_ stored: Data, segment: AEASegment) throws(AEAError) -> [UInt8] {
        let decoder = LZFSEDecoder(maximumOutputSize: segment.decodedSize)
        do {
            return try stored.withUnsafeBytes { try decoder.decompress($0) }
        } catch let error as LZFSEError {
            if case .outputLimitExceeded(let limit) = error.reason {
                throw AEAError(
                    .decompressionLimitExceeded(segment: segment.id, limit: limit),
                    offset: segment.storedRange.lowerBound + error.offset)
            }
            throw AEAError(
                .segmentDecodingFailed(segment: segment.id, detail: error.description),
                offset: segment.storedRange.lowerBound + error.offset)
        } catch {
            throw AEAError(
                .segmentDecodingFailed(segment: segment.id, detail: String(describing: error)),
                offset: segment.storedRange.lowerBound)
        }
    }

    /// Compares decoded bytes with the segment header's checksum.
    func checksumMatches(_ decoded: UnsafeRawBufferPointer, segment: AEASegment) -> Bool {
        switch rootHeader.checksum {
        case .none:
            return true
        case .sha256:
            return SHA256.hash(data: decoded).elementsEqual(segment.checksum)
        case .murmur64:
            return Murmur64A.hash(decoded, seed: Murmur64A.aeaSeed).littleEndianBytes == segment.checksum
        }
    }
}
