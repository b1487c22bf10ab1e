extension RuntimeRegistry {
    /// Store Content, Get Stored Content and Delete Stored Content: values kept under a key,
    /// for this shortcut or (`WFStoredContentGlobalValue`) for every shortcut. The store lives
    /// for one run — Run Shortcut shares it — and starts empty, so a test states what a previous
    /// run would have left.
    mutating func registerStoredContentActions() {
        native("is.workflow.actions.setstoredcontent") { call in
            let value = try call.input("WFInput")
            let (key, global) = try Self.storedContentKey(call)
            call.setStoredContent(value, key, global: global)
            return value
        }
        native("is.workflow.actions.getstoredcontent") { call in
            let (key, global) = try Self.storedContentKey(call)
            return call.storedContent(key, global: global) ?? .nothing
        }
        native("is.workflow.actions.deletestoredcontent") { call in
            let (key, global) = try Self.storedContentKey(call)
            call.setStoredContent(nil, key, global: global)
            return .nothing
        }
    }

    /// The key in the run’s store, and whether the value is global (else the shortcut’s name
    /// scopes it).
    static func storedContentKey(_ call: ActionCall) throws -> (key: String, global: Bool) {
        let key = try call.text("WFStoredContentKey")
        guard !key.isEmpty else { throw ActionFailure.parameter("WFStoredContentKey", "an empty key") }
        let global = try call.bool("WFStoredContentGlobalValue", default: false)
        return (key, global)
    }
}

/// A key of the run's stored content: the shortcut that owns it (nil for a global value) and
/// the key the action names.
struct StoredContentKey: Hashable {
    var shortcut: String?
    var key: String
}
