// Part of the SwiftUI stand-in (see SwiftUI.swift): declarations only, bodies fatalError().

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
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
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
    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    )
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

    public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping @isolated(any) @Sendable () async -> Void
    )
        -> some View
    { fatalError() }
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        _ action: @escaping @isolated(any) @Sendable () async -> Void
    ) -> some View { fatalError() }
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { fatalError() }

    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        fatalError()
    }

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
