// expect: no diagnostic
// The members of UIKit's and User Notifications' delegate protocols are `optional` in Objective-C:
// a conformer implements those it needs, and Xcode accepts one that implements none. Each delegate
// protocol of the stubs, adopted with nothing implemented, must compile without a warning.
import UIKit
import UserNotifications

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {}
final class AppDelegate: UIResponder, UIApplicationDelegate {}
final class NotificationDelegate: NSObject, UNUserNotificationCenterDelegate {}
final class NavigationDelegate: NSObject, UINavigationControllerDelegate {}
final class GestureDelegate: NSObject, UIGestureRecognizerDelegate {}
final class PresentationDelegate: NSObject, UIAdaptivePresentationControllerDelegate {}
final class TransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {}
final class SplitDelegate: NSObject, UISplitViewControllerDelegate {}
final class TabBarDelegate: NSObject, UITabBarControllerDelegate {}
