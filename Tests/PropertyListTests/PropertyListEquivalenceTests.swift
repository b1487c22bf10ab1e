import Foundation
import PropertyList
import Testing

/// `isEquivalent` and `firstDifference` on the values that used to break them: NaN reals and
/// dates, and dates Foundation cannot describe.
@Suite struct PropertyListEquivalenceTests {
    static let nanDate = PropertyListValue.date(Date(timeIntervalSinceReferenceDate: .nan))

    @Test func aNaNDateIsEquivalentToAnotherNaNDateLikeNaNReals() {
        #expect(PropertyListValue.real(.nan).isEquivalent(to: .real(-.nan)))
        #expect(Self.nanDate.isEquivalent(to: .date(Date(timeIntervalSinceReferenceDate: -.nan))))
        #expect(Self.nanDate.isEquivalent(to: Self.nanDate))
        #expect(!Self.nanDate.isEquivalent(to: .date(Date(timeIntervalSinceReferenceDate: 0))))
        #expect(!Self.nanDate.isEquivalent(to: .real(.nan)))
    }

    @Test func aTreeHoldingNaNDatesHasNoDifferenceFromItself() {
        let tree: PropertyListValue = .dictionary(["a": .array([Self.nanDate, .real(.nan)]), "b": Self.nanDate])
        #expect(tree.isEquivalent(to: tree))
        #expect(tree.firstDifference(from: tree) == nil)
    }

    @Test func aDifferenceNextToANaNDateIsNamedWithoutTrapping() {
        let left: PropertyListValue = .array([Self.nanDate])
        let right: PropertyListValue = .array([.date(Date(timeIntervalSinceReferenceDate: 1))])
        #expect(left.firstDifference(from: right) == "[0] (date(nan s since 2001) vs date(1.0 s since 2001))")
        let infinite: PropertyListValue = .date(Date(timeIntervalSinceReferenceDate: .infinity))
        #expect(infinite.firstDifference(from: Self.nanDate) == " (date(inf s since 2001) vs date(nan s since 2001))")
    }

    @Test func aTypeMismatchNamesBothSidesWithoutDescribingContainers() {
        let left: PropertyListValue = .dictionary(["k": .array([Self.nanDate])])
        let right: PropertyListValue = .dictionary(["k": .string("x")])
        #expect(left.firstDifference(from: right) == ".k (array of 1 vs string(\"x\"))")
    }

    @Test func aNaNDateReadFromABinaryPlistIsEquivalentToItself() throws {
        let bytes = BinaryPropertyListWriter().write(.array([Self.nanDate]))
        let read = try BinaryPropertyListReader().read(bytes)
        #expect(read.isEquivalent(to: .array([Self.nanDate])))
        #expect(read.firstDifference(from: read) == nil)
    }
}
