import BrandModel

/// The name of a studio picture, `ladbrokes-dark.png`: what `brandreport --pictures` writes
/// and the markdown report links.
public enum StudioPictureName {
    public static func fileName(brand: String, appearance: Appearance) -> String {
        "\(brand)-\(appearance.rawValue).png"
    }
}
