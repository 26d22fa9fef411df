// Apple platforms only: SwiftUI does not exist elsewhere. Thin on purpose — every decision is in
// SwiftUIModal, which builds and is tested everywhere.
#if canImport(SwiftUI)
    import Routy
    import SwiftUI

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    extension View {
        /// Presents what a ``SwiftUIModal`` presents: as a sheet, a full-screen cover or a popover
        /// anchored on this view, as the modal's ``SwiftUIModal/style`` says, with interactive
        /// dismissal disabled while its leave guard refuses.
        ///
        /// An alert or confirmation dialog (``SwiftUIAlert``) it shows with `.alert` or
        /// `.confirmationDialog`.
        ///
        /// Apply it to the view of the root element, and to the view of each modal element with that
        /// element's ``SwiftUIElement/modal``, so that modals can present modals:
        ///
        /// ```swift
        /// RoutyNavigationStack(stack) { context in ScreenView(context) }
        ///     .routySheet(stack.modal) { element in ModalView(element) }
        /// ```
        ///
        /// Given a namespace, the presented screen's transition (``SwiftUIModal/transition``)
        /// applies to a sheet or full-screen cover: a zoom from the source view marked with
        /// `matchedTransitionSource(id:in:)` in that namespace, on iOS 18 and later.
        ///
        /// - Parameters:
        ///   - model: The modal to present.
        ///   - transitionNamespace: The namespace of the source views of the presented screens'
        ///     zoom transitions; SwiftUI's own transitions when `nil`.
        ///   - content: The view of the presented element.
        /// - Returns: The view, presenting the modal.
        public func routySheet<ContextType: Hashable & Sendable, ModalContent: View>(
            _ model: SwiftUIModal<ContextType>,
            transitionNamespace: Namespace.ID? = nil,
            @ViewBuilder content: @escaping (any SwiftUIElement<ContextType>) -> ModalContent
        ) -> some View {
            modifier(RoutyModalModifier(model: model, transitionNamespace: transitionNamespace, makeContent: content))
                .modifier(RoutyAlertModifier(model: model))
        }
    }

    /// Binds a ``SwiftUIModal`` to a sheet, a full-screen cover and a popover; macOS has sheets
    /// only, tvOS no popovers.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    private struct RoutyModalModifier<ContextType: Hashable & Sendable, ModalContent: View>: ViewModifier {
        @Bindable var model: SwiftUIModal<ContextType>
        let transitionNamespace: Namespace.ID?
        let makeContent: (any SwiftUIElement<ContextType>) -> ModalContent

        func body(content: Content) -> some View {
            #if os(macOS)
                content
                    .sheet(item: $model.presented) { _ in presented }
            #elseif os(tvOS)
                // The model shows a popover as a sheet on tvOS.
                content
                    .sheet(item: $model.sheet) { _ in presented }
                    .fullScreenCover(item: $model.fullScreenCover) { _ in presented }
            #else
                content
                    .sheet(item: $model.sheet) { _ in presented }
                    .fullScreenCover(item: $model.fullScreenCover) { _ in presented }
                    .popover(item: $model.popover) { _ in presented }
            #endif
        }

        @ViewBuilder private var presented: some View {
            if let element = model.element {
                makeContent(element)
                    .interactiveDismissDisabled(model.isDismissDisabled)
                    .routyTransition(model.transition, in: transitionNamespace)
            }
        }
    }
#endif
