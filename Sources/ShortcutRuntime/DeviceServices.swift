/// Everything that needs a device (location, contacts, photos, health, HomeKit, other apps'
/// intents…): the run asks here for the output of such an action. Returning nil means "no stub"
/// and fails the run with ``RunError/Reason/needsStub`` naming the action; nothing is skipped.
public protocol DeviceServices: Sendable {
    func output(for request: DeviceRequest) async throws -> RuntimeValue?
}
