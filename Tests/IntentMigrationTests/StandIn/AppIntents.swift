// A declarations-only stand-in for the part of Apple's AppIntents API that
// `shortcut intents migrate` writes, so the tests can type-check generated code on Linux.
// Signatures follow the real framework (labels, argument order, generic shapes); bodies are
// fatalError(). It is compiled with `swiftc -emit-module -module-name AppIntents` by the tests.
import Foundation

#if !canImport(Darwin)
    extension String {
        /// Foundation's localization value (Apple platforms only), with interpolation.
        public struct LocalizationValue: ExpressibleByStringInterpolation, Sendable {
            public struct StringInterpolation: StringInterpolationProtocol {
                public init(literalCapacity: Int, interpolationCount: Int) {}
                public mutating func appendLiteral(_ literal: String) {}
                public mutating func appendInterpolation<T>(_ value: T) {}
            }
            public init(stringLiteral value: String) {}
            public init(stringInterpolation: StringInterpolation) {}
        }
    }

    /// Foundation's `LocalizedStringResource` (Apple platforms only).
    public struct LocalizedStringResource: ExpressibleByStringInterpolation, Sendable {
        public init(stringLiteral value: String) {}
        public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {}
        public init(
            _ key: StaticString, defaultValue: String.LocalizationValue, table: StaticString? = nil,
            comment: StaticString? = nil
        ) { fatalError() }
    }
#endif

public protocol _IntentValue {}
extension String: _IntentValue {}
extension Int: _IntentValue {}
extension Bool: _IntentValue {}
extension Double: _IntentValue {}
extension URL: _IntentValue {}
extension DateComponents: _IntentValue {}
extension Measurement: _IntentValue {}
extension Optional: _IntentValue where Wrapped: _IntentValue {}
extension Array: _IntentValue where Element: _IntentValue {}

public struct IntentFile: _IntentValue, Sendable {}
public struct IntentPerson: _IntentValue, Sendable {}
public struct IntentCurrencyAmount: _IntentValue, Sendable {}
public struct IntentPaymentMethod: _IntentValue, Sendable {}

public struct IntentDescription: ExpressibleByStringLiteral, Sendable {
    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil) {}
    public init(stringLiteral value: String) {}
}

public struct DisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {}
}

public struct TypeDisplayRepresentation: Sendable {
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {}
}

public struct IntentDialog: ExpressibleByStringInterpolation, Sendable {
    public init(_ fullDialog: LocalizedStringResource) {}
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {}
}

extension Bool {
    public struct IntentDisplayName: Sendable {
        public init(true: LocalizedStringResource, false: LocalizedStringResource) {}
    }
}

// MARK: intents

public protocol IntentResult {}
public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value: _IntentValue
}
public protocol ProvidesDialog: IntentResult {}

public struct _IntentResultValue<Value: _IntentValue>: IntentResult, ReturnsValue, ProvidesDialog {}
public struct _EmptyIntentResult: IntentResult, ProvidesDialog {}

extension IntentResult {
    public static func result() -> Self where Self == _EmptyIntentResult { fatalError() }
    public static func result(dialog: IntentDialog) -> Self where Self == _EmptyIntentResult { fatalError() }
    public static func result<Value: _IntentValue>(value: Value) -> Self where Self == _IntentResultValue<Value> {
        fatalError()
    }
    public static func result<Value: _IntentValue>(value: Value, dialog: IntentDialog) -> Self
    where Self == _IntentResultValue<Value> { fatalError() }
}

public protocol ParameterSummary {}

public protocol AppIntent: _SupportsAppDependencies {
    associatedtype PerformResult: IntentResult
    associatedtype SummaryContent: ParameterSummary
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription? { get }
    @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }
    init()
    func perform() async throws -> PerformResult
}
public protocol _SupportsAppDependencies {}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    public static var parameterSummary: _AutomaticSummary { fatalError() }
}
public struct _AutomaticSummary: ParameterSummary {}

public protocol CustomIntentMigratedAppIntent: AppIntent {
    static var intentClassName: String { get }
}

public protocol IntentPredictionConfiguration {}

public protocol PredictableIntent: AppIntent {
    associatedtype Prediction: IntentPredictionConfiguration
    @IntentPredictionConfigurationBuilder<Self> static var predictionConfiguration: Prediction { get }
}

public struct IntentPrediction<Intent: AppIntent, each Parameter: _IntentValue>: IntentPredictionConfiguration {
    public init(
        parameters: (repeat KeyPath<Intent, IntentParameter<each Parameter>>),
        displayRepresentation: @escaping (repeat each Parameter) -> DisplayRepresentation
    ) {}
}

@resultBuilder
public enum IntentPredictionConfigurationBuilder<Intent: AppIntent> {
    public struct _Predictions: IntentPredictionConfiguration {}
    public static func buildExpression<each P: _IntentValue>(_ prediction: IntentPrediction<Intent, repeat each P>)
        -> _Predictions
    {
        fatalError()
    }
    public static func buildBlock(_ components: _Predictions...) -> _Predictions { fatalError() }
}

// MARK: parameters

@propertyWrapper
public final class IntentParameter<Value: _IntentValue>: @unchecked Sendable {
    public var wrappedValue: Value {
        get { fatalError() }
        set {}
    }
    public var projectedValue: IntentParameter<Value> { self }

    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default: Value? = nil,
        inclusiveRange: (Value, Value)? = nil, displayName: Bool.IntentDisplayName? = nil,
        supportedTypeIdentifiers: [String] = [], requestValueDialog: IntentDialog? = nil
    ) {}

    public init<Provider: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default: Value? = nil,
        requestValueDialog: IntentDialog? = nil, optionsProvider: Provider
    ) {}
}
public typealias Parameter = IntentParameter

public protocol DynamicOptionsProvider: Sendable {
    associatedtype Result
    init()
    func results() async throws -> Result
}

// MARK: parameter summaries

public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation {
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {}
    }
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
}

public struct Summary<Intent: AppIntent>: ParameterSummary {
    public init(_ summary: ParameterSummaryString<Intent>) {}
    public init(
        _ summary: ParameterSummaryString<Intent>,
        @ParameterSummaryTableBuilder<Intent> table: () -> [PartialKeyPath<Intent>]
    ) {}
}

@resultBuilder
public enum ParameterSummaryTableBuilder<Intent: AppIntent> {
    public static func buildExpression<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>)
        -> [PartialKeyPath<Intent>]
    { fatalError() }
    public static func buildBlock(_ components: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] {
        fatalError()
    }
}

@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    public static func buildExpression(_ summary: Summary<Intent>) -> Summary<Intent> { summary }
    public static func buildExpression<Then, Otherwise>(_ when: When<Intent, Then, Otherwise>)
        -> When<Intent, Then, Otherwise>
    { when }
    public static func buildBlock<Content: ParameterSummary>(_ content: Content) -> Content { content }
}

public enum EquatableComparisonOperator: Sendable { case equalTo, notEqualTo }
public enum HasValueComparisonOperator: Sendable { case hasAnyValue, hasNoValue }

public struct When<Intent: AppIntent, Then: ParameterSummary, Otherwise: ParameterSummary>: ParameterSummary {
    public init<Value: Equatable>(
        _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: EquatableComparisonOperator,
        _ value: Value, @ParameterSummaryBuilder<Intent> _ then: () -> Then,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {}
    public init<Value>(
        _ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: HasValueComparisonOperator,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {}
}

// MARK: enums and entities

public protocol TypeDisplayRepresentable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

public protocol AppEnum: _IntentValue, TypeDisplayRepresentable, RawRepresentable, CaseIterable, Hashable
where RawValue: _IntentValue {
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

public protocol EntityQuery: Sendable {
    associatedtype Entity: AppEntity
    init()
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    func suggestedEntities() async throws -> [Entity]
}

public protocol AppEntity: _IntentValue, TypeDisplayRepresentable, Identifiable {
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    static var defaultQuery: DefaultQuery { get }
    var displayRepresentation: DisplayRepresentation { get }
}

@propertyWrapper
public final class EntityProperty<Value: _IntentValue>: @unchecked Sendable {
    public var wrappedValue: Value {
        get { fatalError() }
        set {}
    }
    public init(title: LocalizedStringResource) {}
}
public typealias Property = EntityProperty

#if canImport(CoreLocation)
    import CoreLocation
    extension CLPlacemark: _IntentValue {}
#endif
