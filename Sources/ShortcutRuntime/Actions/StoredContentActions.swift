extension RuntimeRegistry {
    /// Store Content, Get Stored Content and Delete Stored Content: values kept under a key,
    /// for this shortcut or (`WFStoredContentGlobalValue`) for every shortcut. The store lives
    /// for one run — Run Shortcut shares it — and starts empty, so a test states what a previous
    /// run would have left.
    mutating func registerStoredContentActions() {
        native("is.workflow.actions.setstoredcontent", "Store Content") { call in
            let value = try call.input("WFInput")
            let key = try Self.storedContentKey(call)
            call.session.storedContent[key] = value
            return value
        }
        native("is.workflow.actions.getstoredcontent", "Get Stored Content") { call in
            call.session.storedContent[try Self.storedContentKey(call)] ?? .nothing
        }
        native("is.workflow.actions.deletestoredcontent", "Delete Stored Content") { call in
            call.session.storedContent[try Self.storedContentKey(call)] = nil
            return .nothing
        }
    }

    /// The key in the run's store: the shortcut's name scopes a value unless it is global.
    static func storedContentKey(_ call: ActionCall) throws -> StoredContentKey {
        let key = try call.text("WFStoredContentKey")
        guard !key.isEmpty else { throw ActionFailure.parameter("WFStoredContentKey", "an empty key") }
        let global = try call.bool("WFStoredContentGlobalValue", default: false)
        return StoredContentKey(shortcut: global ? nil : call.frame.name, key: key)
    }
}

/// A key of the run's stored content: the shortcut that owns it (nil for a global value) and
/// the key the action names.
struct StoredContentKey: Hashable {
    var shortcut: String?
    var key: String
}
