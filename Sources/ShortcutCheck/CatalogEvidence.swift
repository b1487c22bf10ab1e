import ShortcutCatalog

/// How far the catalog's availability facts go, for rules that turn them into errors.
///
/// The ToolKit lists are exact about what a list holds but not about what it lacks: the v63
/// list was taken where there is no Health app, and the iOS 27 list on a Simulator, which has no
/// Notes, camera or Health. An identifier missing from them may still be on the device. The
/// older projects that define identifiers (`ActionDefinition/sources`) were written against real
/// devices before those releases, so they settle it: an action they list is not new in 26/27, an
/// action listed by a project from before Shortcuts came to the Mac (2021) runs on iOS, and an
/// action a recent project lists may still be on an iPhone that the Simulator's list lacks.
enum CatalogEvidence {
    /// Projects written before Shortcuts ran on the Mac: everything they list ran on iOS.
    static let iOSEraSources: Set<String> = [
        "pfgithub/scpl", "joshfarrant/shortcuts-js", "alexander-akhmetov/python-shortcuts",
    ]
    /// Projects written before the 26 releases (the iOS-era ones, Open-Jellycore, ShortcutsBench).
    static let before26Sources: Set<String> = iOSEraSources.union([
        "OpenJelly/Open-Jellycore", "EachSheep/ShortcutsBench",
    ])

    /// Projects that list actions of the recent releases (the 17/18 era: ShortcutsBench, Cherri,
    /// Open-Jellycore, SwiftShortcuts): an action they list was on iOS then, so its absence from
    /// the iOS Simulator's list alone does not show that the device lacks it.
    static let recentSources: Set<String> = [
        "EachSheep/ShortcutsBench", "electrikmilk/cherri", "OpenJelly/Open-Jellycore", "Aeastr/SwiftShortcuts",
    ]

    /// True when the action is new in the 26/27 releases by every fact the catalog holds: only
    /// ToolKit v78 lists it, and no project from before those releases does.
    static func isNewIn26(_ definition: ActionDefinition) -> Bool {
        definition.availability == .new && before26Sources.isDisjoint(with: definition.sources)
    }

    /// The catalog's availability, with `new` kept only when ``isNewIn26(_:)`` (otherwise the
    /// action was there before and is still offered: `established`).
    static func availability(of definition: ActionDefinition) -> ActionAvailability {
        definition.availability == .new && !isNewIn26(definition) ? .established : definition.availability
    }

    /// The platforms the action is known to run on: the ToolKit's, plus iOS when an iOS-era
    /// project lists it. Empty when unknown.
    static func platforms(of definition: ActionDefinition) -> ActionPlatforms {
        var platforms = definition.platforms
        if !platforms.isEmpty, !iOSEraSources.isDisjoint(with: definition.sources) { platforms.insert(.iOS) }
        return platforms
    }
}
