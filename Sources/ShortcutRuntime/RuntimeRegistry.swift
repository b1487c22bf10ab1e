import ShortcutCatalog

/// Which actions the runtime runs, how, and what it calls them.
///
/// Three kinds of support, the same the coverage table in `Docs/Running.md` lists:
/// ``RuntimeRegistry/Support/native`` actions run here; ``RuntimeRegistry/Support/needsStub`` actions need the device (their
/// output comes from ``DeviceServices``); ``RuntimeRegistry/Support/notSupported`` actions could run off the
/// device but are not implemented yet (a stub can still give their output). Anything the
/// registry does not list is device-bound if it is another app's action, and not supported
/// yet if it is a built-in one.
public struct RuntimeRegistry: Sendable {
    /// How an action is handled; the raw value is the coverage table's wording.
    public enum Support: String, Sendable, Hashable, CaseIterable {
        case native = "native"
        case needsStub = "needs a stub"
        case notSupported = "not supported yet"
    }

    typealias Implementation = @Sendable (ActionCall) async throws -> RuntimeValue

    struct Entry: Sendable {
        var name: String
        var support: Support
        /// Comment, Set Variable and the like hand their input on unchanged.
        var passesInputThrough: Bool
        var implementation: Implementation?
    }

    private(set) var entries: [String: Entry] = [:]
    let catalog: ActionCatalog?

    init(catalog: ActionCatalog?) { self.catalog = catalog }

    /// Every action of the runtime, with the bundled catalog for names.
    public static let standard: RuntimeRegistry = {
        var registry = RuntimeRegistry(catalog: try? ActionCatalog.bundled())
        registry.registerControlActions()
        registry.registerTextActions()
        registry.registerNumberActions()
        registry.registerCollectionActions()
        registry.registerDateActions()
        registry.registerEncodingActions()
        registry.registerWebActions()
        registry.registerStoreActions()
        registry.registerFileActions()
        registry.registerInteractionActions()
        registry.registerFilterActions()
        registry.registerContactActions()
        registry.registerArchiveActions()
        registry.registerContentActions()
        registry.registerImageActions()
        registry.registerBarcodeActions()
        registry.registerPDFActions()
        registry.registerMeasurementActions()
        registry.registerStoredContentActions()
        registry.registerShellScriptAction()
        registry.registerFinderActions()
        registry.registerLocationActions()
        registry.registerArticleActions()
        registry.registerPresentationActions()
        registry.registerDeviceActions()
        return registry
    }()

    func entry(for identifier: String) -> Entry? { entries[identifier] }

    /// How the runtime handles `identifier`.
    public func support(for identifier: String) -> Support {
        if let entry = entries[identifier] { return entry.support }
        return identifier.hasPrefix("is.workflow.actions.") ? .notSupported : .needsStub
    }

    /// The action's name in the app.
    public func name(for identifier: String) -> String {
        if let entry = entries[identifier] { return entry.name }
        return catalog?.title(for: identifier) ?? identifier
    }

    /// Identifiers the registry lists, sorted, with their support.
    public var listed: [(identifier: String, support: Support)] {
        entries.keys.sorted().map { ($0, entries[$0]!.support) }
    }

    mutating func native(
        _ identifier: String, _ name: String, passesInputThrough: Bool = false,
        _ implementation: @escaping Implementation
    ) {
        entries[identifier] = Entry(
            name: name, support: .native, passesInputThrough: passesInputThrough, implementation: implementation)
    }

    mutating func device(_ identifier: String, _ name: String) {
        entries[identifier] = Entry(name: name, support: .needsStub, passesInputThrough: false, implementation: nil)
    }

    mutating func unsupported(_ identifier: String, _ name: String) {
        entries[identifier] = Entry(name: name, support: .notSupported, passesInputThrough: false, implementation: nil)
    }
}
