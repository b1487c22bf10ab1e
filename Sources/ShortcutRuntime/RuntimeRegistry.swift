import ShortcutCatalog
import ShortcutModel

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
        var support: Support
        /// Comment, Set Variable and the like hand their input on unchanged.
        var passesInputThrough: Bool
        var implementation: Implementation?
    }

    private(set) var entries: [String: Entry] = [:]
    /// Identifiers registered a second time, or registered although the engine runs them as
    /// blocks, in registration order. A registration never replaces another: the first one
    /// stays, and ``standard`` must have none (a test checks it).
    private(set) var duplicates: [String] = []
    /// The app's name of every identifier the registry lists, from the catalog once, for traces
    /// and errors.
    private var names: [String: String] = [:]
    let catalog: ActionCatalog?

    init(catalog: ActionCatalog?) {
        self.catalog = catalog
        for kind in RunSession.blockKinds { names[kind.identifier] = catalogName(kind.identifier) }
    }

    /// Every action of the runtime, with the bundled catalog for names.
    public static let standard: RuntimeRegistry = {
        let registry = registeringEveryAction()
        assert(registry.duplicates.isEmpty, "actions registered twice: \(registry.duplicates)")
        return registry
    }()

    /// The registrations of ``standard``, duplicates and all (what the test checks).
    static func registeringEveryAction() -> RuntimeRegistry {
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
    }

    func entry(for identifier: String) -> Entry? { entries[identifier] }

    /// How the runtime handles `identifier`: the blocks (If, Choose from Menu, the repeats) run
    /// natively in the engine.
    public func support(for identifier: String) -> Support {
        if let entry = entries[identifier] { return entry.support }
        if RunSession.runsBlock(identifier) { return .native }
        return identifier.hasPrefix(ActionIdentifier.workflowPrefix) ? .notSupported : .needsStub
    }

    /// The action's name in the app: the catalog's.
    public func name(for identifier: String) -> String { names[identifier] ?? catalogName(identifier) }

    /// The name of this action as stored: `ActionCatalog.title(of:)` when it carries what the
    /// identifier alone does not say (an App Intent descriptor with its app's name, an Otherwise
    /// If), so traces and errors name it as the audit and the diff do; else ``name(for:)``.
    public func name(of action: Action) -> String {
        guard action.appIntentDescriptor != nil || action.isOtherwiseIf else { return name(for: action.identifier) }
        return catalog?.title(of: action) ?? action.identifier
    }

    /// The one place the runtime names an action.
    private func catalogName(_ identifier: String) -> String {
        catalog?.title(for: identifier) ?? identifier
    }

    /// Identifiers the registry lists (the engine's blocks and every registered action),
    /// sorted, with their support.
    public var listed: [(identifier: String, support: Support)] {
        let identifiers = Set(entries.keys).union(RunSession.blockKinds.map(\.identifier))
        return identifiers.sorted().map { ($0, support(for: $0)) }
    }

    mutating func native(
        _ identifier: String, passesInputThrough: Bool = false, _ implementation: @escaping Implementation
    ) {
        register(
            identifier, Entry(support: .native, passesInputThrough: passesInputThrough, implementation: implementation))
    }

    mutating func device(_ identifier: String) {
        register(identifier, Entry(support: .needsStub, passesInputThrough: false, implementation: nil))
    }

    mutating func unsupported(_ identifier: String) {
        register(identifier, Entry(support: .notSupported, passesInputThrough: false, implementation: nil))
    }

    private mutating func register(_ identifier: String, _ entry: Entry) {
        guard entries[identifier] == nil, !RunSession.runsBlock(identifier) else {
            duplicates.append(identifier)
            return
        }
        entries[identifier] = entry
        names[identifier] = catalogName(identifier)
    }
}
