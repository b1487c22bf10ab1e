import ShortcutCatalog

// Temporary stand-in for the catalog API announced on branch `catalog` ("Catalog API:");
// removed when that branch is merged.
enum ActionAvailability { case established, new, removed, legacy }

struct ActionPlatforms: OptionSet {
    let rawValue: Int
    static let iOS = ActionPlatforms(rawValue: 1)
    static let macOS = ActionPlatforms(rawValue: 2)
}

extension ActionDefinition {
    var availability: ActionAvailability { .established }
    var platforms: ActionPlatforms { [] }
}
