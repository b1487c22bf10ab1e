import Foundation
import RegularExpressions

/// The regular-expression target: the input up to its first NUL byte is the pattern, the rest the
/// text (the pattern itself when there is no NUL), both read as UTF-8. `BoundedRegex` compiles the
/// pattern and searches the text within a budget of 200,000 steps. The promise: a refusal is a
/// one-line `BoundedRegex.Failure`; matches lie in the text, in order, without overlapping; and
/// replacing every match by itself (`$0`) gives the text back.
enum RegexFuzzing {
    static func read(_ data: Data) throws(FuzzFailure) -> FuzzOutcome {
        let target = FuzzTarget.regex.rawValue
        let bytes = [UInt8](data)
        let split = bytes.firstIndex(of: 0)
        let pattern = String(decoding: bytes[..<(split ?? bytes.count)], as: UTF8.self)
        let text = split.map { String(decoding: bytes[($0 + 1)...], as: UTF8.self) } ?? pattern
        let scalars = Array(text.unicodeScalars)
        do {
            let regex = try BoundedRegex(pattern)
            var budget = 200_000
            let matches = try regex.matches(in: scalars, budget: &budget)
            var end = 0
            for match in matches {
                guard match.range.lowerBound >= end, match.range.upperBound <= scalars.count else {
                    throw FuzzFailure(
                        target: target, .unexpectedError("match \(match.range) after \(end) in \(scalars.count)"),
                        at: "matches")
                }
                end = match.range.upperBound
            }
            budget = 200_000
            let replaced = try regex.replacing(in: text, with: "$0", budget: &budget)
            guard replaced == text else {
                throw FuzzFailure(target: target, .roundTripMismatch("$0 does not give the text back"), at: "replace")
            }
            return .accepted
        } catch let failure as FuzzFailure {
            throw failure
        } catch let failure as BoundedRegex.Failure {
            guard !failure.description.contains("\n") else {
                throw FuzzFailure(
                    target: target, .unexpectedError("not one line: \(failure.description)"), at: "BoundedRegex.Failure"
                )
            }
            return .rejected(failure.description)
        } catch {
            throw FuzzFailure(target: target, .unexpectedError("\(error)"), at: "regex")
        }
    }
}
