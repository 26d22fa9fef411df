import Portus

extension NavigationRouter {
    /// Shows `context`, as ``perform(_:source:)`` does, and
    /// waits for the value its screen hands back: an alert's choice, a picked address, the account
    /// a sign-in sheet signed in to.
    ///
    /// ```swift
    /// let answer = try await router.ask(.confirmDelete(id), returning: DeleteChoice.self)
    /// if answer == .value(.delete) { try await store.delete(id) }
    /// ```
    ///
    /// The ask ends exactly once:
    /// - with ``NavigationAnswer/value(_:)`` when the screen's element — a ``NavigationAnswering``
    ///   element, such as the kits' alerts — answers;
    /// - with ``NavigationAnswer/dismissed(_:)`` when the screen goes without a value: the user
    ///   swipes it away (``NavigationDismissal/byUser``), a request — a deeplink, a navigation —
    ///   leaves it (``NavigationDismissal/byNavigation``), another ask shows the same screen
    ///   (``NavigationDismissal/replaced``), or an interceptor redirects the request before the
    ///   screen is shown (``NavigationDismissal/redirected(by:)``: the ask does not wait behind a
    ///   sign-in wall, since the user may never sign in; ask again once the pending request ran);
    /// - by throwing when the request cannot show the screen, with the request's own failure.
    ///
    /// The request runs in the queue like any other, so interceptors, observers and logs see it;
    /// the value comes after it ended. Cancelling the task cancels the request if it has not
    /// started; once the screen is shown, the ask waits for its screen.
    ///
    /// - Parameters:
    ///   - context: The screen to show; it ends up the active leaf.
    ///   - type: The type of the value the screen hands back.
    ///   - source: Where the request came from.
    /// - Returns: The value, or why there is none.
    /// - Throws: The ``NavigationFailure`` that stopped the request;
    ///   ``NavigationError/cannotAnswer(_:expected:)`` when the element shown cannot answer with
    ///   `type`.
    public func ask<Value: Sendable>(
        _ context: Context,
        returning type: Value.Type = Value.self,
        source: NavigationSource = .app
    ) async throws(NavigationFailure<ContextType>) -> NavigationAnswer<Value> {
        try await ask([context], returning: type, source: source)
    }

    /// Shows `contexts`, as ``perform(_:source:)``
    /// does, and waits for the value the screen of the last one hands back; see
    /// ``ask(_:returning:source:)-(NavigationRouter<ContextType>.Context,_,_)``.
    ///
    /// - Parameters:
    ///   - contexts: The screens to show; the last one is asked.
    ///   - type: The type of the value the screen hands back.
    ///   - source: Where the request came from.
    /// - Returns: The value, or why there is none.
    /// - Throws: The ``NavigationFailure`` that stopped the request, or
    ///   ``NavigationError/cannotAnswer(_:expected:)``.
    public func ask<Value: Sendable>(
        _ contexts: [Context],
        returning type: Value.Type = Value.self,
        source: NavigationSource = .app
    ) async throws(NavigationFailure<ContextType>) -> NavigationAnswer<Value> {
        typealias Outcome = Result<NavigationAnswer<Value>, NavigationFailure<ContextType>>
        let ticket = TicketHolder()
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
                guard !Task.isCancelled else {
                    return continuation.resume(returning: .failure(NavigationFailure(.cancelled)))
                }
                ticket.ticket = enqueue(NavigationRequest([.navigate(to: contexts)], source: source)) { result in
                    self.waitForAnswer(after: result, asking: contexts.last) { continuation.resume(returning: $0) }
                }
            }
        } onCancel: {
            Task { @MainActor in ticket.ticket?.cancel() }
        }
        return try outcome.get()
    }

    /// Opens an ask on the element that shows `context`, once the request that showed it ended
    /// with `result` — before the next request starts, so nothing leaves the element unseen.
    private func waitForAnswer<Value: Sendable>(
        after result: NavigationResult<ContextType>,
        asking context: Context?,
        _ resume: @escaping (Result<NavigationAnswer<Value>, NavigationFailure<ContextType>>) -> Void
    ) {
        let report: NavigationReport<ContextType>
        switch result {
        case .failure(let failure): return resume(.failure(failure))
        case .success(let success): report = success
        }
        let cannotAnswer = { (context: Context) in
            NavigationFailure(.cannotAnswer(context, expected: "\(Value.self)"), report: report)
        }
        // A request with no context fails before it succeeds; the guard only keeps this total.
        guard let context else { return resume(.failure(NavigationFailure(.emptyRequest, report: report))) }
        guard let (entry, element) = answeringElement(showing: context) else {
            guard report.redirectedBy.isEmpty else {
                return resume(.success(.dismissed(.redirected(by: report.redirectedBy))))
            }
            return resume(.failure(cannotAnswer(context)))
        }
        let slot = element.answerSlot
        if let valueType = slot.valueType, valueType != Value.self { return resume(.failure(cannotAnswer(context))) }
        let ask = OpenAsk(entry: entry) { outcome in
            switch outcome {
            case .dismissed(let dismissal):
                resume(.success(.dismissed(dismissal)))
                return false
            case .value(let value as Value):
                resume(.success(.value(value)))
                return true
            case .value:
                resume(.failure(cannotAnswer(context)))
                return false
            }
        }
        let book = answerBook ?? AnswerBook(tree: tree, isOwn: { [unowned self] in isOwn($0, at: $1) })
        answerBook = book
        book.open(ask, on: slot)
    }

    /// The element on the active path that shows `context` and can answer, nearest the leaf first.
    private func answeringElement(showing context: Context) -> (RoutingEntry, any NavigationAnswering)? {
        for entry in tree.activePath.reversed() where entry.elementContext(ContextType.self) == context {
            guard let element = entry.routable as? any NavigationAnswering, element.isAnswering else { return nil }
            return (entry, element)
        }
        return nil
    }

    /// How many asks wait for a value now: for tests that check none is left behind.
    package var openAskCount: Int { answerBook?.count ?? 0 }
}
