/// How an element is shown: pushed, presented modally (in a style, and in a navigation stack of
/// its own or not), set as the root — or, for an app that runs in more than one width, one of two
/// of those, chosen by the width class of where the element is shown. Every kit's factory takes it,
/// and its ``Kind`` is where an element stands, which a ``NavigationSnapshot`` records.
///
/// ```swift
/// factory.register(.product) { ProductScreen($0) }                          // .push
/// factory.register(.cart, presentation: .modal(.formSheet)) { CartScreen($0) }
/// factory.register(.filters, compact: .modal(.sheet), regular: .modal(.popover)) { FiltersScreen($0) }
/// ```
///
/// The router decides an ``adaptive(compact:regular:)`` presentation when it shows the element,
/// and hands the element's presenter the one that applies (``adapted(to:)``); a dry run reports
/// it in ``NavigationReport/presentations``.
public struct NavigationPresentation: Hashable, Sendable {
    /// Where an element stands: the root, one of a container's tabs, pushed on a stack, or
    /// presented modally. A factory shows a new element as a push, a modal or a root; a container
    /// makes its own tabs.
    public enum Kind: String, Hashable, Sendable, Encodable, CaseIterable {
        /// The root element, shown by the window.
        case root
        /// One of the children a container manages: a tab, a page.
        case tab
        /// Pushed onto a stack.
        case push
        /// Presented modally: it covers the tab bar, and belongs to the tab it was opened from.
        case modal
    }

    /// One way of showing: the kind, and the style of a modal and whether it has a stack of its own.
    struct Shown: Hashable, Sendable {
        var kind: Kind
        var style: ModalStyle = .automatic
        var inNavigationStack = false
    }

    /// How the element is shown in compact width; the same as ``regular`` unless adaptive.
    let compact: Shown
    /// How the element is shown in regular width.
    let regular: Shown

    private init(_ shown: Shown) {
        compact = shown
        regular = shown
    }

    private init(compact: Shown, regular: Shown) {
        self.compact = compact
        self.regular = regular
    }

    /// Pushed onto the nearest navigation stack of the active path.
    public static let push = NavigationPresentation(Shown(kind: .push))
    /// Presented modally over the active leaf, in the style the element or the platform chooses:
    /// the same as `.modal(.automatic)`.
    public static let modal = NavigationPresentation(Shown(kind: .modal))
    /// Set as the new root, replacing everything shown.
    public static let root = NavigationPresentation(Shown(kind: .root))

    /// Presented modally over the active leaf, in `style`; with `inNavigationStack`, inside a
    /// navigation stack of its own, so that the modal can push screens of its own.
    ///
    /// ```swift
    /// factory.register(.cart, presentation: .modal(.sheet, inNavigationStack: true)) { _ in CartViewController() }
    /// ```
    ///
    /// The UIKit kit wraps such a modal in a new navigation controller; the headless and SwiftUI
    /// kits show a modal alike either way.
    ///
    /// - Parameters:
    ///   - style: How the modal covers what it is presented over.
    ///   - inNavigationStack: Whether the modal is shown in a navigation stack of its own.
    /// - Returns: The modal presentation.
    public static func modal(_ style: ModalStyle, inNavigationStack: Bool = false) -> NavigationPresentation {
        NavigationPresentation(Shown(kind: .modal, style: style, inNavigationStack: inNavigationStack))
    }

    /// Shown as `compact` says where the element is shown in compact width, as `regular` says in
    /// regular width: decided when the element is shown (see ``NavigationRouter/windowWidthClass``).
    ///
    /// ```swift
    /// .adaptive(compact: .push, regular: .modal(.formSheet))
    /// ```
    ///
    /// - Parameters:
    ///   - compact: How the element is shown in compact width; an adaptive one gives its own compact.
    ///   - regular: How the element is shown in regular width; an adaptive one gives its own regular.
    /// - Returns: The adaptive presentation; a plain one when both are the same.
    public static func adaptive(
        compact: NavigationPresentation,
        regular: NavigationPresentation
    ) -> NavigationPresentation {
        NavigationPresentation(compact: compact.compact, regular: regular.regular)
    }

    /// Whether the presentation depends on the width class: made by ``adaptive(compact:regular:)``
    /// of two different presentations.
    public var isAdaptive: Bool { compact != regular }

    /// The presentation that applies in `widthClass`: itself unless it is adaptive.
    ///
    /// - Parameter widthClass: The width class of where the element is shown.
    /// - Returns: A presentation that is not adaptive.
    public func adapted(to widthClass: NavigationWidthClass) -> NavigationPresentation {
        NavigationPresentation(widthClass == .compact ? compact : regular)
    }

    /// The style of a modal presentation; `nil` for a push, a root or an adaptive presentation.
    public var modalStyle: ModalStyle? {
        guard !isAdaptive, compact.kind == .modal else { return nil }
        return compact.style
    }

    /// Whether the element is presented modally (in any style); `false` for an adaptive
    /// presentation.
    public var isModal: Bool { !isAdaptive && compact.kind == .modal }

    /// Whether the element is a modal shown in a navigation stack of its own
    /// (``modal(_:inNavigationStack:)``); `false` for any other and for an adaptive presentation.
    public var inNavigationStack: Bool { isModal && compact.inNavigationStack }

    /// The kind of a presentation that is not adaptive (the compact one's for an adaptive one).
    public var kind: Kind { compact.kind }
}

extension NavigationPresentation.Kind: Decodable {
    /// Decodes the kind's name, as a ``NavigationSnapshot`` writes it: `root`, `tab`, `push` or
    /// `modal`.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for any other value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let kind = Self(rawValue: name) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "`\(name)` is not a presentation: root, tab, push or modal")
        }
        self = kind
    }
}

extension NavigationPresentation {
    /// How a modal covers what it is presented over. Each kit shows a style the closest way it has:
    ///
    /// | style | UIKit `modalPresentationStyle` | SwiftUI |
    /// | --- | --- | --- |
    /// | ``automatic`` | left as the view controller has it | the element's own style |
    /// | ``sheet`` | `.pageSheet` (tvOS: `.fullScreen`) | `.sheet` |
    /// | ``pageSheet`` | `.pageSheet` (tvOS: `.fullScreen`) | `.sheet` |
    /// | ``formSheet`` | `.formSheet` (tvOS: `.fullScreen`) | `.sheet` |
    /// | ``fullScreen`` | `.fullScreen` | `.fullScreenCover` (macOS: `.sheet`) |
    /// | ``popover`` | `.popover`, anchored on the presenter's view (tvOS: `.fullScreen`) | `.popover` (tvOS: `.sheet`) |
    ///
    /// The headless kit records the style (``NavigationPresentation/modalStyle``).
    public struct ModalStyle: Hashable, Sendable {
        package enum Kind: Hashable, Sendable {
            case automatic
            case sheet
            case pageSheet
            case formSheet
            case fullScreen
            case popover
        }

        /// Which style it is, for the kits.
        package let kind: Kind

        /// The style the element carries (a SwiftUI element's ``modalStyle``, the style a UIKit
        /// view controller was given), else the platform's default.
        public static let automatic = ModalStyle(kind: .automatic)
        /// A sheet the user can pull down: the platform's usual sheet.
        public static let sheet = ModalStyle(kind: .sheet)
        /// A sheet about the size of a page (UIKit's `pageSheet`).
        public static let pageSheet = ModalStyle(kind: .pageSheet)
        /// A smaller sheet centred on the screen in regular width (UIKit's `formSheet`); a sheet in
        /// compact width.
        public static let formSheet = ModalStyle(kind: .formSheet)
        /// The whole screen; only code dismisses it.
        public static let fullScreen = ModalStyle(kind: .fullScreen)
        /// A popover pointing at the presenter in regular width; UIKit and SwiftUI show it as a
        /// sheet in compact width, unless the app registers another presentation for compact width
        /// (``NavigationPresentation/adaptive(compact:regular:)``).
        public static let popover = ModalStyle(kind: .popover)
    }
}

extension NavigationPresentation.ModalStyle: CustomStringConvertible {
    /// `automatic`, `sheet`, `pageSheet`, `formSheet`, `fullScreen` or `popover`.
    public var description: String {
        switch kind {
        case .automatic: "automatic"
        case .sheet: "sheet"
        case .pageSheet: "pageSheet"
        case .formSheet: "formSheet"
        case .fullScreen: "fullScreen"
        case .popover: "popover"
        }
    }
}

extension NavigationPresentation: CustomStringConvertible {
    /// `push`, `modal`, `modal(formSheet)`, `modal(sheet, inNavigationStack: true)`, `root`, or
    /// `adaptive(compact: push, regular: modal(formSheet))`, as the presentation is written.
    public var description: String {
        guard isAdaptive else { return Self.describe(compact) }
        return "adaptive(compact: \(Self.describe(compact)), regular: \(Self.describe(regular)))"
    }

    private static func describe(_ shown: Shown) -> String {
        switch shown.kind {
        case .push: "push"
        case .modal where shown.inNavigationStack: "modal(\(shown.style), inNavigationStack: true)"
        case .modal: shown.style == .automatic ? "modal" : "modal(\(shown.style))"
        case .root: "root"
        case .tab: "tab"
        }
    }
}
