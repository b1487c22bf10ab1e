// The stagger is a range of seconds or `.disabled`.
import ShortcutKitUI
import SwiftUI

struct WrongStagger: View {
    var body: some View {
        ShortcutTile(id: "abc123")
            .shortcutLoadingStagger("fast")  // expected-error
    }
}
