// Apple platforms only: SwiftUI does not exist elsewhere. Thin on purpose — every decision is in
// SwiftUIStack, which builds and is tested everywhere.
#if canImport(SwiftUI)
    import Routy
    import SwiftUI

    /// A `NavigationStack` whose path is a ``SwiftUIStack``'s ``SwiftUIStack/path``: the router pushes
    /// and pops through the model, and the user's back gestures reach the model through the binding.
    ///
    /// ```swift
    /// RoutyNavigationStack(catalog) { context in ScreenView(context) }
    /// ```
    ///
    /// Given a namespace, each pushed screen's ``SwiftUIScreen/transition`` applies: a zoom from the
    /// view the app marks with `matchedTransitionSource(id:in:)` in that namespace.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    public struct RoutyNavigationStack<ContextType: Hashable & Sendable, Content: View>: View {
        @Bindable private var model: SwiftUIStack<ContextType>
        private let transitionNamespace: Namespace.ID?
        private let content: (NavigationContext<ContextType>) -> Content

        /// Creates the stack's view.
        ///
        /// - Parameters:
        ///   - model: The stack it shows.
        ///   - transitionNamespace: The namespace of the source views of the screens' zoom
        ///     transitions; SwiftUI's own transitions when `nil`.
        ///   - content: The view of a screen's context: the root's, then each pushed one's.
        public init(
            _ model: SwiftUIStack<ContextType>,
            transitionNamespace: Namespace.ID? = nil,
            @ViewBuilder content: @escaping (NavigationContext<ContextType>) -> Content
        ) {
            _model = Bindable(model)
            self.transitionNamespace = transitionNamespace
            self.content = content
        }

        /// The navigation stack, bound to the model's path.
        public var body: some View {
            NavigationStack(path: $model.path) {
                content(model.context)
                    .navigationDestination(for: NavigationContext<ContextType>.self) { context in
                        content(context)
                            .routyTransition(model.transition(for: context), in: transitionNamespace)
                    }
            }
        }
    }
#endif
