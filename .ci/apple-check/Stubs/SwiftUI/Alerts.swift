// Alerts and confirmation dialogs, for RoutyAlertModifier. How this file keeps the pages'
// attributes: see SwiftUI.swift. The pages write `@ContentBuilder` where SwiftUI's interface has
// `@ViewBuilder` for a view's content; these stubs write `@ViewBuilder`, as the others do.

// https://developer.apple.com/documentation/swiftui/buttonrole — iOS 15.0, macOS 12.0
// `struct ButtonRole`: the roles we use.
public struct ButtonRole: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/buttonrole/destructive — `static let destructive: ButtonRole`
    public static let destructive = ButtonRole()
    // https://developer.apple.com/documentation/swiftui/buttonrole/cancel — `static let cancel: ButtonRole`
    public static let cancel = ButtonRole()
}

extension Button {
    // https://developer.apple.com/documentation/swiftui/button/init(role:action:label:) — iOS 15.0, macOS 12.0
    // `@preconcurrency nonisolated init(role: ButtonRole?, action: @escaping @MainActor () -> Void,
    //  @ContentBuilder label: () -> Label)`
    @preconcurrency
    public nonisolated init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label)
    {}
}

// https://developer.apple.com/documentation/swiftui/visibility — iOS 15.0, macOS 12.0
// `@frozen enum Visibility`
@frozen
public enum Visibility: Hashable, CaseIterable, Sendable {
    // https://developer.apple.com/documentation/swiftui/visibility/automatic
    case automatic
    // https://developer.apple.com/documentation/swiftui/visibility/visible
    case visible
    // https://developer.apple.com/documentation/swiftui/visibility/hidden
    case hidden
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l
    // — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    // `nonisolated func alert<S, A, M, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
    //  @ContentBuilder actions: (T) -> A, @ContentBuilder message: (T) -> M) -> some View
    //  where S : StringProtocol, A : View, M : View`
    public nonisolated func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S,
        isPresented: Binding<Bool>,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View { self }

    // https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)
    // — iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0 (the overload whose title is a
    // `StringProtocol`, as the alert's above)
    // `nonisolated func confirmationDialog<S, A, M, T>(_ title: S, isPresented: Binding<Bool>,
    //  titleVisibility: Visibility = .automatic, presenting data: T?, @ContentBuilder actions: (T) -> A,
    //  @ContentBuilder message: (T) -> M) -> some View where S : StringProtocol, A : View, M : View`
    public nonisolated func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        presenting data: T?,
        @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View { self }
}
