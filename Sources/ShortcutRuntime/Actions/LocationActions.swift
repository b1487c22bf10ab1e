import Foundation
import OrderedCollections
import ShortcutModel

extension RuntimeRegistry {
    /// Places the shortcut itself names — a place chosen in the editor, a street address typed
    /// in — their details, and what follows from their coordinates alone (direct distance,
    /// halfway point). Where the app would ask the device (the current location, geocoding an
    /// address, a driving or walking route) the action's output comes from the services, as a
    /// device action's does.
    mutating func registerLocationActions() {
        native("is.workflow.actions.location") { call in
            guard let place = try Places.place(in: "WFLocation", call) else {
                return try await call.deviceOutput()
            }
            return .item(ContentItem(.place, place))
        }
        native("is.workflow.actions.address") { call in
            // The fields as typed; the two lines are one street, as a postal address keeps it.
            // No coordinates: finding them is geocoding, which needs Apple's service.
            var place = OrderedDictionary<String, RuntimeValue>()
            let lines = try ["WFAddressLine1", "WFAddressLine2"].map { try call.text($0) }.filter { !$0.isEmpty }
            if !lines.isEmpty { place["Street"] = .text(lines.joined(separator: "\n")) }
            for (key, property) in [
                ("WFCity", "City"), ("WFState", "State"), ("WFPostalCode", "ZIP Code"), ("WFCountry", "Country"),
            ] {
                let text = try call.text(key)
                if !text.isEmpty { place[property] = .text(text) }
            }
            return .item(ContentItem(.place, place))
        }
        native("is.workflow.actions.properties.locations") { call in
            // Text is an address the app would geocode: the device's part.
            guard try call.input("WFInput").items.allSatisfy({ Places.place(of: $0, call) != nil }) else {
                return try await call.deviceOutput()
            }
            return try call.details(known: Places.properties)
        }
        native("is.workflow.actions.filter.locations") { call in
            // There is no library of places: the filter works on the locations given to it.
            try ContentFilter.filter(call) { name, item in
                try call.property(name, ofItems: item, known: Places.properties)
            }
        }
        native("is.workflow.actions.getdistance") { call in
            let routeType = try call.option("WFGetDirectionsActionMode", default: "Direct")
            let from = try call.option("WFGetDirectionsFrom", default: "Current Location")
            guard routeType == "Direct", from == "Custom Location",
                let start = try Places.coordinate(ofParameter: "WFGetDirectionsCustomLocation", call),
                let end = try Places.coordinate(of: try call.input("WFInput"), call)
            else {
                // A route, the current location or an address to geocode: the device's part.
                return try await call.deviceOutput()
            }
            let metres = Geodesy.distance(from: start, to: end)
            // The runtime formats and reads as en_US does, whose unit is the mile.
            switch try call.option("WFDistanceUnit", default: "Miles") {
            case "Miles": return .number(metres / 1609.344)
            case "Kilometers": return .number(metres / 1000)
            case let other: throw ActionFailure.parameter("WFDistanceUnit", "unknown unit “\(other)”")
            }
        }
        native("is.workflow.actions.gethalfwaypoint") { call in
            guard let first = try Places.coordinate(ofParameter: "WFGetHalfwayPointFirstLocation", call),
                let second = try Places.coordinate(ofParameter: "WFGetHalfwayPointSecondLocation", call)
            else { return try await call.deviceOutput() }
            // The point halfway along the great circle; its address would need reverse geocoding.
            let middle = Geodesy.midpoint(first, second)
            return .item(
                ContentItem(.place, ["Latitude": .number(middle.latitude), "Longitude": .number(middle.longitude)]))
        }
    }
}

/// Places as the runtime keeps them: place items (``ContentItem``) keyed by the properties Get Details of
/// Locations shows (Name, Street, City, State, ZIP Code, Country, Latitude, Longitude, Altitude),
/// with only the properties known.
enum Places {
    /// The properties a place can have: reading one a place lacks gives nothing.
    static let properties: Set<String> = [
        "Name", "Street", "City", "State", "ZIP Code", "Country", "Latitude", "Longitude", "Altitude",
    ]

    /// The place stored in the location field `key`, or nil when it is the device's to find
    /// (the current location, an address to geocode).
    ///
    /// A place chosen in the editor is stored as `{placemark: {location: {latitude, longitude,
    /// altitude, …}, addressDictionary: {Name, Street, City, State, ZIP, Country, …}}}`; the
    /// current location as `{isCurrentLocation: true, …}`. A variable gives its value.
    static func place(in key: String, _ call: ActionCall) throws -> OrderedDictionary<String, RuntimeValue>? {
        guard let parameter = call.parameter(key) else {
            throw ActionFailure.parameter(key, "no location")
        }
        let value = try call.resolve(parameter)
        if case .dictionary = parameter, parameter.attachment == nil, case .dictionary(let stored) = value {
            return try storedPlace(stored, key: key)
        }
        return place(of: value, call)
    }

    /// A resolved value as a place: a place is one, and so is a dictionary (a stub's); text is an
    /// address to geocode (nil).
    static func place(of value: RuntimeValue, _ call: ActionCall) -> OrderedDictionary<String, RuntimeValue>? {
        switch value {
        case .text, .url: nil
        default: call.coercion.dictionary(value)
        }
    }

    /// The coordinate of the place in the location field `key`; nil when the device must find it.
    static func coordinate(ofParameter key: String, _ call: ActionCall) throws -> Geodesy.Coordinate? {
        guard let place = try place(in: key, call) else { return nil }
        return try coordinate(of: place, named: key, call)
    }

    /// The coordinate of a place given as a value (an input); nil when the device must find it.
    static func coordinate(of value: RuntimeValue, _ call: ActionCall) throws -> Geodesy.Coordinate? {
        guard let place = place(of: value, call) else { return nil }
        return try coordinate(of: place, named: "the input", call)
    }

    private static func coordinate(
        of place: OrderedDictionary<String, RuntimeValue>, named name: String, _ call: ActionCall
    ) throws -> Geodesy.Coordinate? {
        guard let latitude = place["Latitude"].flatMap(call.coercion.number),
            let longitude = place["Longitude"].flatMap(call.coercion.number)
        else { return nil }
        guard let coordinate = Geodesy.Coordinate(latitude: latitude, longitude: longitude) else {
            throw ActionFailure.failed("\(name) has no valid coordinate (\(latitude), \(longitude))")
        }
        return coordinate
    }

    private static func storedPlace(
        _ stored: OrderedDictionary<String, RuntimeValue>, key: String
    ) throws -> OrderedDictionary<String, RuntimeValue>? {
        if case .boolean(true)? = stored["isCurrentLocation"] { return nil }
        guard case .dictionary(let placemark)? = stored["placemark"] else {
            throw ActionFailure.parameter(key, "a stored location without a placemark")
        }
        var place = OrderedDictionary<String, RuntimeValue>()
        var address: OrderedDictionary<String, RuntimeValue> = [:]
        if case .dictionary(let members)? = placemark["addressDictionary"] { address = members }
        // The address keys are the Address Book's (kABPersonAddress…Key): Street, City, State,
        // ZIP, Country; Name is the place's name.
        for (stored, property) in [
            ("Name", "Name"), ("Street", "Street"), ("City", "City"), ("State", "State"), ("ZIP", "ZIP Code"),
            ("Country", "Country"),
        ] {
            if case .text(let text)? = address[stored] ?? placemark[stored], !text.isEmpty {
                place[property] = .text(text)
            }
        }
        if case .dictionary(let location)? = placemark["location"] {
            for (stored, property) in [("latitude", "Latitude"), ("longitude", "Longitude"), ("altitude", "Altitude")] {
                if case .number(let number)? = location[stored] { place[property] = .number(number) }
            }
        }
        guard place["Latitude"] != nil || place["Street"] != nil || place["Name"] != nil else {
            throw ActionFailure.parameter(key, "a stored location with neither coordinates nor an address")
        }
        return place
    }
}
