import Foundation
import OrderedCollections
import VCardFormat

/// Cards as contacts: the properties of one contact (``ContentItem``) per card, keyed by the property names the app shows for
/// contacts (the catalog's Get Details of Contacts), each from the vCard property RFC 6350
/// defines for it. A property the card does not have is left out of the dictionary and reads
/// as nothing (``contactProperties``).
///
/// Phone Number, Email Address, URL and Street Address are singular in the app but a card may
/// hold several: one stays itself, several are a list of all of them in the card's order — a
/// choice unconfirmed on a device.
enum VCardContacts {
    /// The contact properties read from cards: reading one a card lacks gives nothing.
    static let contactProperties: Set<String> = [
        "Name", "First Name", "Middle Name", "Last Name", "Prefix", "Suffix", "Nickname", "Phonetic First Name",
        "Phonetic Middle Name", "Phonetic Last Name", "Company", "Department", "Job Title", "Phone Number",
        "Email Address", "URL", "Street Address", "Birthday", "Notes", "Has Photo",
    ]

    static func contact(_ card: VCard, coercion: RuntimeCoercion) -> OrderedDictionary<String, RuntimeValue> {
        var contact = OrderedDictionary<String, RuntimeValue>()
        // N (RFC 6350 §6.2.2): family; given; additional; prefixes; suffixes.
        let name = card.first("N")?.components ?? []
        func part(_ index: Int) -> String? {
            guard index < name.count else { return nil }
            let text = name[index].replacingOccurrences(of: ",", with: " ").trimmingCharacters(in: .whitespaces)
            return text.isEmpty ? nil : text
        }
        let formatted = card.first("FN")?.text.trimmingCharacters(in: .whitespaces) ?? ""
        let composed = [part(3), part(1), part(2), part(0), part(4)].compactMap { $0 }.joined(separator: " ")
        let display = formatted.isEmpty ? composed : formatted
        if !display.isEmpty { contact["Name"] = .text(display) }
        for (key, index) in [("First Name", 1), ("Middle Name", 2), ("Last Name", 0), ("Prefix", 3), ("Suffix", 4)] {
            if let text = part(index) { contact[key] = .text(text) }
        }
        // Apple's phonetic name extensions.
        for (key, property) in [
            ("Phonetic First Name", "X-PHONETIC-FIRST-NAME"), ("Phonetic Middle Name", "X-PHONETIC-MIDDLE-NAME"),
            ("Phonetic Last Name", "X-PHONETIC-LAST-NAME"),
        ] {
            if let text = nonEmpty(card.first(property)?.text) { contact[key] = .text(text) }
        }
        if let nickname = nonEmpty(card.first("NICKNAME")?.text) { contact["Nickname"] = .text(nickname) }
        // ORG (§6.6.4): the organisation, then its units.
        let organization = card.first("ORG")?.components ?? []
        if let company = nonEmpty(organization.first) { contact["Company"] = .text(company) }
        if organization.count > 1, let department = nonEmpty(organization[1...].joined(separator: ", ")) {
            contact["Department"] = .text(department)
        }
        if let title = nonEmpty(card.first("TITLE")?.text) { contact["Job Title"] = .text(title) }
        contact["Phone Number"] = several(card.all("TEL").compactMap { nonEmpty($0.text).map(RuntimeValue.text) })
        contact["Email Address"] = several(card.all("EMAIL").compactMap { nonEmpty($0.text).map(RuntimeValue.text) })
        contact["URL"] = several(card.all("URL").compactMap { nonEmpty($0.text).map(RuntimeValue.url) })
        contact["Street Address"] = several(card.all("ADR").compactMap { address($0).map(RuntimeValue.text) })
        if let birthday = card.first("BDAY")?.text.trimmingCharacters(in: .whitespaces), !birthday.isEmpty {
            contact["Birthday"] = self.birthday(birthday, coercion).map(RuntimeValue.date) ?? .text(birthday)
        }
        if let notes = nonEmpty(card.first("NOTE")?.text) { contact["Notes"] = .text(notes) }
        contact["Has Photo"] = .boolean(card.first("PHOTO") != nil)
        return contact
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        return text
    }

    private static func several(_ values: [RuntimeValue]) -> RuntimeValue? {
        values.isEmpty ? nil : RuntimeValue.collapsing(values)
    }

    /// ADR (§6.3.1): post office box; extended address; street; locality; region; postal code;
    /// country — as the lines of a postal address.
    private static func address(_ property: VCardProperty) -> String? {
        let parts = property.components.map {
            $0.replacingOccurrences(of: ",", with: " ").trimmingCharacters(in: .whitespaces)
        }
        func at(_ index: Int) -> String { index < parts.count ? parts[index] : "" }
        let town = [at(3), [at(4), at(5)].filter { !$0.isEmpty }.joined(separator: " ")].filter { !$0.isEmpty }
        let lines = [at(0), at(1), at(2), town.joined(separator: ", "), at(6)].filter { !$0.isEmpty }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// BDAY: `1996-04-15`, `19960415`, with or without a time after `T`. A date without a year
    /// (`--0415`) or any other form stays text.
    private static func birthday(_ text: String, _ coercion: RuntimeCoercion) -> Date? {
        let day = text.split(separator: "T", maxSplits: 1).first.map(String.init) ?? text
        for format in ["yyyy-MM-dd", "yyyyMMdd"] where day.count == format.count {
            if let date = coercion.formatter(format: format).date(from: day) { return date }
        }
        return nil
    }
}
