import Foundation

/// What a device-bound action asks for: the action, its input and its parameters resolved.
public struct DeviceRequest: Sendable {
    public var actionIndex: Int
    public var identifier: String
    public var actionName: String
    /// The action's input (its input parameter, else the previous action's output).
    public var input: RuntimeValue
    /// Every parameter the runtime could resolve, by key.
    public var parameters: [String: RuntimeValue]

    public init(
        actionIndex: Int, identifier: String, actionName: String, input: RuntimeValue,
        parameters: [String: RuntimeValue]
    ) {
        self.actionIndex = actionIndex
        self.identifier = identifier
        self.actionName = actionName
        self.input = input
        self.parameters = parameters
    }
}
