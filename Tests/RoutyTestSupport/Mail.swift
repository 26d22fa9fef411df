import Routy

/// The context types of the test mail apps (headless, SwiftUI): a split `mail` whose sidebar
/// lists mailboxes, where mailboxes, messages and attachments are entered; `compose` is a modal;
/// `app` and `settings` put the split in tabs.
package enum Mail: String, Hashable, Sendable, CaseIterable {
    case app, mail, settings, mailbox, message, attachment, compose
}

package typealias MailContext = NavigationContext<Mail>

extension NavigationContext where ContextType == Mail {
    package static var app: Self { Self(.app) }
    package static var mail: Self { Self(.mail) }
    package static var settings: Self { Self(.settings) }
    package static var compose: Self { Self(.compose) }
    package static func mailbox(_ name: String) -> Self { Self(.mailbox, payload: name) }
    package static func message(_ id: Int) -> Self { Self(.message, payload: id) }
    package static func attachment(_ id: Int) -> Self { Self(.attachment, payload: id) }
}
