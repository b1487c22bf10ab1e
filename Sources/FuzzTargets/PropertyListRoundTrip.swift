import Foundation
import PropertyList

/// The round-trip oracle. Whatever `PropertyListValue(decoding:)` accepts (binary, XML or JSON) is
/// written in each format and read back:
///
/// - **binary** and **JSON**: the value read back is equivalent to the original (every type, the
///   full integer range, NaN, UIDs, sub-second dates);
/// - **XML**: equivalent to ``xmlCarried(_:)`` of the original, because XML cannot carry
///   sub-second dates (the writer keeps whole seconds, rounded towards the past) or UIDs (written
///   as a `{CF$UID: n}` dictionary, which the reader keeps as a dictionary). Values XML cannot
///   hold at all make the writer throw `unrepresentable` and are skipped: strings or keys with
///   characters XML 1.0 forbids (U+0000–U+0008, U+000B, U+000C, U+000E–U+001F, U+FFFE, U+FFFF),
///   and dates that are not finite or further than 1e16 s from 2001.
///
/// In every format, writing the read-back value again gives the same bytes (the writers are
/// deterministic and keep key order, so nothing drifts over repeated round trips).
enum PropertyListRoundTrip {
    static let target = FuzzTarget.oracle.rawValue

    static func check(_ data: Data) throws(FuzzFailure) -> FuzzOutcome {
        let value: PropertyListValue
        do {
            value = try PropertyListValue(decoding: data)
        } catch {
            return .rejected(error.description)
        }
        try PropertyListFuzzing.checkReflexive(value, target: target)
        for format in PropertyListFormat.allCases {
            try roundTrip(value, as: format)
        }
        return .accepted
    }

    /// Writes `value` as `format`, reads it back, compares, and writes again.
    static func roundTrip(_ value: PropertyListValue, as format: PropertyListFormat) throws(FuzzFailure) {
        let stage = "\(format) round trip"
        let written: Data
        do {
            written = try value.encoded(as: format)
        } catch {
            if format == .xml, case .unrepresentable = error.reason { return }
            throw FuzzFailure(target: target, .writerRefused(error.description), at: stage)
        }
        let back: PropertyListValue
        do {
            back = try PropertyListValue(decoding: written)
        } catch {
            throw FuzzFailure(
                target: target, .roundTripMismatch("written \(format) does not read: \(error)"), at: stage)
        }
        let expected = format == .xml ? xmlCarried(value) : value
        if let difference = back.firstDifference(from: expected) {
            throw FuzzFailure(target: target, .roundTripMismatch("\(format) reads back differently"), at: difference)
        }
        let again: Data
        do {
            again = try back.encoded(as: format)
        } catch {
            throw FuzzFailure(target: target, .writerRefused("second write: \(error)"), at: stage)
        }
        if again != written {
            let offset = ByteMismatch.offset(again, written)
            throw FuzzFailure(
                target: target, .roundTripMismatch("writing the value read back changes byte \(offset)"), at: stage)
        }
    }

    /// What an XML file can keep of `value`: dates rounded down to whole seconds, UIDs as
    /// `{CF$UID: n}` dictionaries.
    static func xmlCarried(_ value: PropertyListValue) -> PropertyListValue {
        switch value {
        case .date(let date):
            .date(Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate.rounded(.down)))
        case .uid(let uid):
            .dictionary(["CF$UID": .integer(PropertyListInteger(uid))])
        case .array(let elements):
            .array(elements.map(xmlCarried))
        case .dictionary(let dictionary):
            .dictionary(dictionary.mapValues(xmlCarried))
        default:
            value
        }
    }
}
