import OrderedCollections
import PropertyList

/// A magnitude with a unit (`WFQuantityFieldValue`), e.g. 5 `days`.
public struct Quantity: Sendable, Hashable {
    /// `Magnitude`: a string (the editor's text), a number, or a variable.
    public var magnitude: ParameterValue?
    /// `Unit`: e.g. `count`, `days`, `hr`.
    public var unit: String?
    public var extra: PropertyListDictionary

    public init(magnitude: ParameterValue?, unit: String?, extra: PropertyListDictionary = [:]) {
        self.magnitude = magnitude
        self.unit = unit
        self.extra = extra
    }

    init(propertyList body: PropertyListDictionary) {
        var rest = body
        let magnitude = rest.take("Magnitude").map(ParameterValue.init(propertyList:))
        self.init(magnitude: magnitude, unit: rest.takeString("Unit"), extra: rest)
    }

    var propertyList: PropertyListDictionary {
        var dictionary = PropertyListDictionary()
        dictionary.put("Magnitude", magnitude?.propertyList)
        dictionary.put("Unit", unit.map(PropertyListValue.string))
        return dictionary.merging(extra: extra)
    }
}

/// Add or subtract a duration (`WFTimeOffsetValue`).
public struct TimeOffset: Sendable, Hashable {
    /// `Operation`: `Add`, `Subtract`, or `Get Start of …`.
    public var operation: String?
    /// `Unit`: `Minute`, `Hour`, `Day`, …
    public var unit: String?
    /// `Value`: a number, or a variable.
    public var value: ParameterValue?
    public var extra: PropertyListDictionary

    public init(operation: String?, unit: String?, value: ParameterValue?, extra: PropertyListDictionary = [:]) {
        self.operation = operation
        self.unit = unit
        self.value = value
        self.extra = extra
    }

    init(propertyList body: PropertyListDictionary) {
        var rest = body
        let operation = rest.takeString("Operation")
        let unit = rest.takeString("Unit")
        let value = rest.take("Value").map(ParameterValue.init(propertyList:))
        self.init(operation: operation, unit: unit, value: value, extra: rest)
    }

    var propertyList: PropertyListDictionary {
        var dictionary = PropertyListDictionary()
        dictionary.put("Operation", operation.map(PropertyListValue.string))
        dictionary.put("Unit", unit.map(PropertyListValue.string))
        dictionary.put("Value", value?.propertyList)
        return dictionary.merging(extra: extra)
    }
}
