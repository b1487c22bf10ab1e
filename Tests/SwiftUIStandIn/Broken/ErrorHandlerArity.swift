// onShortcutError's closure receives the error and its context.
import ShortcutKitUI
import SwiftUI

struct OneArgumentHandler: View {
    var body: some View {
        ShortcutTile(id: "abc123")
            .onShortcutError { error in print(error) }  // expected-error
    }
}
