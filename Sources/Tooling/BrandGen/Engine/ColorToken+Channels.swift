import BrandModel

extension ColorToken {
    /// The colour's channels, or the error every platform gives for a token that is not a
    /// colour (the loader rejects those first; a generator fed a model directly still says so).
    func channels(named name: String) throws(GenerationError) -> RGBA {
        guard let rgba else { throw GenerationError("\(ColorTokenName.path(name)) is not a colour: \(text)") }
        return rgba
    }
}
