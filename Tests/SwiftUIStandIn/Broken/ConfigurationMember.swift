// The tile configuration has `name`, not `title`.
import ShortcutKitUI
import SwiftUI

struct TitleStyle: ShortcutTileStyle {
    func makeBody(configuration: ShortcutTileStyleConfiguration) -> some View {
        Text(configuration.title)  // expected-error
    }
}
