import Portus
import Routy

/// The window: the tree's root node, which shows one root element as the window's root view
/// controller, and presents a new root for `NavigationPresentation.root`.
///
/// On UIKit's classes an app writes it `UIKitAppWindow<Screen>`, which is
/// `UIKitWindow<Screen, UIKitPlatform>`.
public final class UIKitWindow<ContextType: Hashable & Sendable, Platform: AdapterPlatform>:
    KitPresenter
{
    /// The tree the window and its elements tell.
    public let tree: RoutingTree
    /// The window.
    public let window: Platform.Window
    /// The element the window shows.
    public private(set) var root: UIKitElement<ContextType, Platform>?

    /// Creates the adapter of a window; nothing is entered until ``show(_:)``.
    ///
    /// - Parameters:
    ///   - window: The window.
    ///   - tree: The tree the window and its elements tell.
    public init(_ window: Platform.Window, tree: RoutingTree) {
        self.window = window
        self.tree = tree
    }

    /// The window's entry: `window`, not an element, so paths of contexts leave it out.
    public var entry: RoutingEntry { windowEntry }

    /// Shows `element` as the window's root view controller, replacing the current root (and
    /// dismissing what it presents), and tells the tree.
    ///
    /// - Parameter element: The new root.
    /// - Throws: The tree's refusal when it cannot place the window or the element:
    ///   `NavigationError.notInTree` when the tree no longer holds the current root,
    ///   `NavigationError.invalidTabs` when the element's selected tab is not among its tabs.
    public func show(_ element: UIKitElement<ContextType, Platform>) throws(NavigationError<ContextType>) {
        try tellTreeRootIsReplaced(root?.entry)
        if let root {
            if root.viewController.presentedViewController != nil {
                root.viewController.dismiss(animated: false, completion: nil)
            }
            root.detach()
            self.root = nil
        }
        window.rootViewController = element.viewController
        do throws(NavigationError<ContextType>) {
            try NavigationError<ContextType>.telling { () throws(RoutingError) in
                try element.enter(.root, holder: self, under: entry, tree: tree)
            }
        } catch {
            window.rootViewController = nil
            throw error
        }
        root = element
    }

    /// Takes the root away — what it presents first — and tells the tree.
    func removeRoot(_ element: UIKitElement<ContextType, Platform>, completion: @escaping (Bool) -> Void) {
        guard root === element else { return completion(false) }
        element.dismissModalsAbove { [weak self] dismissed in
            guard dismissed, let self, self.root === element else { return completion(false) }
            self.window.rootViewController = nil
            self.root = nil
            let told = element.tellTreeItLeft()
            element.detach()
            completion(told)
        }
    }
}

extension UIKitWindow: KitWindow {}
