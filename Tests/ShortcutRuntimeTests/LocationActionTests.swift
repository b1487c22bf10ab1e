import Foundation
import OrderedCollections
import ShortcutAuthoring
import ShortcutModel
import ShortcutRuntime
import Testing

/// Location, Street Address, Get Details of Locations, Filter Locations, Get Distance and Get
/// Halfway Point. Expectations: the catalog (Get Details of Locations' properties: Name, Street,
/// City, State, ZIP Code, Country, Latitude, Longitude, Altitude; Street Address's fields;
/// Get Distance's `WFGetDirectionsFrom` defaulting to Current Location, `WFGetDirectionsActionMode`
/// Direct/Driving/Walking, `WFDistanceUnit` Miles/Kilometers, output a number), the Address Book's
/// address keys (Street, City, State, ZIP, Country), and geodesy: Vincenty's 1975 worked example
/// (Flinders Peak to Buninyong, 54,972.271 m) and the WGS 84 equator, where 1° of longitude is
/// a·π/180 = 111,319.491 m.
@Suite struct LocationActionTests {
    /// A place as the editor stores it.
    static func stored(
        latitude: Double, longitude: Double, address: KeyValuePairs<String, String> = [:]
    ) -> Value {
        let location = ["latitude": latitude, "longitude": longitude, "altitude": 12]
        let place = Value.raw(
            .dictionary([
                "isCurrentLocation": .boolean(false),
                "placemark": .dictionary([
                    "location": .dictionary(
                        .init(
                            uniqueKeysWithValues: location.sorted { $0.key < $1.key }.map { ($0.key, .real($0.value)) })
                    ),
                    "addressDictionary": .dictionary(
                        .init(uniqueKeysWithValues: address.map { ($0.key, .string($0.value)) })),
                ]),
            ]))
        return place
    }

    static let currentLocation: Value = .raw(.dictionary(["isCurrentLocation": .boolean(true)]))

    // Vincenty (1975), Survey Review XXIII: Flinders Peak −37°57′03.72030″, 144°25′29.52440″;
    // Buninyong −37°39′10.15610″, 143°55′35.38390″.
    static let flindersPeak = stored(
        latitude: -(37 + 57 / 60 + 3.72030 / 3600), longitude: 144 + 25 / 60 + 29.52440 / 3600)
    static let buninyong = stored(
        latitude: -(37 + 39 / 60 + 10.15610 / 3600), longitude: 143 + 55 / 60 + 35.38390 / 3600)

    @Test func aStoredPlaceGivesItsDetails() async throws {
        let place = Self.stored(
            latitude: 48.8584, longitude: 2.2945,
            address: [
                "Name": "Eiffel Tower", "Street": "Champ de Mars", "City": "Paris", "ZIP": "75007", "Country": "France",
            ])
        let details = try await output { s in
            s.add(act("location", ["WFLocation": place]))
            s.add(act("properties.locations", ["WFContentItemPropertyName": "ZIP Code"]))
        }
        #expect(details == .text("75007"))
        // A place item (ValueModel: `WFLocationContentItem`), no longer a dictionary.
        let whole = try await output { s in s.add(act("location", ["WFLocation": place])) }
        #expect(
            whole
                == .place([
                    "Name": .text("Eiffel Tower"), "Street": .text("Champ de Mars"), "City": .text("Paris"),
                    "ZIP Code": .text("75007"), "Country": .text("France"), "Latitude": .number(48.8584),
                    "Longitude": .number(2.2945), "Altitude": .number(12),
                ]))
    }

    @Test func theCurrentLocationIsTheDevicesAndComesFromAStub() async throws {
        let refused = try await failure { s in s.add(act("location", ["WFLocation": Self.currentLocation])) }
        #expect(refused?.reason == .needsStub)
        #expect(refused?.identifier == "is.workflow.actions.location")
        let stub: RuntimeValue = .dictionary(["City": .text("Oslo"), "Latitude": .number(59.91)])
        let stubbed = try await run(stubs: ["is.workflow.actions.location": stub]) { s in
            s.add(act("location", ["WFLocation": Self.currentLocation]))
            s.add(act("properties.locations", ["WFContentItemPropertyName": "City"]))
        }
        #expect(stubbed.output == .text("Oslo"))
        // A property the stubbed place lacks is nothing; one no place has fails naming it.
        let missing = try await run(stubs: ["is.workflow.actions.location": stub]) { s in
            s.add(act("location", ["WFLocation": Self.currentLocation]))
            s.add(act("properties.locations", ["WFContentItemPropertyName": "Street"]))
        }
        #expect(missing.output == .nothing)
        let unknown = try await failure(stubs: ["is.workflow.actions.location": stub]) { s in
            s.add(act("location", ["WFLocation": Self.currentLocation]))
            s.add(act("properties.locations", ["WFContentItemPropertyName": "Elevation"]))
        }
        #expect("\(unknown!)".contains("Elevation"))
    }

    @Test func aStreetAddressKeepsItsFieldsAndHasNoCoordinates() async throws {
        let address = try await output { s in
            s.add(
                act(
                    "address",
                    [
                        "WFAddressLine1": "1 Infinite Loop", "WFAddressLine2": "Building 4", "WFCity": "Cupertino",
                        "WFState": "CA", "WFPostalCode": "95014", "WFCountry": "United States",
                    ]))
        }
        #expect(
            address
                == .place([
                    "Street": .text("1 Infinite Loop\nBuilding 4"), "City": .text("Cupertino"), "State": .text("CA"),
                    "ZIP Code": .text("95014"), "Country": .text("United States"),
                ]))
        // Its distance needs its coordinates: geocoding, the device's part.
        let distance = try await failure { s in
            s.add(act("address", ["WFAddressLine1": "1 Infinite Loop", "WFCity": "Cupertino"]))
            s.add(
                act(
                    "getdistance",
                    ["WFGetDirectionsFrom": "Custom Location", "WFGetDirectionsCustomLocation": Self.buninyong]))
        }
        #expect(distance?.reason == .needsStub)
    }

    @Test func directDistanceAlongTheEllipsoid() async throws {
        let kilometres = try await output { s in
            s.add(act("location", ["WFLocation": Self.buninyong]))
            s.add(
                act(
                    "getdistance",
                    [
                        "WFGetDirectionsFrom": "Custom Location", "WFGetDirectionsCustomLocation": Self.flindersPeak,
                        "WFGetDirectionsActionMode": "Direct", "WFDistanceUnit": "Kilometers",
                    ]))
        }
        // Vincenty's example: 54,972.271 m, to the centimetre.
        guard case .number(let km) = kilometres else {
            Issue.record("\(kilometres)")
            return
        }
        #expect(abs(km - 54.972271) < 0.000_01)
        // Miles by default (the runtime reads and formats as en_US does).
        let miles = try await output { s in
            s.add(act("location", ["WFLocation": Self.stored(latitude: 0, longitude: 1)]))
            s.add(
                act(
                    "getdistance",
                    [
                        "WFGetDirectionsFrom": "Custom Location",
                        "WFGetDirectionsCustomLocation": Self.stored(latitude: 0, longitude: 0),
                    ]))
        }
        guard case .number(let mi) = miles else {
            Issue.record("\(miles)")
            return
        }
        #expect(abs(mi - 111_319.491 / 1609.344) < 0.0001)
    }

    @Test func routesAndTheCurrentLocationNeedTheDevice() async throws {
        for parameters: KeyValuePairs<String, Value> in [
            [
                "WFGetDirectionsFrom": "Custom Location", "WFGetDirectionsCustomLocation": Self.flindersPeak,
                "WFGetDirectionsActionMode": "Driving",
            ],
            ["WFGetDirectionsActionMode": "Direct"],
        ] {
            let error = try await failure { s in
                s.add(act("location", ["WFLocation": Self.buninyong]))
                s.add(act("getdistance", parameters))
            }
            #expect(error?.reason == .needsStub)
            #expect(error?.actionIndex == 1)
        }
    }

    @Test func halfwayPointOnTheGreatCircle() async throws {
        let middle = try await output { s in
            s.add(
                act(
                    "gethalfwaypoint",
                    [
                        "WFGetHalfwayPointFirstLocation": Self.stored(latitude: 0, longitude: 0),
                        "WFGetHalfwayPointSecondLocation": Self.stored(latitude: 0, longitude: 90),
                    ]))
        }
        guard case .item(let point) = middle, case .number(let latitude)? = point.properties["Latitude"],
            case .number(let longitude)? = point.properties["Longitude"]
        else {
            Issue.record("\(middle)")
            return
        }
        #expect(abs(latitude) < 1e-9)
        #expect(abs(longitude - 45) < 1e-9)
        // Across the antimeridian the halfway point stays within ±180°.
        let across = try await output { s in
            s.add(
                act(
                    "gethalfwaypoint",
                    [
                        "WFGetHalfwayPointFirstLocation": Self.stored(latitude: 0, longitude: 170),
                        "WFGetHalfwayPointSecondLocation": Self.stored(latitude: 0, longitude: -170),
                    ]))
        }
        guard case .item(let far) = across, case .number(let farLongitude)? = far.properties["Longitude"] else {
            Issue.record("\(across)")
            return
        }
        #expect(abs(abs(farLongitude) - 180) < 1e-9)
    }

    @Test func filterLocationsSortsAndFiltersTheGivenPlaces() async throws {
        let stub: RuntimeValue = .list([
            .dictionary(["Name": .text("B"), "Latitude": .number(20)]),
            .dictionary(["Name": .text("A"), "Latitude": .number(50)]),
            .dictionary(["Name": .text("C"), "Latitude": .number(-5)]),
        ])
        // Search Local Businesses is Apple's service: its places come from a stub.
        let result = try await run(stubs: ["is.workflow.actions.searchlocalbusinesses": stub]) { s in
            s.add(act("searchlocalbusinesses"))
            s.add(
                act(
                    "filter.locations",
                    [
                        "WFContentItemSortProperty": "Latitude", "WFContentItemSortOrder": "Biggest First",
                        "WFContentItemLimitEnabled": true, "WFContentItemLimitNumber": 2,
                    ]))
            s.add(act("properties.locations", ["WFContentItemPropertyName": "Name"]))
        }
        #expect(result.output == .list([.text("A"), .text("B")]))
    }

    @Test func malformedStoredPlacesAreClearErrors() async throws {
        for stored: Value in [
            .raw(.dictionary(["isCurrentLocation": .boolean(false)])),
            .raw(.dictionary(["placemark": .dictionary(["location": .string("north")])])),
        ] {
            let error = try await failure { s in s.add(act("location", ["WFLocation": stored])) }
            guard case .invalidParameter(let key, _)? = error?.reason else {
                Issue.record("\(String(describing: error))")
                continue
            }
            #expect(key == "WFLocation")
        }
        let outOfRange = try await failure { s in
            s.add(act("location", ["WFLocation": Self.stored(latitude: 91, longitude: 0)]))
            s.add(
                act(
                    "getdistance",
                    ["WFGetDirectionsFrom": "Custom Location", "WFGetDirectionsCustomLocation": Self.buninyong]))
        }
        #expect("\(outOfRange!)".contains("no valid coordinate"))
    }
}

extension RuntimeValue {
    /// A place item with `properties`.
    static func place(_ properties: OrderedDictionary<String, RuntimeValue>) -> RuntimeValue {
        .item(ContentItem(.place, properties))
    }
}
