/// One figure a benchmark prints: our measurement, the baseline measured in the same run, and
/// the target the project set for their ratio.
struct BenchmarkResult: Sendable {
    var name: String
    /// Our value, in `unit`.
    var value: Double
    var unit: String
    /// The baseline's value in the same unit (Foundation, the reference C library, the ideal), if any.
    var baseline: Double?
    var baselineName: String?
    /// Human-readable target, e.g. "≥ 10× Foundation" or "< 0.5 s".
    var target: String
    /// Whether the target was met.
    var met: Bool
}
