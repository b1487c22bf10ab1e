extension PropertyListValue {
    /// Value equality that ignores dictionary key order (which binary plists do not define),
    /// but keeps every type distinction: booleans ≠ integers, integers ≠ reals. A NaN real equals
    /// a NaN real and a NaN date a NaN date (both are a `Double` read from the file), so every
    /// value is equivalent to itself.
    ///
    /// This is the equality a loss-free round trip promises; `==` also compares key order.
    public func isEquivalent(to other: PropertyListValue) -> Bool {
        switch (self, other) {
        case (.array(let left), .array(let right)):
            guard left.count == right.count else { return false }
            for index in left.indices where !left[index].isEquivalent(to: right[index]) { return false }
            return true
        case (.dictionary(let left), .dictionary(let right)):
            guard left.count == right.count else { return false }
            for (key, value) in left {
                guard let counterpart = right[key], value.isEquivalent(to: counterpart) else { return false }
            }
            return true
        case (.real(let left), .real(let right)):
            return left == right || (left.isNaN && right.isNaN)
        case (.date(let left), .date(let right)):
            let leftSeconds = left.timeIntervalSinceReferenceDate
            let rightSeconds = right.timeIntervalSinceReferenceDate
            return leftSeconds == rightSeconds || (leftSeconds.isNaN && rightSeconds.isNaN)
        default:
            return self == other
        }
    }

    /// The first place where two values differ, as a key path (`a.b[3].c`), or nil when
    /// ``isEquivalent(to:)``. Meant for test failures and diagnostics.
    public func firstDifference(from other: PropertyListValue, path: String = "") -> String? {
        switch (self, other) {
        case (.array(let left), .array(let right)):
            if left.count != right.count { return "\(path) (array of \(left.count) vs \(right.count))" }
            for index in left.indices {
                if let found = left[index].firstDifference(from: right[index], path: "\(path)[\(index)]") {
                    return found
                }
            }
            return nil
        case (.dictionary(let left), .dictionary(let right)):
            for (key, value) in left {
                guard let counterpart = right[key] else { return "\(path).\(key) (missing on the right)" }
                if let found = value.firstDifference(from: counterpart, path: "\(path).\(key)") { return found }
            }
            for key in right.keys where left[key] == nil { return "\(path).\(key) (missing on the left)" }
            return nil
        default:
            return isEquivalent(to: other) ? nil : "\(path) (\(self.differenceText) vs \(other.differenceText))"
        }
    }

    /// A leaf as ``firstDifference(from:path:)`` shows it. Dates are shown as their stored
    /// seconds: Foundation's `Date.description` traps on a NaN or huge date, and files can hold those.
    private var differenceText: String {
        switch self {
        case .date(let date): "date(\(date.timeIntervalSinceReferenceDate) s since 2001)"
        case .array(let elements): "array of \(elements.count)"
        case .dictionary(let dictionary): "dictionary of \(dictionary.count)"
        default: "\(self)"
        }
    }
}
