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
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
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
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
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

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
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
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
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
