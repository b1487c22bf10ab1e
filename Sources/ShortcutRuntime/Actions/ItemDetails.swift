extension ActionCall {
    /// A property of items of a kind (store items, contacts, places), given as items or as
    /// dictionaries from a stub: a property of the kind (`known`) that this item lacks is
    /// nothing, as the app gives for a contact without a nickname; any other name is read by
    /// ``property(_:of:)``, which fails naming a property that is not there.
    func property(_ name: String, ofItems value: RuntimeValue, known: Set<String>) throws -> RuntimeValue {
        switch value {
        case .list(let items):
            return .collection(of: try items.map { try property(name, ofItems: $0, known: known) })
        case .dictionary(let members) where members[name] == nil && known.contains(name): return .nothing
        default: return try property(name, of: value)
        }
    }

    /// Get Details of …: `WFContentItemPropertyName` of the input.
    func details(known: Set<String>) throws -> RuntimeValue {
        let input = try input("WFInput")
        let name = try option("WFContentItemPropertyName", default: "Name")
        return try property(name, ofItems: input, known: known)
    }
}
