extension RuntimeRegistry {
    /// Get Contacts from Input (vCards in text and files, ``VCardReader``), Get Details of
    /// Contacts, and Find Contacts on the contacts given to it; without them Find Contacts
    /// searches the device's contacts, so its result comes from the services.
    mutating func registerContactActions() {
        native("is.workflow.actions.detect.contacts", "Get Contacts from Input") { call in
            var contacts: [RuntimeValue] = []
            for (position, item) in try call.input("WFInput").items.enumerated() {
                if case .dictionary = item {
                    contacts.append(item)  // a contact already (a device's, from a stub)
                    continue
                }
                let bytes: [UInt8]
                if case .file(let file) = item {
                    bytes = Array(file.data)
                } else {
                    bytes = Array(call.coercion.text(item).utf8)
                }
                let limits = call.session.limits
                guard bytes.count <= limits.maximumTextBytes else {
                    throw ActionFailure(
                        .tooLarge(
                            "input item \(position + 1) is \(bytes.count) bytes (limit \(limits.maximumTextBytes))"))
                }
                do {
                    let cards = try VCardReader.cards(
                        in: bytes, maximumCards: max(0, limits.maximumItems - contacts.count),
                        maximumLineBytes: limits.maximumTextBytes)
                    contacts += cards.map { .dictionary(VCardContacts.contact($0, coercion: call.coercion)) }
                } catch {
                    throw ActionFailure.failed("input item \(position + 1): \(error)")
                }
            }
            return .list(contacts)
        }
        native("is.workflow.actions.properties.contacts", "Get Details of Contacts") { call in
            try call.details(known: VCardContacts.contactProperties)
        }
        native("is.workflow.actions.filter.contacts", "Find Contacts") { call in
            guard call.parameter("WFContentItemInputParameter") != nil else {
                // No contacts given: the app searches the device's contacts.
                return try await call.session.serviceOutput(call, support: .needsStub)
            }
            return try ContentFilter.filter(call) { name, item in
                try call.property(name, ofItems: item, known: VCardContacts.contactProperties)
            }
        }
    }
}
