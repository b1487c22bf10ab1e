import ShortcutModel
import Testing

/// Whose action an identifier names: the one answer the catalog, audit, renderer and gallery use.
@Suite struct ActionIdentifierTests {
    @Test func builtInMeansTheAppsOwnActionsAndApplesIntents() {
        #expect(ActionIdentifier.isBuiltIn("is.workflow.actions.gettext"))
        #expect(ActionIdentifier.isBuiltIn("com.apple.Notes.CreateNoteLinkAction"))
        #expect(!ActionIdentifier.isBuiltIn("dk.simonbs.DataJar.GetValueIntent"))
        #expect(!ActionIdentifier.isBuiltIn("is.workflow.action.typo"))
        #expect(Action("com.apple.mobilenotes.SharingExtension").isBuiltIn)
    }

    @Test func appActionsSplitAtTheLastDot() {
        #expect(
            ActionIdentifier.splitAppAction("dk.simonbs.DataJar.GetValueIntent") == (
                "dk.simonbs.DataJar", "GetValueIntent"
            ))
        #expect(ActionIdentifier.splitAppAction("NoDots") == ("", "NoDots"))
    }

    @Test func appBundleIdentifiersSkipApplesOwnActions() {
        #expect(Action("is.workflow.actions.gettext").appBundleIdentifier == nil)
        #expect(Action("com.apple.mobilenotes.SharingExtension").appBundleIdentifier == nil)
        #expect(
            Action("com.culturedcode.ThingsiPhone.TAGetTodoIntent").appBundleIdentifier
                == "com.culturedcode.ThingsiPhone")
        let appIntent = Action(
            "io.vincode.Zavala.ImportIntent",
            parameters: ["AppIntentDescriptor": .dictionary(["BundleIdentifier": .string("io.vincode.Zavala")])])
        #expect(appIntent.appBundleIdentifier == "io.vincode.Zavala")
        let appleDescriptor = Action(
            "x.Intent",
            parameters: ["AppIntentDescriptor": .dictionary(["BundleIdentifier": .string("com.apple.Notes")])])
        #expect(appleDescriptor.appBundleIdentifier == nil)
        #expect(Action("Bare").appBundleIdentifier == "Bare")
    }
}
