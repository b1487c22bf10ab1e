import PropertyList

/// Literals make authoring read like the shortcut: `["WFVariableName": "Total", "WFCount": 3]`.
extension ParameterValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .integer(PropertyListInteger(value)) }
    public init(floatLiteral value: Double) { self = .real(value) }
    public init(booleanLiteral value: Bool) { self = .boolean(value) }
    public init(arrayLiteral elements: ParameterValue...) { self = .array(elements) }
}
