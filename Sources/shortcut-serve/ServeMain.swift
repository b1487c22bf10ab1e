import CommandSupport
import GalleryCommands

/// Entry point of `shortcut-serve`, the gallery server. `shortcut serve …` hands over to this
/// executable (same arguments), so the everyday `shortcut` tool links none of the server.
@main
enum ServeMain {
    static func main() async {
        await ServeCommand.runAsMain()
    }
}
