// A declarations-only stand-in for CoreLocation's CLPlacemark (used by migrated `Placemark`
// parameters), compiled with `swiftc -emit-module -module-name CoreLocation` by the tests.
open class CLPlacemark: @unchecked Sendable {
    public init() {}
}
