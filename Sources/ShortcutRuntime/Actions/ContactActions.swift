import VCardFormat

extension RuntimeRegistry {
    /// Get Contacts from Input (vCards in text and files, ``VCardReader``), Get Details of
    /// Contacts, and Find Contacts on the contacts given to it; without them Find Contacts
    /// searches the device's contacts, so its result comes from the services.
    mutating func registerContactActions() {
        native("is.workflow.actions.detect.contacts") { call in
            .list(try Self.contacts(in: try call.input("WFInput"), call, keepingOthers: false))
        }
        native("is.workflow.actions.properties.contacts") { call in
            // A .vcf file or vCard text is a contact here too, as the app coerces it (the
            // corpus's vCard menus ask a chosen .vcf file for its First Name).
            let input = try call.input("WFInput")
            let contacts = try Self.contacts(in: input, call, keepingOthers: true)
            let name = try call.option("WFContentItemPropertyName", default: "Name")
            let value = RuntimeValue.list(contacts)
            let details = try call.property(name, ofItems: value, known: VCardContacts.contactProperties)
            if case .list = input { return details }
            return .collapsing(details.items)
        }
        native("is.workflow.actions.filter.contacts") { call in
            guard call.parameter("WFContentItemInputParameter") != nil else {
                // No contacts given: the app searches the device's contacts.
                return try await call.deviceOutput()
            }
            return try ContentFilter.filter(call) { name, item in
                let contact = try Self.contacts(in: item, call, keepingOthers: true)
                return try call.property(name, ofItems: .collapsing(contact), known: VCardContacts.contactProperties)
            }
        }
    }

    /// The contacts of `value`'s items: a contact stays itself, a dictionary (a device's, from a
    /// stub) is a contact of its members; text and files are read as vCards. An item holding no card is dropped, or kept
    /// as it is with `keepingOthers` (so reading a property of it fails naming its type).
    static func contacts(in value: RuntimeValue, _ call: ActionCall, keepingOthers: Bool) throws -> [RuntimeValue] {
        var contacts: [RuntimeValue] = []
        let limits = call.limits
        for (position, item) in value.items.enumerated() {
            switch item {
            case .item(let contact) where contact.kind == .contact:
                contacts.append(item)
                continue
            case .dictionary(let members):
                contacts.append(.item(ContentItem(.contact, members)))
                continue
            default: break
            }
            let bytes: [UInt8]
            if case .file(let file) = item {
                bytes = Array(file.data)
            } else {
                bytes = Array(call.coercion.text(item).utf8)
            }
            guard bytes.count <= limits.maximumTextBytes else {
                throw ActionFailure(
                    .tooLarge("input item \(position + 1) is \(bytes.count) bytes (limit \(limits.maximumTextBytes))"))
            }
            let cards: [VCard]
            do {
                cards = try VCardReader.cards(
                    in: bytes, maximumCards: max(0, limits.maximumItems - contacts.count),
                    maximumLineBytes: limits.maximumTextBytes)
            } catch {
                throw ActionFailure.failed("input item \(position + 1): \(error)")
            }
            if cards.isEmpty, keepingOthers { contacts.append(item) }
            contacts += cards.map { .item(ContentItem(.contact, VCardContacts.contact($0, coercion: call.coercion))) }
        }
        return contacts
    }
}
