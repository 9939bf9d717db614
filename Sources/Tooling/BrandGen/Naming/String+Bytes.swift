extension String {
    /// Whether the text's UTF-8 holds `byte`, found in one scan of its buffer: `utf8.contains`
    /// walks the view an index at a time, slow even for a short string, and the strings ask
    /// it for every text of a brand.
    func containsByte(_ byte: UInt8) -> Bool {
        var text = self
        return text.withUTF8 { $0.contains(byte) }
    }
}
