import ShortcutAuthoring
import ShortcutCatalog
import ShortcutModel
import Testing

@testable import ShortcutRuntime

/// The registry: one registration per identifier (a second one is reported, never a silent
/// replacement), no entries for the blocks the engine runs, names from the catalog.
@Suite struct RuntimeRegistryTests {
    @Test func theStandardRegistrationsHaveNoDuplicate() {
        let registry = RuntimeRegistry.registeringEveryAction()
        #expect(registry.duplicates == [], "registered more than once: \(registry.duplicates)")
        #expect(registry.entries.count > 300)
    }

    @Test func aSecondRegistrationIsReportedAndTheFirstStays() async throws {
        var registry = RuntimeRegistry(catalog: nil)
        registry.native("com.example.twice") { _ in .text("first") }
        registry.device("com.example.twice")
        registry.unsupported("com.example.twice")
        registry.native("com.example.once") { _ in .nothing }
        #expect(registry.duplicates == ["com.example.twice", "com.example.twice"])
        #expect(registry.support(for: "com.example.twice") == .native)
        let shortcut = try Shortcut.build(name: "Twice", checks: .none) { s in s.add(Action("com.example.twice", [:])) }
        var runner = ShortcutRunner(shortcut)
        runner.registry = registry
        #expect(try await runner.run().output == .text("first"))
    }

    @Test func aBlockOpenerCannotBeRegisteredAsAnAction() {
        var registry = RuntimeRegistry(catalog: nil)
        for kind in RunSession.blockKinds {
            registry.native(kind.identifier) { call in call.input }
        }
        #expect(registry.duplicates == RunSession.blockKinds.map(\.identifier))
        #expect(registry.entries.isEmpty)
    }

    /// If, Choose from Menu and the repeats have no registry entry (the engine runs them), yet
    /// the registry lists them as native, from the engine's one list of blocks.
    @Test func theEnginesBlocksAreListedAsNativeWithoutEntries() {
        let registry = RuntimeRegistry.standard
        let identifiers = RunSession.blockKinds.map(\.identifier)
        #expect(
            Set(identifiers) == [
                "is.workflow.actions.conditional", "is.workflow.actions.choosefrommenu",
                "is.workflow.actions.repeat.count", "is.workflow.actions.repeat.each",
            ])
        let listed = Dictionary(uniqueKeysWithValues: registry.listed.map { ($0.identifier, $0.support) })
        for kind in RunSession.blockKinds {
            #expect(RunSession.runsBlock(kind.identifier))
            #expect(registry.entry(for: kind.identifier) == nil, "\(kind.identifier)")
            #expect(listed[kind.identifier] == .native, "\(kind.identifier)")
            #expect(registry.support(for: kind.identifier) == .native)
        }
        #expect(registry.name(for: "is.workflow.actions.conditional") == "If")
        #expect(registry.name(for: "is.workflow.actions.repeat.each") == "Repeat with Each")
    }

    /// A block's part the flow does not make a block (an End If never opened, an If without its
    /// mode) is run by the engine as a plain action that hands its input on, not sent to the
    /// device services.
    @Test func aBlockPartOutsideABlockHandsItsInputOn() async throws {
        let shortcut = try Shortcut.build(name: "Stray", checks: .none) { s in
            s.add(act("gettext", ["WFTextActionText": "kept"]))
            s.add(act("conditional", ["WFControlFlowMode": 2]))
            s.add(act("repeat.each"))
        }
        let result = try await ShortcutRunner(shortcut).run()
        #expect(result.output == .text("kept"))
        #expect(result.trace.map(\.actionName) == ["Text", "If", "Repeat with Each"])
    }

    /// Every name the registry gives is the catalog's title, listed action or not.
    @Test func namesAreTheCatalogs() throws {
        let catalog = try ActionCatalog.bundled()
        let registry = RuntimeRegistry.standard
        for (identifier, _) in registry.listed {
            #expect(registry.name(for: identifier) == catalog.title(for: identifier), "\(identifier)")
        }
        #expect(registry.name(for: "com.example.unknown") == catalog.title(for: "com.example.unknown"))
    }
}
