/// One automation trigger of today's Shortcuts app (version 27), as a shortcut's
/// `WFWorkflowTriggers` names it: `com.apple.shortcuts.WFTimeOfDayTrigger.at_time_on_recurring_day`.
///
/// The ToolKit lists give identifiers, display names and parameter keys and types, not the plist
/// shape a file stores; the catalog uses them to read and name triggers, never to write them.
public struct TriggerDefinition: Sendable, Equatable, Hashable {
    /// The trigger identifier (`com.apple.shortcuts.WFAlarmTrigger.any_alarm`).
    public let identifier: String
    /// Display name ("Alarm").
    public let name: String
    /// Platforms whose ToolKit lists the trigger.
    public let platforms: ActionPlatforms
    /// Parameter keys with their kinds and labels, in the app's order.
    public let parameters: [ParameterDefinition]

    public init(
        identifier: String, name: String, platforms: ActionPlatforms = [], parameters: [ParameterDefinition] = []
    ) {
        self.identifier = identifier
        self.name = name
        self.platforms = platforms
        self.parameters = parameters
    }
}
