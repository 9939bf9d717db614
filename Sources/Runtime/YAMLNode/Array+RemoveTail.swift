extension Array {
    /// Moves the elements from `start` on into a new, exactly-sized array, leaving the
    /// first `start` here. Moving rather than copying spares a retain and a release each.
    /// Inlinable, so `YAMLParser` (in `YAMLReader`) gets it specialized, not generic.
    @inlinable
    package mutating func removeTail(from start: Int) -> [Element] {
        removeTail(from: start) { $0 }
    }

    /// Like ``removeTail(from:)``, handing over a part of each element as it moves.
    @inlinable
    package mutating func removeTail<Part>(from start: Int, taking part: (consuming Element) -> Part) -> [Part] {
        let count = self.count - start
        return [Part](unsafeUninitializedCapacity: count) { buffer, initialized in
            for offset in stride(from: count - 1, through: 0, by: -1) {
                (buffer.baseAddress! + offset).initialize(to: part(removeLast()))
            }
            initialized = count
        }
    }
}
