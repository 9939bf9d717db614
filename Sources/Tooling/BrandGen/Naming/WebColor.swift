import BrandModel

/// Colours as CSS and DTCG write them.
enum WebColor {
    /// `#rrggbb`, or `#rrggbbaa` when not opaque, lower-case.
    static func hex(_ rgba: RGBA) -> String {
        let channels = rgba.alpha == 255 ? [rgba.red, rgba.green, rgba.blue] : [rgba.red, rgba.green, rgba.blue, rgba.alpha]
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        for channel in channels {
            bytes.append(digits[Int(channel >> 4)])
            bytes.append(digits[Int(channel & 0xF)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let digits = Array("0123456789abcdef".utf8)
}
