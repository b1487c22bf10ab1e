import Foundation
import ShortcutAuthoring
import ShortcutModel

/// A shortcut in the form OS 27 writes for **Otherwise If**: an If whose middles carry their own
/// `WFInput`, `WFCondition` and operands (shortcut-format.md §6.3), built with the DSL.
///
/// ```
/// Number n
/// If «Number» is greater than 10        → Text "many"
/// Otherwise If «Number» is greater than 2 → Text "some"
/// Otherwise If «Number» is 1            → Text "one"
/// Otherwise                             → Text "few"
/// End If
/// Show Result «If Result»
/// ```
public enum OtherwiseIfExample {
    /// The shortcut with `number` as the Number action's value.
    public static func shortcut(number: Int = 5) -> Shortcut {
        try! Shortcut.build(seed: "OtherwiseIf") { s in
            s.shortcut.clientVersion = ClientVersion("4527.0.1")
            let value = s.add(.number(number: Value(integerLiteral: number)))
            let result = try s.if(value, .isGreaterThan(10)) {
                s.add(.text(text: "many"))
            } otherwiseIf: {
                OtherwiseIf(value, .isGreaterThan(2)) { s.add(.text(text: "some")) }
                OtherwiseIf(value, .is(1)) { s.add(.text(text: "one")) }
            } otherwise: {
                s.add(.text(text: "few"))
            }
            s.add(.showResult(text: "\(result)"), uuid: .omitted)
        }
    }

    /// Indices of the If's parts in ``shortcut(number:)``: opener, two Otherwise Ifs, Otherwise, End If.
    public static let opener = 1
    public static let otherwiseIfs = [3, 5]
    public static let otherwise = 7
    public static let end = 9

    /// The same If with its plain Otherwise moved before the last Otherwise If (its body with it):
    /// what `check` reports as out of order.
    public static func otherwiseBeforeOtherwiseIf() -> Shortcut {
        var shortcut = shortcut()
        let actions = shortcut.actions
        // 0 number, 1 If, 2 many, 3 OI>2, 4 some, 5 OI=1, 6 one, 7 Otherwise, 8 few, 9 End If, 10 Show
        shortcut.actions = Array(actions[0...4]) + Array(actions[7...8]) + Array(actions[5...6]) + Array(actions[9...])
        return shortcut
    }
}
