extension String {
    /// Text from a scalar's bytes, repairing bad UTF-8 as `String(decoding:as:)` does.
    ///
    /// Short text (most keys and many values) is written straight into a small string,
    /// whose ASCII check is two word masks; `String(decoding:as:)` runs the general
    /// validating path even for five bytes. Inlinable, for `YAMLParser` in `YAMLReader`.
    @inlinable
    package init(scalarBytes bytes: UnsafeBufferPointer<UInt8>) {
        self.init(unsafeUninitializedCapacity: bytes.count) { buffer in
            buffer.initialize(fromContentsOf: bytes)
        }
    }
}
