// Tests use the seeded generator through TestSupport, as before it had a target of its own (so that
// the benchmark executable can use it without linking the test helpers).
@_exported import SeededRandom
