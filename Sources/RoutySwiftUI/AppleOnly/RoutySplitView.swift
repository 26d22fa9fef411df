// Apple platforms only: SwiftUI does not exist elsewhere. Thin on purpose — every decision is in
// SwiftUISplit and SwiftUIStack, which build and are tested everywhere.
#if canImport(SwiftUI)
    import Routy
    import SwiftUI

    /// A `NavigationSplitView` bound to a ``SwiftUISplit``: the sidebar's and the content column's
    /// selections, and the detail column's `NavigationStack` path. SwiftUI collapses the columns
    /// into one stack in compact width, from the same bindings.
    ///
    /// ```swift
    /// RoutySplitView(split) { selection in
    ///     MailboxList(selection: selection)
    /// } content: { mailbox, selection in
    ///     MessageList(mailbox, selection: selection)
    /// } detail: { context in
    ///     MessageView(context)
    /// }
    /// ```
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    public struct RoutySplitView<ContextType: Hashable & Sendable, Sidebar: View, Content: View, Detail: View>: View {
        @Bindable private var model: SwiftUISplit<ContextType>
        private let sidebar: (Binding<NavigationContext<ContextType>?>) -> Sidebar
        private let content: ((NavigationContext<ContextType>, Binding<NavigationContext<ContextType>?>) -> Content)?
        private let detail: (NavigationContext<ContextType>) -> Detail

        /// Creates the view of a three-column split.
        ///
        /// - Parameters:
        ///   - model: The split it shows.
        ///   - sidebar: The sidebar, given the binding of its selection.
        ///   - content: The content column for the sidebar's selection, given the binding of its
        ///     own selection.
        ///   - detail: The view of a context of the detail column: its root, then each pushed one.
        public init(
            _ model: SwiftUISplit<ContextType>,
            @ViewBuilder sidebar: @escaping (Binding<NavigationContext<ContextType>?>) -> Sidebar,
            @ViewBuilder content:
                @escaping (NavigationContext<ContextType>, Binding<NavigationContext<ContextType>?>)
                -> Content,
            @ViewBuilder detail: @escaping (NavigationContext<ContextType>) -> Detail
        ) {
            _model = Bindable(model)
            self.sidebar = sidebar
            self.content = content
            self.detail = detail
        }

        /// Creates the view of a two-column split.
        ///
        /// - Parameters:
        ///   - model: The split it shows.
        ///   - sidebar: The sidebar, given the binding of its selection.
        ///   - detail: The view of a context of the detail column: its root, then each pushed one.
        public init(
            _ model: SwiftUISplit<ContextType>,
            @ViewBuilder sidebar: @escaping (Binding<NavigationContext<ContextType>?>) -> Sidebar,
            @ViewBuilder detail: @escaping (NavigationContext<ContextType>) -> Detail
        ) where Content == EmptyView {
            _model = Bindable(model)
            self.sidebar = sidebar
            self.content = nil
            self.detail = detail
        }

        /// The split view, bound to the model.
        public var body: some View {
            if let content, model.style == .tripleColumn {
                NavigationSplitView {
                    sidebar($model.sidebarSelection)
                } content: {
                    if let selected = model.sidebarSelection { content(selected, $model.contentSelection) }
                } detail: {
                    detailStack
                }
            } else {
                NavigationSplitView {
                    sidebar($model.sidebarSelection)
                } detail: {
                    detailStack
                }
            }
        }

        /// The detail column: a navigation stack on the detail's root, bound to the detail path.
        @ViewBuilder private var detailStack: some View {
            if let root = model.detailRoot {
                NavigationStack(path: $model.detailPath) {
                    detail(root)
                        .navigationDestination(for: NavigationContext<ContextType>.self) { context in
                            detail(context)
                        }
                }
            }
        }
    }
#endif
