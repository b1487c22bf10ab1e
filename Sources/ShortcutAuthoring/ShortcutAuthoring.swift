// `import ShortcutAuthoring` is enough to write a shortcut: the grammar (builder, values, control
// flow) and the model come with the typed functions generated here.
//
// The functions live in a module of their own because they are 5 MB of source that only code
// written in the DSL needs: the `shortcut` CLI, the decompiler, the program form and the MCP tools
// import `ShortcutAuthoringCore` alone and do not compile them.
@_exported import ShortcutAuthoringCore
