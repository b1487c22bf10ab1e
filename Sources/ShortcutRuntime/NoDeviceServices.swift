/// No device at all: every device-bound action fails with "needs a stub".
public struct NoDeviceServices: DeviceServices {
    public init() {}
    public func output(for request: DeviceRequest) async throws -> RuntimeValue? { nil }
}
