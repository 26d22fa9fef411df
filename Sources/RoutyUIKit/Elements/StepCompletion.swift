/// The completion of one step an element takes — a push, a pop, a present, a dismiss — called
/// exactly once: `false` as soon as the step fails, `true` once UIKit has finished the step
/// **and** the tree was told, whichever of the two comes last.
///
/// UIKit may finish before the element tells the tree (a completion it calls at once), or long
/// after (an animated transition); either way the tree hears first.
@MainActor
final class StepCompletion {
    private var completion: ((Bool) -> Void)?
    private var uiFinished = false
    private var treeTold = false

    init(_ completion: @escaping (Bool) -> Void) {
        self.completion = completion
    }

    /// The step failed: completes `false`, unless it already completed.
    func fail() {
        finish(false)
    }

    /// UIKit finished the step (its completion ran, or the transition ended).
    func uiDidFinish() {
        uiFinished = true
        if treeTold { finish(true) }
    }

    /// The element told the tree what the step did.
    func treeWasTold() {
        treeTold = true
        if uiFinished { finish(true) }
    }

    /// The step's effect came about otherwise — the user did what the step was to do — and the
    /// tree was told: completes `true`, unless it already completed.
    func succeed() {
        finish(true)
    }

    private func finish(_ success: Bool) {
        guard let completion else { return }
        self.completion = nil
        completion(success)
    }
}
