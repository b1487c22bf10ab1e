import Foundation
import LZFSE

/// The LZFSE target: decode with a 16 MiB cap (bombs are rejected by the declared-size walk);
/// what decodes is encoded again and must decode to the same bytes.
enum LZFSEFuzzing {
    static func decode(_ data: Data) throws(FuzzFailure) -> FuzzOutcome {
        let target = FuzzTarget.lzfse.rawValue
        let decoder = LZFSEDecoder(maximumOutputSize: 16 << 20)
        let output: [UInt8]
        do {
            output = try decoder.decompress([UInt8](data))
        } catch let error as LZFSEError {
            return .rejected(error.description)
        } catch {
            throw FuzzFailure(target: target, .unexpectedError("\(error)"), at: "decode")
        }
        let encoded = LZFSEEncoder.encode(output)
        let again: [UInt8]
        do {
            again = try decoder.decompress(encoded)
        } catch {
            throw FuzzFailure(
                target: target, .roundTripMismatch("re-encoded stream does not decode: \(error)"), at: "re-encode")
        }
        if again != output {
            let offset = ByteMismatch.offset(again, output)
            throw FuzzFailure(
                target: target, .roundTripMismatch("re-encoded stream decodes differently"),
                at: "output byte \(offset) of \(output.count)")
        }
        return .accepted
    }
}
