// Bindings, state and bindable models. How this file keeps the pages' attributes: see SwiftUI.swift.

// https://developer.apple.com/documentation/swiftui/binding — iOS 13.0
// `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    // https://developer.apple.com/documentation/swiftui/binding/init(get:set:) — iOS 13.0
    // `init(get: @escaping () -> Value, set: @escaping (Value) -> Void)`
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}

    // https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    // `var wrappedValue: Value { get nonmutating set }`
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }

    // https://developer.apple.com/documentation/swiftui/binding/projectedvalue
    // `var projectedValue: Binding<Value> { get }`
    public var projectedValue: Binding<Value> { self }

    // https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
    // `subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { get }`
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}

// https://developer.apple.com/documentation/swiftui/dynamicproperty — iOS 13.0
public protocol DynamicProperty {}

// https://developer.apple.com/documentation/swiftui/state — iOS 13.0
// `@frozen @propertyWrapper struct State<Value>`, a `DynamicProperty`
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    // `init(wrappedValue value: Value)`
    public init(wrappedValue value: Value) {}

    // https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    // `var wrappedValue: Value { get nonmutating set }`
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }

    // https://developer.apple.com/documentation/swiftui/state/projectedvalue
    // `var projectedValue: Binding<Value> { get }`
    public var projectedValue: Binding<Value> { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/bindable — iOS 17.0, macOS 14.0, tvOS 17.0,
// watchOS 10.0, visionOS 1.0
// `@dynamicMemberLookup @propertyWrapper struct Bindable<Value>`
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value>: DynamicProperty {
    private var storage: Value

    // https://developer.apple.com/documentation/swiftui/bindable/wrappedvalue
    // `var wrappedValue: Value`
    public var wrappedValue: Value {
        get { storage }
        set { storage = newValue }
    }

    // https://developer.apple.com/documentation/swiftui/bindable/projectedvalue
    // `var projectedValue: Bindable<Value> { get }`
    public var projectedValue: Bindable<Value> { self }

    // Not on a page: SwiftUI's interface declares this unavailable unconstrained
    // `init(wrappedValue:)` beside the documented one (below), which is what lets a memberwise
    // initializer take the wrapped object for a `@Bindable var`; without it the stub would reject
    // code that compiles against SwiftUI.
    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(wrappedValue: Value) { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Bindable where Value: AnyObject, Value: Observable {
    // https://developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:)
    // `init(wrappedValue: Value)`, where `Value : AnyObject, Value : Observable`
    public init(wrappedValue: Value) { storage = wrappedValue }

    // https://developer.apple.com/documentation/swiftui/bindable/init(_:)
    // `init(_ wrappedValue: Value)`, where `Value : AnyObject, Value : Observable`
    public init(_ wrappedValue: Value) { storage = wrappedValue }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Bindable where Value: AnyObject {
    // https://developer.apple.com/documentation/swiftui/bindable/subscript(dynamicmember:)
    // `subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> { get }`
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}

// https://developer.apple.com/documentation/swiftui/scenestorage — iOS 14.0, macOS 11.0
// `@propertyWrapper struct SceneStorage<Value>`, a `DynamicProperty`
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    // https://developer.apple.com/documentation/swiftui/scenestorage/init(_:)-8ywy1 — iOS 14.0
    // `init(_ key: String) where Value == Data?`
    public init(_ key: String) where Value == Data? {}

    // https://developer.apple.com/documentation/swiftui/scenestorage/wrappedvalue
    // `var wrappedValue: Value { get nonmutating set }`
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }

    // https://developer.apple.com/documentation/swiftui/scenestorage/projectedvalue
    // `var projectedValue: Binding<Value> { get }`
    public var projectedValue: Binding<Value> { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/environment — iOS 13.0
// `@frozen @propertyWrapper struct Environment<Value>`, a `DynamicProperty`
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    // https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf — iOS 13.0
    // `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}

    // https://developer.apple.com/documentation/swiftui/environment/wrappedvalue — iOS 13.0
    // `var wrappedValue: Value { get }`
    public var wrappedValue: Value { fatalError("a stub: nothing here runs") }
}

// https://developer.apple.com/documentation/swiftui/environmentvalues — iOS 13.0
// `struct EnvironmentValues`: the members our code reads.
public struct EnvironmentValues {
    // https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass —
    // iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    // `var horizontalSizeClass: UserInterfaceSizeClass? { get set }`
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { nil }
        set {}
    }

    // https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase — iOS 14.0
    // `var scenePhase: ScenePhase { get set }`
    public var scenePhase: ScenePhase {
        get { .active }
        set {}
    }
}

// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass — iOS 13.0, macOS 10.15,
// tvOS 13.0, watchOS 6.0, visionOS 1.0. `enum UserInterfaceSizeClass`: `Hashable`, `Sendable`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/userinterfacesizeclass/compact
    case compact
    // https://developer.apple.com/documentation/swiftui/userinterfacesizeclass/regular
    case regular
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg —
    // iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
    // `nonisolated func onChange<V>(of value: V, initial: Bool = false,
    //  _ action: @escaping (V, V) -> Void) -> some View where V : Equatable`
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public nonisolated func onChange<V: Equatable>(
        of value: V,
        initial: Bool = false,
        _ action: @escaping (V, V) -> Void
    ) -> some View { self }
}

// https://developer.apple.com/documentation/swiftui/scenephase — iOS 14.0
// `enum ScenePhase` (not `@frozen`: a `switch` over it needs `@unknown default`), Comparable
public enum ScenePhase: Comparable, Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/scenephase/background
    case background
    // https://developer.apple.com/documentation/swiftui/scenephase/inactive
    case inactive
    // https://developer.apple.com/documentation/swiftui/scenephase/active
    case active
}
