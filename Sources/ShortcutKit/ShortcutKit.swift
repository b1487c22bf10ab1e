// ShortcutKit: one import for the whole toolkit, layer by layer.
// OrderedCollections: the model's public API takes `OrderedDictionary` (action parameters, plist dictionaries).
@_exported import BoundedHTTP
@_exported import Diagnostics
@_exported import IntentActions
@_exported import IntentDefinitions
@_exported import IntentMigration
@_exported import LZFSE
@_exported import OrderedCollections
@_exported import PropertyList
@_exported import ShortcutAudit
@_exported import ShortcutAuthoring
@_exported import ShortcutAuthoringCore
@_exported import ShortcutCatalog
@_exported import ShortcutCheck
@_exported import ShortcutCloud
@_exported import ShortcutDecompiler
@_exported import ShortcutDiff
@_exported import ShortcutKitVersion
@_exported import ShortcutModel
@_exported import ShortcutProgram
@_exported import ShortcutRendering
@_exported import ShortcutRuntime
@_exported import ShortcutSemantics
@_exported import ShortcutSigning
@_exported import ShortcutTesting
@_exported import SwiftSource
@_exported import TextEscaping
