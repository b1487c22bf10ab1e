// A declarations-only stand-in for the part of Apple's SwiftUI that ShortcutKitUI, its usage
// file and the SwiftShortcuts README examples use, so they can be type-checked on Linux
// (Scripts/typecheck-swiftui.sh builds this file as a module named `SwiftUI`).
//
// Written by this project from Apple's published API documentation: names, generic
// constraints, argument labels, defaults and actor isolation follow the iOS 18 / macOS 15
// SDK. Nothing here runs: every body is `fatalError()`. Deliberately absent: default `body`
// implementations for user views and any overload SwiftUI does not have, so that code SwiftUI
// rejects is rejected here too. Not part of any target.
@_exported import Foundation

// MARK: - View and builders

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock() -> EmptyView { fatalError() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        fatalError()
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { fatalError() }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { fatalError() }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct EmptyView: View {
    public init() {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct AnyView: View {
    public init<V: View>(_ view: V) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct Group<Content> {
    public init(@ViewBuilder content: () -> Content) where Content: View { fatalError() }
}

extension Group: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// MARK: - Geometry and layout values

public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) { fatalError() }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
}

public struct VerticalAlignment: Equatable, Sendable {
    public static let top = VerticalAlignment()
    public static let center = VerticalAlignment()
    public static let bottom = VerticalAlignment()
    public static let firstTextBaseline = VerticalAlignment()
    public static let lastTextBaseline = VerticalAlignment()
}

public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) { fatalError() }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ e: Edge) { fatalError() }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let all = Set(rawValue: 15)
        public static let horizontal = Set(rawValue: 10)
        public static let vertical = Set(rawValue: 5)
    }
}

public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal, vertical

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { fatalError() }
    public init() { fatalError() }
}

public enum ContentMode: Hashable, CaseIterable, Sendable { case fit, fill }
public enum TextAlignment: Hashable, CaseIterable, Sendable { case leading, center, trailing }
public enum RoundedCornerStyle: Equatable, Sendable { case circular, continuous }
public enum ColorScheme: CaseIterable, Hashable, Sendable { case light, dark }

// MARK: - Stacks and containers

public struct VStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        fatalError()
    }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct HStack<Content: View>: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        fatalError()
    }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct ZStack<Content: View>: View {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct Spacer: View {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct ScrollView<Content: View>: View {
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        fatalError()
    }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }

    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable { fatalError() }

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        fatalError()
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) { fatalError() }
}

// MARK: - Text, images, labels

public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public init(_ value: String) { fatalError() }
    public init(stringLiteral value: String) { fatalError() }
    public init(stringInterpolation: StringInterpolation) { fatalError() }

    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }
        public mutating func appendLiteral(_ literal: String) { fatalError() }
        public mutating func appendInterpolation(_ string: String) { fatalError() }
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(
            _ subject: Subject, formatter: Formatter? = nil
        ) { fatalError() }
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            fatalError()
        }
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) { fatalError() }
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) { fatalError() }
        public mutating func appendInterpolation(_ text: Text) { fatalError() }
        public mutating func appendInterpolation(_ image: Image) { fatalError() }
    }
}

/// The integer and floating-point types `LocalizedStringKey` interpolates with a format specifier.
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}

public struct Text: Equatable, Sendable {
    public init(verbatim content: String) { fatalError() }
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) { fatalError() }
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        fatalError()
    }

    public func font(_ font: Font?) -> Text { fatalError() }
    public func fontWeight(_ weight: Font.Weight?) -> Text { fatalError() }
    public func bold() -> Text { fatalError() }
    public func bold(_ isActive: Bool) -> Text { fatalError() }
    public func italic() -> Text { fatalError() }
    public func foregroundColor(_ color: Color?) -> Text { fatalError() }
    @available(iOS 17.0, macOS 14.0, *)  // newer than the package's iOS 16 / macOS 13: ShortcutKitUI avoids it
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { fatalError() }
    public static func + (lhs: Text, rhs: Text) -> Text { fatalError() }
}

public struct Image: Equatable, Sendable {
    public init(systemName: String) { fatalError() }
    public init(_ name: String, bundle: Bundle? = nil) { fatalError() }

    public enum ResizingMode: Sendable { case tile, stretch }
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        fatalError()
    }
}

extension Text: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Image: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct Label<Title: View, Icon: View>: View {
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) { fatalError() }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage name: String) { fatalError() }
}

public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() { fatalError() }
}

// MARK: - Controls

public enum ButtonRole: Equatable, Sendable { case destructive, cancel }

public struct Button<Label: View>: View {
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) { fatalError() }
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        fatalError()
    }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) { fatalError() }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        fatalError()
    }
}

@MainActor @preconcurrency public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

public struct ButtonStyleConfiguration {
    public struct Label: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
    public let role: ButtonRole?
    public let label: ButtonStyleConfiguration.Label
    public let isPressed: Bool
}

@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

public struct PrimitiveButtonStyleConfiguration {
    public struct Label: View {
        public typealias Body = Never
        public var body: Never { fatalError() }
    }
    public let role: ButtonRole?
    public let label: PrimitiveButtonStyleConfiguration.Label
    public func trigger() { fatalError() }
}

public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { fatalError() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { fatalError() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { fatalError() }
}

public struct Alert {
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) { fatalError() }

    public struct Button {
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { fatalError() }
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button { fatalError() }
    }
}

// MARK: - Colours, gradients, shape styles, fonts

public protocol ShapeStyle: Sendable {}

public struct Color: Hashable, Sendable {
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        fatalError()
    }
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) { fatalError() }
    public init(_ name: String, bundle: Bundle? = nil) { fatalError() }

    public func opacity(_ opacity: Double) -> Color { fatalError() }

    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let gray = Color(white: 0.5)
    public static let red = Color(white: 0)
    public static let orange = Color(white: 0)
    public static let yellow = Color(white: 0)
    public static let green = Color(white: 0)
    public static let mint = Color(white: 0)
    public static let teal = Color(white: 0)
    public static let cyan = Color(white: 0)
    public static let blue = Color(white: 0)
    public static let indigo = Color(white: 0)
    public static let purple = Color(white: 0)
    public static let pink = Color(white: 0)
    public static let brown = Color(white: 0)
    public static let clear = Color(white: 0)
    public static let primary = Color(white: 0)
    public static let secondary = Color(white: 0)
    public static var accentColor: Color { fatalError() }
}

extension Color: ShapeStyle {}

extension Color: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ShapeStyle where Self == Color {
    public static var white: Color { fatalError() }
    public static var black: Color { fatalError() }
    public static var gray: Color { fatalError() }
    public static var clear: Color { fatalError() }
    public static var accentColor: Color { fatalError() }
}

public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { fatalError() }
    }
    public var stops: [Gradient.Stop]
    public init(stops: [Gradient.Stop]) { fatalError() }
    public init(colors: [Color]) { fatalError() }
}

public struct LinearGradient: ShapeStyle, View {
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { fatalError() }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) { fatalError() }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) { fatalError() }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle()
    public static let secondary = HierarchicalShapeStyle()
    public static let tertiary = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { fatalError() }
    public static var secondary: HierarchicalShapeStyle { fatalError() }
    public static var tertiary: HierarchicalShapeStyle { fatalError() }
}

public struct Material: ShapeStyle {
    public static let regular = Material()
    public static let thin = Material()
    public static let thick = Material()
}

extension ShapeStyle where Self == Material {
    public static var regularMaterial: Material { fatalError() }
    public static var thinMaterial: Material { fatalError() }
    public static var thickMaterial: Material { fatalError() }
    public static var ultraThinMaterial: Material { fatalError() }
}

public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

public struct Font: Hashable, Sendable {
    public struct Weight: Hashable, Sendable {
        public static let ultraLight = Weight()
        public static let thin = Weight()
        public static let light = Weight()
        public static let regular = Weight()
        public static let medium = Weight()
        public static let semibold = Weight()
        public static let bold = Weight()
        public static let heavy = Weight()
        public static let black = Weight()
    }
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public static let largeTitle = Font.system(.largeTitle)
    public static let title = Font.system(.title)
    public static let title2 = Font.system(.title2)
    public static let title3 = Font.system(.title3)
    public static let headline = Font.system(.headline)
    public static let subheadline = Font.system(.subheadline)
    public static let body = Font.system(.body)
    public static let callout = Font.system(.callout)
    public static let footnote = Font.system(.footnote)
    public static let caption = Font.system(.caption)
    public static let caption2 = Font.system(.caption2)

    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        fatalError()
    }
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        fatalError()
    }
    public func weight(_ weight: Font.Weight) -> Font { fatalError() }
    public func bold() -> Font { fatalError() }
}

// MARK: - Shapes

public struct Path: Equatable, Sendable {
    public init() {}
    public init(_ rect: CGRect) { fatalError() }
}

public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { fatalError() }
}

public protocol Shape: Sendable, View {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: Never { fatalError() }
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View { fatalError() }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { fatalError() }
}

public struct RoundedRectangle: Shape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { fatalError() }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { fatalError() }
    public func path(in rect: CGRect) -> Path { fatalError() }
}

public struct Capsule: Shape {
    public init(style: RoundedCornerStyle = .continuous) { fatalError() }
    public func path(in rect: CGRect) -> Path { fatalError() }
}

public struct Circle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { fatalError() }
}

public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { fatalError() }
}

// MARK: - Animation and accessibility values

public struct Animation: Equatable, Sendable {
    public static let `default` = Animation()
    public static let linear = Animation()
    public static let easeIn = Animation()
    public static let easeOut = Animation()
    public static let easeInOut = Animation()
    public static func linear(duration: TimeInterval) -> Animation { fatalError() }
    public static func easeIn(duration: TimeInterval) -> Animation { fatalError() }
    public static func easeOut(duration: TimeInterval) -> Animation { fatalError() }
    public static func easeInOut(duration: TimeInterval) -> Animation { fatalError() }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0)
        -> Animation
    { fatalError() }
}

public struct AccessibilityChildBehavior: Hashable, Sendable {
    public static let ignore = AccessibilityChildBehavior()
    public static let contain = AccessibilityChildBehavior()
    public static let combine = AccessibilityChildBehavior()
}

public struct AccessibilityTraits: SetAlgebra, Sendable {
    public init() {}
    public static let isButton = AccessibilityTraits()
    public static let isHeader = AccessibilityTraits()
    public static let isImage = AccessibilityTraits()
    public static let isStaticText = AccessibilityTraits()
    public func contains(_ member: AccessibilityTraits) -> Bool { fatalError() }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        fatalError()
    }
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { fatalError() }
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { fatalError() }
    public mutating func formUnion(_ other: AccessibilityTraits) { fatalError() }
    public mutating func formIntersection(_ other: AccessibilityTraits) { fatalError() }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { fatalError() }
    public static func == (lhs: AccessibilityTraits, rhs: AccessibilityTraits) -> Bool { fatalError() }
}

// MARK: - State and environment

public protocol DynamicProperty {}

@propertyWrapper public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) { fatalError() }
    public init(initialValue value: Value) { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { fatalError() }
}

@propertyWrapper @dynamicMemberLookup public struct Binding<Value>: DynamicProperty {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }
    public init(projectedValue: Binding<Value>) { fatalError() }
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding<Value> { fatalError() }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

public struct EnvironmentValues: CustomStringConvertible {
    public init() {}
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { fatalError() }
        set { fatalError() }
    }
    public var description: String { fatalError() }
    public var openURL: OpenURLAction {
        get { fatalError() }
        set { fatalError() }
    }
    public var colorScheme: ColorScheme {
        get { fatalError() }
        set { fatalError() }
    }
    public var dismiss: DismissAction { fatalError() }
}

@propertyWrapper public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
    public var wrappedValue: Value { fatalError() }
}

@MainActor @preconcurrency public struct OpenURLAction {
    public struct Result: Sendable {
        public static let handled = Result()
        public static let discarded = Result()
        public static let systemAction = Result()
    }
    public init(handler: @escaping (URL) -> OpenURLAction.Result) { fatalError() }
    public func callAsFunction(_ url: URL) { fatalError() }
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) { fatalError() }
}

@MainActor @preconcurrency public struct DismissAction {
    public func callAsFunction() { fatalError() }
}

// MARK: - View modifiers

extension View {
    public func padding(_ insets: EdgeInsets) -> some View { fatalError() }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { fatalError() }
    public func padding(_ length: CGFloat) -> some View { fatalError() }

    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        fatalError()
    }
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { fatalError() }

    public func font(_ font: Font?) -> some View { fatalError() }
    public func fontWeight(_ weight: Font.Weight?) -> some View { fatalError() }
    public func bold(_ isActive: Bool = true) -> some View { fatalError() }
    public func lineLimit(_ number: Int?) -> some View { fatalError() }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { fatalError() }
    public func foregroundColor(_ color: Color?) -> some View { fatalError() }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { fatalError() }
    public func tint(_ tint: Color?) -> some View { fatalError() }

    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        fatalError()
    }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        fatalError()
    }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        fatalError()
    }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { fatalError() }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { fatalError() }
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> some View
    { fatalError() }

    public func scaledToFit() -> some View { fatalError() }
    public func scaledToFill() -> some View { fatalError() }
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { fatalError() }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { fatalError() }
    public func opacity(_ opacity: Double) -> some View { fatalError() }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { fatalError() }
    public func disabled(_ disabled: Bool) -> some View { fatalError() }

    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { fatalError() }
    public func accessibilityLabel(_ label: Text) -> some View { fatalError() }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { fatalError() }
    @_disfavoredOverload public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { fatalError() }
    public func accessibilityHint(_ hint: Text) -> some View { fatalError() }
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { fatalError() }
    @_disfavoredOverload public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { fatalError() }
    public func accessibilityHidden(_ hidden: Bool) -> some View { fatalError() }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { fatalError() }

    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @isolated(any) @Sendable () async -> Void)
        -> some View
    { fatalError() }
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View { fatalError() }
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { fatalError() }

    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { fatalError() }

    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { fatalError() }
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { fatalError() }

    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { fatalError() }
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { fatalError() }
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { fatalError() }
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { fatalError() }
}
