// A view builder accepts views only.
import ShortcutKitUI
import SwiftUI

struct NumberInStack: View {
    var body: some View {
        VStack {
            ShortcutTile(id: "abc123")
            42  // expected-error
        }
    }
}
