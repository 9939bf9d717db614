import BrandModel
import ProfileLoading
import YAMLNode

extension BrandSource {
    /// A load that produced a profile, with the colours the engine shows filled in as its
    /// tool slot's handler declares them in `schemas` (``fillEngineColors(drawnWith:)``):
    /// what brandgen generates from.
    public init?(_ load: ProfileLoad, schemas: ProfileSchemas) {
        self.init(load)
        fillEngineColors(drawnWith: schemas.declarations[profile.appBar.toolSlot.handler]?.colors ?? [])
    }

    /// Fills in every contract colour the brand leaves out, in the typed theme and in the
    /// document the `json` platform writes, in each appearance, as the engine shows it with a
    /// tool slot drawn with `handlerColors` (``Theme/fillingEngineColors(drawnWith:)``): the
    /// handler's colours and the contract's fallbacks reach every platform, and a token no
    /// fallback gives stays absent on all of them.
    public mutating func fillEngineColors(drawnWith handlerColors: [HandlerColor]) {
        let theme = profile.theme
        let filled = theme.fillingEngineColors(drawnWith: handlerColors)
        let added = ColorTokenName.allCases.map(\.rawValue).filter { theme.colors[$0] == nil && filled.colors[$0] != nil }
        guard !added.isEmpty else { return }
        profile.theme = filled
        document = Self.document(document, adding: added, from: filled)
    }

    /// `document` with `names` written where the runtime loader reads them back as `theme`
    /// gives them: the light value under `theme.colors`, and in each appearance the profile
    /// has the value where it differs from what the layers under it give (as the loader's
    /// resolved documents hold appearances).
    private static func document(_ document: Node, adding names: [String], from theme: Theme) -> Node {
        let colors = ThemeGroup.colors.rawValue
        var layers: [Appearance: [String: String]] = [:]
        for appearance in theme.appearances where appearance != .light {
            let shown = theme.colors(in: appearance)
            let written = document.node(at: ["theme", Appearance.themeKey, appearance.rawValue, colors])?.mapping
            for name in names {
                guard let value = shown[name]?.text else { continue }
                var under = theme.colors[name]?.text
                for layer in appearance.layers.dropLast() {
                    if let override = layers[layer]?[name] ?? document.node(at: ["theme", Appearance.themeKey, layer.rawValue, colors, name])?.string {
                        under = override
                    }
                }
                if value != under || written?[name] != nil { layers[appearance, default: [:]][name] = value }
            }
        }
        var result = document
        result.setting(["theme", colors], names.compactMap { name in theme.colors[name].map { (name, $0.text) } })
        for (appearance, values) in layers {
            result.setting(["theme", Appearance.themeKey, appearance.rawValue, colors], names.compactMap { name in values[name].map { (name, $0) } })
        }
        return result
    }
}

extension Node {
    /// Sets string `values` in the mapping at `path`, making the mappings on the way.
    fileprivate mutating func setting(_ path: [String], _ values: [(String, String)]) {
        guard let key = path.first else {
            var mapping = self.mapping ?? .init()
            for (name, value) in values {
                if let index = mapping.entries.firstIndex(where: { $0.key == name }) {
                    mapping.entries[index].value = Node(.string(value))
                } else {
                    mapping.entries.append(.init(key: name, keyMark: .start, value: Node(.string(value))))
                }
            }
            self = Node(.mapping(mapping), mark: mark)
            return
        }
        var mapping = self.mapping ?? .init()
        if let index = mapping.entries.firstIndex(where: { $0.key == key }) {
            mapping.entries[index].value.setting(Array(path.dropFirst()), values)
        } else {
            var child = Node(.mapping(.init()))
            child.setting(Array(path.dropFirst()), values)
            mapping.entries.append(.init(key: key, keyMark: .start, value: child))
        }
        self = Node(.mapping(mapping), mark: mark)
    }
}
