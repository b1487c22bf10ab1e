import ShortcutModel
import Testing

/// The one rule for a shortcut's name, used by `inspect`, the renderers, the gallery and the views.
@Suite struct DisplayNameTests {
    @Test func theFirstNonBlankCandidateWinsInOrder() {
        var shortcut = Shortcut()
        #expect(shortcut.displayName() == "Shortcut")
        #expect(shortcut.displayName(fileName: "Folder/My Tool.shortcut") == "My Tool")
        shortcut.name = "Stored"
        #expect(shortcut.displayName(fileName: "Folder/My Tool.shortcut") == "Stored")
        #expect(shortcut.displayName(iCloudName: "From iCloud", fileName: "x.shortcut") == "From iCloud")
        #expect(shortcut.displayName(iCloudName: "  \n ", fileName: "x.shortcut") == "Stored")
        shortcut.name = " "
        #expect(shortcut.displayName(fileName: "x.shortcut") == "x")
    }

    @Test func fileNamesLoseFoldersOfEitherSeparatorAndOnlyShortcutExtensions() {
        let shortcut = Shortcut()
        #expect(shortcut.displayName(fileName: "C:\\Users\\a\\Mine.PLIST") == "Mine")
        #expect(shortcut.displayName(fileName: "../../etc/passwd") == "passwd")
        #expect(shortcut.displayName(fileName: "Mr. Smith v1.2.wflow") == "Mr. Smith v1.2")
        #expect(shortcut.displayName(fileName: "notes.txt") == "notes.txt")
        #expect(shortcut.displayName(fileName: "-") == "Shortcut")
        #expect(shortcut.displayName(fileName: "..") == "Shortcut")
        #expect(shortcut.displayName(fileName: "a/") == "a")
    }

    @Test func namesAreOneLineAndAtMost120Characters() {
        var shortcut = Shortcut()
        shortcut.name = "Line one\n\tline  two\r\n"
        #expect(shortcut.displayName() == "Line one line two")
        shortcut.name = String(repeating: "x", count: 500)
        let long = shortcut.displayName()
        #expect(long.count == Shortcut.displayNameLimit)
        #expect(long.hasSuffix("…"))
    }
}
