import Testing

// Every random draw in the tests goes through a `SeededGenerator` (`using: &generator`), so a
// failure replays from its seed. These overloads stand in for the standard library's
// unseeded ones in every test target (each imports TestSupport, so they shadow the
// standard library's in all its files): a call records an issue naming the fix, and the
// draw is still made, from a fixed seed, so the test runs to its end.

/// The generator an unseeded call draws from once it has recorded its issue.
private func unseeded(_ call: String) -> SeededGenerator {
    Issue.record("\(call) draws from the system generator: pass `using: &generator` with a SeededGenerator(seed:)")
    return SeededGenerator(seed: 0)
}

extension FixedWidthInteger {
    public static func random(in range: Range<Self>) -> Self {
        var generator = unseeded("\(Self.self).random(in:)")
        return random(in: range, using: &generator)
    }

    public static func random(in range: ClosedRange<Self>) -> Self {
        var generator = unseeded("\(Self.self).random(in:)")
        return random(in: range, using: &generator)
    }
}

extension BinaryFloatingPoint where RawSignificand: FixedWidthInteger {
    public static func random(in range: Range<Self>) -> Self {
        var generator = unseeded("\(Self.self).random(in:)")
        return random(in: range, using: &generator)
    }

    public static func random(in range: ClosedRange<Self>) -> Self {
        var generator = unseeded("\(Self.self).random(in:)")
        return random(in: range, using: &generator)
    }
}

extension Bool {
    public static func random() -> Bool {
        var generator = unseeded("Bool.random()")
        return random(using: &generator)
    }
}

extension Sequence {
    public func shuffled() -> [Element] {
        var generator = unseeded("shuffled()")
        return shuffled(using: &generator)
    }
}

extension MutableCollection where Self: RandomAccessCollection {
    public mutating func shuffle() {
        var generator = unseeded("shuffle()")
        shuffle(using: &generator)
    }
}

extension Collection {
    public func randomElement() -> Element? {
        var generator = unseeded("randomElement()")
        return randomElement(using: &generator)
    }
}

/// The system generator, shadowed: a test that names it gets one that records an issue on
/// its first draw and then draws from a fixed seed.
public struct SystemRandomNumberGenerator: RandomNumberGenerator {
    private var generator: SeededGenerator?

    public init() {}

    public mutating func next() -> UInt64 {
        if generator == nil { generator = unseeded("SystemRandomNumberGenerator") }
        return generator!.next()
    }
}
