import ShortcutModel
import ShortcutSemantics

extension RunSession {
    /// If: the first branch whose condition holds, in file order — the opener, then each
    /// Otherwise If (OS 27), which tests its own input and condition — and a plain Otherwise when
    /// it is reached (the app puts it last). Without a branch taken the If outputs nothing.
    ///
    /// The opener's step is counted by the caller; each further head that is reached costs one,
    /// and each condition tested is recorded (as a boolean) on its head.
    func runIf(sections: [FlowSection], input: RuntimeValue, in frame: ShortcutFrame) async throws -> RuntimeValue {
        for (position, section) in sections.enumerated() {
            let head = section.head
            if position > 0 { try step(at: head, in: frame) }
            if position == 0 || frame.shortcut.actions[head].isOtherwiseIf {
                let holds = try attributing(head, in: frame) {
                    try self.condition(of: self.call(head, input: input, in: frame))
                }
                record(head, output: .boolean(holds), in: frame)
                guard holds else { continue }
            }
            return try await run(nodes: section.body, input: input, in: frame)
        }
        return .nothing
    }
}
