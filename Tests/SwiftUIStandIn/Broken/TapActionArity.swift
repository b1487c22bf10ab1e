// The tap action receives the URL and the data.
import ShortcutKitUI
import SwiftUI

struct WrongArity: View {
    var body: some View {
        ShortcutTile(id: "abc123") { url in  // expected-error
            print(url)
        }
    }
}
