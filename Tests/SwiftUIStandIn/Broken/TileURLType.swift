// `url:` takes a String, as in SwiftShortcuts, not a URL.
import ShortcutKitUI
import SwiftUI

struct WrongURLType: View {
    var body: some View {
        ShortcutTile(url: URL(string: "https://www.icloud.com/shortcuts/abc")!)  // expected-error
    }
}
