import ShortcutCatalog
import ShortcutModel

/// Actions against the catalog's ToolKit facts (v63: the 18 releases; v78: 26 and 27) and the
/// target. Without a target only what holds everywhere is said: an Apple identifier that no
/// ToolKit version has (old Workflow files keep such actions) is a warning, a third-party
/// app's action a note naming the app.
struct AvailabilityRules {
    let catalog: ActionCatalog
    let target: CheckTarget

    func check(_ shortcut: Shortcut, into found: inout CheckFindings) {
        var thirdPartyNoted: Set<String> = []
        for (index, action) in shortcut.actions.enumerated() {
            var identifier = action.identifier
            guard !identifier.isEmpty else { continue }
            // The app imports some old identifiers as their replacements: judge what it will run.
            if let migration = ActionMigration.migration(for: identifier, clientVersion: shortcut.clientVersion) {
                let replacementName = catalog.title(for: migration.replacement)
                found.add(
                    .migratedAction, action: index,
                    "\(identifier) is imported as \(replacementName) (\(migration.replacement); the app's "
                        + "\(migration.migrationName)): write \(migration.replacement) to have the file say what runs")
                identifier = migration.replacement
            }
            let definition = catalog.definition(for: identifier)
            if !action.isBuiltIn {
                // One note per identifier: a shortcut calling one app ten times needs it once.
                guard thirdPartyNoted.insert(identifier).inserted else { continue }
                let descriptor = action.appIntentDescriptor
                let app =
                    catalog.displayName(
                        for: identifier,
                        appIntent: descriptor.map { ($0.bundleIdentifier, $0.name, $0.appIntentIdentifier) }
                    ).appName ?? "its app"
                found.add(
                    .thirdPartyAction, action: index,
                    "\(identifier) is an action of \(app): it runs only where \(app) is installed (and "
                        + "the app's version still offers it)")
                continue
            }
            let name = catalog.title(for: identifier)
            let availability = definition.map(CatalogEvidence.availability) ?? .legacy
            switch availability {
            case .legacy:
                if target.isUnspecified {
                    found.add(
                        .unknownAction, action: index,
                        "\(identifier) is in no ToolKit list the catalog has (an action of an older release, or a "
                            + "typo): today's app may not have it; replace it with a current action")
                } else if let os = target.osVersion, os < Self.firstToolKitOS {
                    found.add(
                        .unknownAction, action: index,
                        "\(name) (\(identifier)) is in no ToolKit version the catalog knows; \(target) may not "
                            + "have it: replace it with a current action if the shortcut fails to import")
                } else if let source = uncertainAbsence(definition) {
                    found.add(
                        .unavailableAction, .warning, action: index,
                        "\(name) (\(identifier)) is in neither the Mac's nor the iOS Simulator's ToolKit, but "
                            + "\(source) lists it: \(target) may still have it (the Simulator lacks some apps and "
                            + "hardware); check on a device, or replace it with a current action")
                } else {
                    found.add(
                        .unavailableAction, action: index,
                        "\(name) (\(identifier)) is not in the current Shortcuts app, so \(target) does not run "
                            + "it: replace it with a current action")
                }
                continue
            case .removed:
                if target.osVersion.map({ $0 >= CheckTarget.firstCurrentOS }) ?? !target.isUnspecified {
                    let certain = target.platform == .macOS
                    found.add(
                        .unavailableAction, certain ? .error : .warning, action: index,
                        "\(name) (\(identifier)) was in the 18 releases' ToolKit but is in neither the Mac's nor "
                            + "the iOS Simulator's of 27, so \(target) \(certain ? "does" : "probably does") not "
                            + "have it: replace it with a current action")
                    continue
                }
            case .new:
                if let os = target.osVersion, os < CheckTarget.firstCurrentOS {
                    found.add(
                        .unavailableAction, action: index,
                        "\(name) (\(identifier)) is new in the 26/27 releases, so \(target) does not have it: "
                            + "target OS \(CheckTarget.firstCurrentOS) or later, or use another action")
                    continue
                } else if target.osVersion == CheckTarget.firstCurrentOS {
                    found.add(
                        .unavailableAction, .warning, action: index,
                        "\(name) (\(identifier)) is new in the 26 or 27 releases (the catalog cannot tell which): "
                            + "check that \(target) has it, or target 27")
                }
            case .established:
                break
            }
            if let platform = target.platform, let definition, let missing = missingPlatform(definition, platform) {
                if platform == .iOS, let source = uncertainPlatformAbsence(definition) {
                    found.add(
                        .unavailableAction, .warning, action: index,
                        "\(name) (\(identifier)) is in the Mac's ToolKit but not the iOS Simulator's, and "
                            + "\(source) lists it: an App Intent of a framework the Simulator lacks may still be "
                            + "on iPhones and iPads; check on a device, or target \(missing)")
                } else {
                    found.add(
                        .unavailableAction, action: index,
                        "\(name) (\(identifier)) runs only on \(missing), not on \(platform.displayName): "
                            + "use another action, or target \(missing)")
                }
            }
        }
    }

    /// The platform list to name when `definition` lacks `platform` (nil when it has it or the
    /// catalog does not know). The watch runs no Mac-only action.
    private func missingPlatform(_ definition: ActionDefinition, _ platform: CheckTarget.Platform) -> String? {
        let platforms = CatalogEvidence.platforms(of: definition)
        guard !platforms.isEmpty else { return nil }
        let only = platforms.contains(.macOS) ? (platforms.contains(.iOS) ? nil : "macOS") : "iOS"
        switch platform {
        case .iOS: return platforms.contains(.iOS) ? nil : only
        case .macOS: return platforms.contains(.macOS) ? nil : only
        case .watchOS: return platforms == .macOS ? "macOS" : nil
        }
    }

    /// For a target other than the Mac (whose ToolKit list is complete), an absence from the
    /// lists is certain only when no recent project lists the action; the project that does, if any.
    private func uncertainAbsence(_ definition: ActionDefinition?) -> String? {
        guard target.platform != .macOS, let definition else { return nil }
        return definition.sources.first(where: CatalogEvidence.recentSources.contains)
    }

    /// An App Intent (a framework's or an app's tool) missing only from the iOS Simulator's list is
    /// uncertain: the Simulator lacks apps and hardware features (Live Text, Notes, the camera)
    /// whose intents a device has. The app's own actions are in the Simulator's Shortcuts as on a
    /// device, so their absence is certain. The recent project that lists the action, if any.
    private func uncertainPlatformAbsence(_ definition: ActionDefinition) -> String? {
        guard definition.kind == .appIntent else { return nil }
        return definition.sources.first(where: CatalogEvidence.recentSources.contains)
    }

    /// ToolKit v63 is the 18 releases: below them the catalog has no facts about what existed.
    static let firstToolKitOS = 18
}
