import Foundation
import PropertyList

/// The four property list reader targets.
enum PropertyListFuzzing {
    /// Reads `data` with the target's reader; an accepted value must then be equivalent to itself
    /// with no first difference (NaN reals and NaN dates included), and describable.
    static func read(_ data: Data, target: FuzzTarget) throws(FuzzFailure) -> FuzzOutcome {
        let value: PropertyListValue
        do {
            switch target {
            case .binaryPlist: value = try BinaryPropertyListReader().read(data)
            case .xmlPlist: value = try XMLPropertyListReader().read(data)
            case .jsonPlist: value = try PropertyListJSONReader().read(data)
            default: value = try PropertyListValue(decoding: data)
            }
        } catch {
            return .rejected(error.description)
        }
        try checkReflexive(value, target: target.rawValue)
        return .accepted
    }

    /// `value` compared with itself: equivalent, and no difference named.
    static func checkReflexive(_ value: PropertyListValue, target: String) throws(FuzzFailure) {
        if let difference = value.firstDifference(from: value) {
            throw FuzzFailure(target: target, .roundTripMismatch("a value differs from itself"), at: difference)
        }
        guard value.isEquivalent(to: value) else {
            throw FuzzFailure(target: target, .roundTripMismatch("a value is not equivalent to itself"), at: "root")
        }
    }
}
