// padding takes edges and a CGFloat length.
import ShortcutKitUI
import SwiftUI

struct WrongPadding: View {
    var body: some View {
        ShortcutTile(id: "abc123")
            .padding(.horizontal, "12")  // expected-error
    }
}
