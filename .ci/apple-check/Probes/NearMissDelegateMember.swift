// expect: nearly matches optional requirement
// A delegate method with a wrong label witnesses no optional member: UIKit never calls it, and
// Xcode warns that it "nearly matches optional requirement". The Linux compiler says nothing of a
// requirement with a default, so .ci/check-apple reads the conformers for such members.
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    func scene(_ scene: UIScene, openURLContext URLContexts: Set<UIOpenURLContext>) {}
}
