// A stand-in for User Notifications on Linux, for .ci/check-apple: the declarations of exactly
// the members our code uses, transcribed from their pages on developer.apple.com (named above
// each), kept as Stubs/UIKit/UIKit.swift describes. A response to a notification is not on tvOS.

@_exported import Foundation

// https://developer.apple.com/documentation/usernotifications/unnotificationcontent — iOS 10.0
// `class UNNotificationContent : NSObject`
open class UNNotificationContent: NSObject {
    // https://developer.apple.com/documentation/usernotifications/unnotificationcontent/categoryidentifier — iOS 10.0
    // `var categoryIdentifier: String { get }`
    open var categoryIdentifier: String { "" }

    // https://developer.apple.com/documentation/usernotifications/unnotificationcontent/userinfo — iOS 10.0
    // `var userInfo: [AnyHashable : Any] { get }`
    open var userInfo: [AnyHashable: Any] { [:] }
}

// https://developer.apple.com/documentation/usernotifications/unnotificationrequest — iOS 10.0
// `class UNNotificationRequest : NSObject`
open class UNNotificationRequest: NSObject {
    // https://developer.apple.com/documentation/usernotifications/unnotificationrequest/content — iOS 10.0
    // `@NSCopying var content: UNNotificationContent { get }`
    open var content: UNNotificationContent { UNNotificationContent() }
}

// https://developer.apple.com/documentation/usernotifications/unnotification — iOS 10.0
// `class UNNotification : NSObject`
open class UNNotification: NSObject {
    // https://developer.apple.com/documentation/usernotifications/unnotification/request — iOS 10.0
    // `@NSCopying var request: UNNotificationRequest { get }`
    open var request: UNNotificationRequest { UNNotificationRequest() }
}

// https://developer.apple.com/documentation/usernotifications/unnotificationresponse — iOS 10.0, not tvOS
// `class UNNotificationResponse : NSObject`
@available(tvOS, unavailable)
open class UNNotificationResponse: NSObject {
    // https://developer.apple.com/documentation/usernotifications/unnotificationresponse/notification — iOS 10.0
    // `@NSCopying var notification: UNNotification { get }`
    open var notification: UNNotification { UNNotification() }

    // https://developer.apple.com/documentation/usernotifications/unnotificationresponse/actionidentifier — iOS 10.0
    // `var actionIdentifier: String { get }`
    open var actionIdentifier: String { "" }
}

// https://developer.apple.com/documentation/usernotifications/unnotificationdismissactionidentifier — iOS 10.0,
// not tvOS
// `let UNNotificationDismissActionIdentifier: String`
@available(tvOS, unavailable)
public let UNNotificationDismissActionIdentifier: String = ""

// https://developer.apple.com/documentation/usernotifications/unusernotificationcenter — iOS 10.0
// `class UNUserNotificationCenter : NSObject`
open class UNUserNotificationCenter: NSObject {
    // https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/current() — iOS 10.0
    // `class func current() -> UNUserNotificationCenter`
    open class func current() -> UNUserNotificationCenter { UNUserNotificationCenter() }

    // https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/delegate — iOS 10.0
    // `weak var delegate: (any UNUserNotificationCenterDelegate)? { get set }`
    open weak var delegate: (any UNUserNotificationCenterDelegate)?
}

// https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate — iOS 10.0
// `protocol UNUserNotificationCenterDelegate : NSObjectProtocol` (not main-actor isolated)
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    // https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:didreceive:withcompletionhandler:)
    // — iOS 10.0, not tvOS
    // `optional func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response:
    //  UNNotificationResponse, withCompletionHandler completionHandler: @escaping @Sendable () -> Void)`
    @available(tvOS, unavailable)
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void)
}

extension UNUserNotificationCenterDelegate {
    // Optional in User Notifications: a conformer need not implement it (UIKit.swift says why this default).
    @available(tvOS, unavailable)
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {}
}
