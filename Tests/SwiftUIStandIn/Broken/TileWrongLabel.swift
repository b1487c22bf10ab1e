// ShortcutTile has no `identifier:` initializer.
import ShortcutKitUI
import SwiftUI

struct WrongLabel: View {
    var body: some View {
        ShortcutTile(identifier: "abc123")  // expected-error
    }
}
