import Foundation

extension RuntimeRegistry {
    /// Measurement and Convert Measurement, with Foundation's units (`Dimension`).
    ///
    /// A measurement travels as its text, magnitude then unit symbol (`2 MB`, `20°C`), the way
    /// the app writes one; Convert Measurement reads that text back with the unit table of the
    /// type the action names.
    mutating func registerMeasurementActions() {
        native("is.workflow.actions.measurement.create") { call in
            let type = try call.option("WFMeasurementUnitType", default: "Length")
            guard case .quantity(let quantity)? = call.parameter("WFMeasurementUnit") else {
                throw ActionFailure.parameter("WFMeasurementUnit", "no magnitude and unit")
            }
            let magnitude = try quantity.magnitude.map { call.coercion.number(try call.resolve($0)) } ?? nil
            guard let magnitude else {
                throw ActionFailure.parameter("WFMeasurementUnit", "the magnitude is not a number")
            }
            let unit = try MeasurementUnits.unit(symbol: quantity.unit ?? "", type: type, key: "WFMeasurementUnit")
            return .text(MeasurementUnits.text(magnitude, unit))
        }
        native("is.workflow.actions.measurement.convert") { call in
            let type = try call.option("WFMeasurementUnitType", default: "Length")
            let targetValue = try call.value("WFMeasurementUnit") ?? .nothing
            let symbol: String
            if let members = call.coercion.dictionary(targetValue), let stored = members["WFNSUnitSymbol"] {
                symbol = call.coercion.text(stored)
            } else {
                symbol = call.coercion.text(targetValue)
            }
            let target = try MeasurementUnits.unit(symbol: symbol, type: type, key: "WFMeasurementUnit")
            let input = try call.input("WFInput")
            return try call.coercion.mapItems(input) { item in
                let text = call.coercion.text(item)
                guard let (magnitude, source) = MeasurementUnits.parse(text, type: type) else {
                    throw ActionFailure.failed("“\(text)” is not a measurement of \(type.lowercased())")
                }
                let base = source.converter.baseUnitValue(fromValue: magnitude)
                return .text(MeasurementUnits.text(target.converter.value(fromBaseUnitValue: base), target))
            }
        }
    }
}

/// The units of the app's measurement types (`WFMeasurementUnitType`), by symbol.
enum MeasurementUnits {
    /// The units of `type` (the app's type names); Foundation's unit classes are not
    /// `Sendable`, so the table is built per call rather than kept in a global.
    static func units(of type: String) -> [Dimension]? {
        switch type {
        case "Length":
            return units(
                UnitLength.self,
                [
                    .meters, .kilometers, .centimeters, .millimeters, .micrometers, .nanometers, .picometers,
                    .megameters, .hectometers, .decameters, .decimeters, .inches, .feet, .yards, .miles,
                    .scandinavianMiles, .lightyears, .nauticalMiles, .fathoms, .furlongs, .astronomicalUnits, .parsecs,
                ])
        case "Mass":
            return units(
                UnitMass.self,
                [
                    .kilograms, .grams, .decigrams, .centigrams, .milligrams, .micrograms, .nanograms, .picograms,
                    .ounces, .pounds, .stones, .metricTons, .shortTons, .carats, .ouncesTroy, .slugs,
                ])
        case "Duration":
            return units(
                UnitDuration.self,
                [
                    .hours, .minutes, .seconds, .milliseconds, .microseconds, .nanoseconds, .picoseconds,
                ])
        case "Temperature": return units(UnitTemperature.self, [.celsius, .fahrenheit, .kelvin])
        case "Speed": return units(UnitSpeed.self, [.metersPerSecond, .kilometersPerHour, .milesPerHour, .knots])
        case "Volume":
            return units(
                UnitVolume.self,
                [
                    .liters, .milliliters, .centiliters, .deciliters, .kiloliters, .megaliters, .cubicMeters,
                    .cubicKilometers, .cubicCentimeters, .cubicMillimeters, .cubicInches, .cubicFeet, .cubicYards,
                    .cubicMiles, .acreFeet, .bushels, .teaspoons, .tablespoons, .fluidOunces, .cups, .pints, .quarts,
                    .gallons, .imperialTeaspoons, .imperialTablespoons, .imperialFluidOunces, .imperialPints,
                    .imperialQuarts, .imperialGallons, .metricCups,
                ])
        case "Area":
            return units(
                UnitArea.self,
                [
                    .squareMeters, .squareKilometers, .squareCentimeters, .squareMillimeters, .squareMicrometers,
                    .squareNanometers, .squareInches, .squareFeet, .squareYards, .squareMiles, .acres, .ares, .hectares,
                ])
        case "Information Storage":
            return units(
                UnitInformationStorage.self,
                [
                    .bytes, .bits, .nibbles, .kilobytes, .megabytes, .gigabytes, .terabytes,
                    .petabytes, .kibibytes, .mebibytes, .gibibytes, .tebibytes, .pebibytes, .kilobits, .megabits,
                    .gigabits, .terabits, .kibibits, .mebibits, .gibibits,
                ])
        case "Energy": return units(UnitEnergy.self, [.joules, .kilojoules, .calories, .kilocalories, .kilowattHours])
        case "Pressure":
            return units(
                UnitPressure.self,
                [
                    .newtonsPerMetersSquared, .gigapascals, .megapascals, .kilopascals, .hectopascals,
                    .inchesOfMercury, .bars, .millibars, .millimetersOfMercury, .poundsForcePerSquareInch,
                ])
        case "Angle":
            return units(UnitAngle.self, [.degrees, .arcMinutes, .arcSeconds, .radians, .gradians, .revolutions])
        case "Frequency":
            return units(
                UnitFrequency.self,
                [
                    .hertz, .terahertz, .gigahertz, .megahertz, .kilohertz, .millihertz, .microhertz,
                    .nanohertz,
                ])
        case "Power":
            return units(
                UnitPower.self,
                [
                    .watts, .terawatts, .gigawatts, .megawatts, .kilowatts, .milliwatts, .microwatts, .nanowatts,
                    .picowatts, .femtowatts, .horsepower,
                ])
        case "Acceleration": return units(UnitAcceleration.self, [.metersPerSecondSquared, .gravity])
        case "Fuel Efficiency":
            return units(UnitFuelEfficiency.self, [.litersPer100Kilometers, .milesPerGallon, .milesPerImperialGallon])
        case "Electric Current":
            return units(
                UnitElectricCurrent.self, [.amperes, .megaamperes, .kiloamperes, .milliamperes, .microamperes])
        case "Electric Potential Difference":
            return units(
                UnitElectricPotentialDifference.self, [.volts, .megavolts, .kilovolts, .millivolts, .microvolts])
        case "Electric Resistance":
            return units(UnitElectricResistance.self, [.ohms, .megaohms, .kiloohms, .milliohms, .microohms])
        case "Electric Charge":
            return units(
                UnitElectricCharge.self,
                [
                    .coulombs, .megaampereHours, .kiloampereHours, .ampereHours, .milliampereHours,
                    .microampereHours,
                ])
        case "Illuminance": return units(UnitIlluminance.self, [.lux])
        case "Concentration Mass": return units(UnitConcentrationMass.self, [.gramsPerLiter, .milligramsPerDeciliter])
        default: return nil
        }
    }

    private static func units<Kind: Dimension>(_ kind: Kind.Type, _ units: [Kind]) -> [Dimension] { units }

    /// The unit of `type` written `symbol` (Foundation's symbols: `km`, `MB`, `°C`, `min`).
    static func unit(symbol: String, type: String, key: String) throws -> Dimension {
        guard let units = units(of: type) else { throw ActionFailure.parameter(key, "unknown unit type “\(type)”") }
        let trimmed = symbol.trimmingCharacters(in: .whitespaces)
        guard let unit = units.first(where: { Self.symbol(of: $0) == trimmed }) else {
            throw ActionFailure.parameter(key, "“\(trimmed)” is not a unit of \(type.lowercased())")
        }
        return unit
    }

    /// A measurement's text read back: a number, then a unit symbol of `type`.
    static func parse(_ text: String, type: String) -> (Double, Dimension)? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count < 200, let units = units(of: type) else { return nil }
        // The longest symbol that ends the text and leaves a number before it.
        for unit in units.sorted(by: { symbol(of: $0).count > symbol(of: $1).count })
        where trimmed.hasSuffix(symbol(of: unit)) {
            let magnitude = String(trimmed.dropLast(symbol(of: unit).count))
            if let number = RuntimeCoercion.number(in: magnitude), number.isFinite { return (number, unit) }
        }
        return nil
    }

    /// `2 MB`, `20°C`: the number as the app writes numbers (to 12 significant digits), a space,
    /// the symbol (none before a degree sign).
    static func text(_ magnitude: Double, _ unit: Dimension) -> String {
        // Foundation's unit coefficients carry about 12 significant digits (°F ↔ K uses
        // 255.37222222222): more digits than that are conversion noise, not the quantity.
        let rounded = magnitude.isFinite ? Double(String(format: "%.12g", magnitude)) ?? magnitude : magnitude
        let number = RuntimeCoercion.text(of: rounded)
        let written = symbol(of: unit)
        return written.hasPrefix("°") ? number + written : number + " " + written
    }

    /// The symbol the app stores and shows (`WFNSUnitSymbol`): Apple's Foundation's, which for
    /// hours and minutes (`hr`, `min`) differs from swift-corelibs-foundation's (`h`, `m`).
    static func symbol(of unit: Dimension) -> String {
        if unit == UnitDuration.hours { return "hr" }
        if unit == UnitDuration.minutes { return "min" }
        return unit.symbol
    }
}
