import Foundation

extension NavigationRouter {
    /// Runs a request after the ones before it and returns what it did.
    ///
    /// Cancelling the calling task cancels the request if it has not started — it throws
    /// ``NavigationError/cancelled`` — and changes nothing once it has: a request that has started
    /// runs to its end, since what it shows on screen cannot be half undone, and this returns its
    /// outcome.
    ///
    /// - Parameter request: The steps to run, and where the request came from.
    /// - Returns: What the request did.
    /// - Throws: The ``NavigationFailure`` that stopped it, naming the step and what had happened.
    @discardableResult
    public func perform(
        _ request: NavigationRequest<ContextType>
    ) async throws(NavigationFailure<ContextType>) -> NavigationReport<ContextType> {
        let ticket = TicketHolder()
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<NavigationResult<ContextType>, Never>) in
                guard !Task.isCancelled else {
                    return continuation.resume(returning: .failure(NavigationFailure(.cancelled)))
                }
                ticket.ticket = enqueue(request) { continuation.resume(returning: $0) }
            }
        } onCancel: {
            Task { @MainActor in ticket.ticket?.cancel() }
        }
        return try result.get()
    }

    /// Shows `contexts` at the end of the active path, reusing what exists; see
    /// ``NavigationStep/navigate(to:)-([NavigationStep<ContextType>.Context])``.
    ///
    /// - Returns: What the request did.
    /// - Throws: The ``NavigationFailure`` that stopped it.
    @discardableResult
    public func navigate(
        to contexts: [Context],
        source: NavigationSource = .app
    ) async throws(NavigationFailure<ContextType>) -> NavigationReport<ContextType> {
        try await perform(.navigate(to: contexts, source: source))
    }

    /// Shows one context, reusing an element that shows it if there is one.
    ///
    /// - Returns: What the request did.
    /// - Throws: The ``NavigationFailure`` that stopped it.
    @discardableResult
    public func navigate(
        to context: Context,
        source: NavigationSource = .app
    ) async throws(NavigationFailure<ContextType>) -> NavigationReport<ContextType> {
        try await perform(.navigate(to: context, source: source))
    }

    /// Selects the tab that shows `context` and keeps what it shows, as a tab tap does.
    ///
    /// - Returns: What the request did.
    /// - Throws: The ``NavigationFailure`` that stopped it: ``NavigationError/notATab(_:)`` when
    ///   no tab shows `context`.
    @discardableResult
    public func selectTab(
        _ context: Context,
        source: NavigationSource = .app
    ) async throws(NavigationFailure<ContextType>) -> NavigationReport<ContextType> {
        try await perform(.selectTab(context, source: source))
    }

    /// Takes away the top element of the active path: pops the top screen, or closes the top modal.
    ///
    /// - Returns: What the request did.
    /// - Throws: The ``NavigationFailure`` that stopped it: ``NavigationError/nothingToGoBackTo(_:)``
    ///   when the top element is a tab's root or the root element.
    @discardableResult
    public func goBack(
        source: NavigationSource = .app
    ) async throws(NavigationFailure<ContextType>) -> NavigationReport<ContextType> {
        try await perform(.goBack(source: source))
    }

    /// Takes away everything above the element that shows `context` on the active path.
    ///
    /// - Returns: What the request did.
    /// - Throws: The ``NavigationFailure`` that stopped it: ``NavigationError/inUnselectedTab(_:tab:)``
    ///   when the element that shows `context` is in a tab that is not selected,
    ///   ``NavigationError/notShown(_:)`` when no element shows it.
    @discardableResult
    public func goBack(
        to context: Context,
        source: NavigationSource = .app
    ) async throws(NavigationFailure<ContextType>) -> NavigationReport<ContextType> {
        try await perform(.goBack(to: context, source: source))
    }

    /// Takes away the element that shows `context` on the active path, with everything above it.
    ///
    /// - Returns: What the request did.
    /// - Throws: The ``NavigationFailure`` that stopped it: ``NavigationError/inUnselectedTab(_:tab:)``
    ///   or ``NavigationError/notShown(_:)`` when no element on the active path shows `context`, or
    ///   ``NavigationError/cannotClose(_:)`` for a tab or the root element.
    @discardableResult
    public func close(
        _ context: Context,
        source: NavigationSource = .app
    ) async throws(NavigationFailure<ContextType>) -> NavigationReport<ContextType> {
        try await perform(.close(context, source: source))
    }

    /// Shows what a link stands for, read with ``deeplinks``.
    ///
    /// ```swift
    /// .onOpenURL { url in
    ///     Task {
    ///         do throws(NavigationFailure<Screen>) {
    ///             try await router.open(url)
    ///         } catch {
    ///             // Nothing changed on screen: tell the user, log what was wrong with the link.
    ///             showLinkProblem(url, error.cause.deeplinkError?.description ?? error.description)
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// - Returns: What the request did.
    /// - Throws: The ``NavigationFailure`` that stopped it; a link the resolver cannot read or
    ///   match fails with ``NavigationError/input(_:)`` wrapping its ``DeeplinkError``
    ///   (``NavigationError/deeplinkError``), and with ``DeeplinkError/noMatch(_:)`` when the
    ///   router has no resolver.
    @discardableResult
    public func open(
        _ link: String,
        source: NavigationSource = .deeplink
    ) async throws(NavigationFailure<ContextType>) -> NavigationReport<ContextType> {
        try await perform(.open(link, source: source))
    }

    /// Shows what a URL stands for, read with ``deeplinks``; see ``open(_:source:)-(String,_)``.
    @discardableResult
    public func open(
        _ url: URL,
        source: NavigationSource = .deeplink
    ) async throws(NavigationFailure<ContextType>) -> NavigationReport<ContextType> {
        try await perform(.open(url.absoluteString, source: source))
    }

    /// Shows what an entry stands for — a link, a notification, an activity, a Spotlight result, a
    /// quick action, an intent — read with ``deeplinks`` for a link and ``entries`` for the others,
    /// through the interceptors as any request.
    ///
    /// ```swift
    /// // UNUserNotificationCenterDelegate
    /// func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
    ///     let content = response.notification.request.content
    ///     let payload = content.userInfo.compactMapValues { $0 as? String }
    ///     do throws(NavigationFailure<Screen>) {
    ///         try await router.open(.notification(content.categoryIdentifier, payload: payload))
    ///     } catch {
    ///         // Nothing changed on screen: log what the notification carried.
    ///         log(error.cause.entryError?.description ?? error.description)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - entry: The entry, as the app's glue built it from what the system delivered.
    ///   - source: The request's source; by default the entry's own (``NavigationEntry/source``),
    ///     such as ``NavigationSource/notification``.
    /// - Returns: What the request did.
    /// - Throws: The ``NavigationFailure`` that stopped it; an entry nothing reads fails with
    ///   ``NavigationError/input(_:)`` wrapping a ``NavigationEntryError``
    ///   (``NavigationError/entryError``), a link with its ``DeeplinkError``.
    @discardableResult
    public func open(
        _ entry: NavigationEntry,
        source: NavigationSource? = nil
    ) async throws(NavigationFailure<ContextType>) -> NavigationReport<ContextType> {
        try await perform(.open(entry, source: source))
    }

    /// Runs the request an interceptor kept pending — with its own steps and source, through the
    /// interceptors again — after the requests queued before; see
    /// ``NavigationRequest/resumePending``.
    ///
    /// ```swift
    /// try await router.close(.login)
    /// try await router.resumePending()
    /// ```
    ///
    /// - Returns: What the resumed request did; an empty report when nothing was pending.
    /// - Throws: The ``NavigationFailure`` that stopped it.
    @discardableResult
    public func resumePending() async throws(NavigationFailure<ContextType>) -> NavigationReport<ContextType> {
        try await perform(.resumePending)
    }

    /// Closes `context` — the login screen a sign-in wall showed — and runs the request an
    /// interceptor kept pending, as one request; see
    /// ``NavigationRequest/closeAndResumePending(_:source:)``.
    ///
    /// ```swift
    /// session.signIn()
    /// try await router.closeAndResumePending(.login)
    /// ```
    ///
    /// - Parameters:
    ///   - context: The screen to close, with everything above it.
    ///   - source: Where the request came from.
    /// - Returns: What the request did: the close's instructions, then the resumed request's.
    /// - Throws: The ``NavigationFailure`` that stopped it.
    @discardableResult
    public func closeAndResumePending(
        _ context: Context,
        source: NavigationSource = .app
    ) async throws(NavigationFailure<ContextType>) -> NavigationReport<ContextType> {
        try await perform(.closeAndResumePending(context, source: source))
    }
}

/// The ticket of an awaited request, for the task's cancellation handler.
@MainActor
final class TicketHolder {
    var ticket: NavigationTicket?
}
