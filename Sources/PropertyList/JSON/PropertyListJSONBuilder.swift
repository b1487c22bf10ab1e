import Foundation

/// Builds ``PropertyListValue``s for ``PropertyListJSONReader``: integers up to 128 bits, reals,
/// the marker objects of `Docs/JSON.md` decoded, and `null` refused (no property-list counterpart).
struct PropertyListJSONBuilder: JSONBuilder {
    static var readsMarkers: Bool { true }

    func string(_ string: String) -> PropertyListValue { .string(string) }

    func number(_ text: UnsafeBufferPointer<UInt8>, isInteger: Bool, at offset: Int) throws(PropertyListError)
        -> PropertyListValue
    {
        if !isInteger {
            guard let real = Double(String(decoding: text, as: UTF8.self)) else {
                throw PropertyListError(
                    .invalidValue("number \(String(decoding: text.prefix(40), as: UTF8.self))"), offset: offset)
            }
            return .real(real)
        }
        guard let integer = XMLPropertyListParser.parseInteger(text) else {
            throw PropertyListError(.invalidValue("integer beyond 128 bits"), offset: offset)
        }
        return .integer(integer)
    }

    func boolean(_ flag: Bool) -> PropertyListValue { .boolean(flag) }

    func null(at offset: Int) throws(PropertyListError) -> PropertyListValue {
        throw PropertyListError(.unrepresentable("null has no property-list counterpart"), offset: offset)
    }

    func array(_ items: [PropertyListValue]) -> PropertyListValue { .array(items) }

    func object(names: [String], members: [PropertyListValue]) -> PropertyListValue {
        var raw = PropertyListDictionary(minimumCapacity: names.count)
        for (name, member) in zip(names, members) { raw[name] = member }
        return .dictionary(raw)
    }

    /// Decodes the marker objects; everything else is a plain dictionary.
    func interpret(_ value: PropertyListValue, at offset: Int) throws(PropertyListError) -> PropertyListValue {
        guard case .dictionary(let object) = value, object.count == 1, let name = object.keys.first, name.hasPrefix("$")
        else {
            return value
        }
        let content = object.values[0]
        func invalid(_ message: String) -> PropertyListError {
            PropertyListError(.invalidValue("\(name): \(message)"), offset: offset)
        }
        switch name {
        case "$real":
            switch content {
            case .string(let text):
                guard let real = Double(text) else { throw invalid("\"\(text.prefix(40))\" is not a number") }
                return .real(real)
            case .real(let real): return .real(real)
            case .integer(let integer):
                guard let int = integer.int64 else { throw invalid("integer out of range") }
                return .real(Double(int))
            default: throw invalid("expected a string such as \"nan\"")
            }
        case "$date":
            switch content {
            case .string(let text):
                var text = text
                let seconds = text.withUTF8 { PropertyListDateText.parse($0) }
                guard let seconds else { throw invalid("\"\(text.prefix(40))\" is not YYYY-MM-DDTHH:MM:SS[.f]Z") }
                return .date(Date(timeIntervalSinceReferenceDate: seconds))
            case .real(let seconds): return .date(Date(timeIntervalSinceReferenceDate: seconds))
            case .integer(let integer):
                guard let int = integer.int64 else { throw invalid("integer out of range") }
                return .date(Date(timeIntervalSinceReferenceDate: Double(int)))
            default: throw invalid("expected an ISO 8601 string")
            }
        case "$data":
            guard case .string(var text) = content else { throw invalid("expected a base64 string") }
            let decoded = text.withUTF8 { PropertyListBase64.decode($0) }
            guard case .success(let data) = decoded else { throw invalid("invalid base64") }
            return .data(data)
        case "$uid":
            guard case .integer(let integer) = content, let uid = integer.uint64 else {
                throw invalid("expected an integer from 0 to \(UInt64.max)")
            }
            return .uid(uid)
        case "$dict":
            guard case .dictionary(let dictionary) = content else { throw invalid("expected an object") }
            return .dictionary(dictionary)
        default:
            return .dictionary(object)
        }
    }
}
