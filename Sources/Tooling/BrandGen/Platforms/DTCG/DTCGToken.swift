import BrandModel

/// One token of the DTCG file, `{"$value": ...}` (a timing also has `"$type": "duration"`),
/// written straight into the JSON in the shape and order the mapping rules give
/// (docs/exports.md): a brand has dozens of tokens, and a `Node` tree for each (objects of
/// pairs, arrays, strings), built to be walked once, cost more than writing them.
enum DTCGToken {
    /// `{colorSpace, components, alpha, hex}`, components 0-1.
    case color(RGBA)
    /// Points, as `px`.
    case dimension(Double)
    /// The `typography` composite.
    case typography(TextStyle)
    /// Another token, `{group.name}` (with `.$root` where that name is also a group).
    case alias(String)
    /// Seconds, as milliseconds; the token's own `$type` is `duration`.
    case duration(Double)
    /// An easing curve's control points `[x1, y1, x2, y2]`; the token's `$type` is `cubicBezier`.
    case cubicBezier([Double])
    /// The `transition` composite: duration and delay in seconds, and the curve.
    case transition(duration: Double, delay: Double, curve: [Double])

    func write(into json: inout JSONWriter) {
        json.beginObject()
        switch self {
        case .duration: json.constantMember("$type", "duration")
        case .cubicBezier: json.constantMember("$type", "cubicBezier")
        case .transition: json.constantMember("$type", "transition")
        default: break
        }
        json.constantKey("$value")
        switch self {
        case .color(let rgba): Self.write(rgba, into: &json)
        case .dimension(let points): Self.writeDimension(points, unit: "px", into: &json)
        case .typography(let style): Self.write(style, into: &json)
        case .alias(let reference): json.string(reference)
        case .duration(let seconds): Self.writeMilliseconds(seconds, into: &json)
        case .cubicBezier(let points): json.array(count: points.count) { json, index in json.number(points[index]) }
        case .transition(let duration, let delay, let curve):
            json.beginObject()
            json.constantKey("delay")
            Self.writeMilliseconds(delay, into: &json)
            json.constantKey("duration")
            Self.writeMilliseconds(duration, into: &json)
            json.constantKey("timingFunction")
            json.array(count: curve.count) { json, index in json.number(curve[index]) }
            json.endObject()
        }
        json.endObject()
    }

    private static func write(_ rgba: RGBA, into json: inout JSONWriter) {
        json.beginObject()
        json.constantKey("alpha")
        json.number(Double(rgba.alpha) / 255)
        json.constantMember("colorSpace", "srgb")
        json.constantKey("components")
        let channels = [rgba.red, rgba.green, rgba.blue]
        json.array(count: channels.count) { json, index in json.number(Double(channels[index]) / 255) }
        json.constantKey("hex")
        json.string(WebColor.hex(RGBA(red: rgba.red, green: rgba.green, blue: rgba.blue)))
        json.endObject()
    }

    private static func writeMilliseconds(_ seconds: Double, into json: inout JSONWriter) {
        writeDimension((seconds * 1000 * 1_000_000).rounded() / 1_000_000, unit: "ms", into: &json)
    }

    private static func writeDimension(_ value: Double, unit: StaticString, into json: inout JSONWriter) {
        json.beginObject()
        json.constantMember("unit", unit)
        json.constantKey("value")
        json.number(value)
        json.endObject()
    }

    /// Line height is a multiple of the font size in DTCG; a style without one gets 1.2,
    /// what CSS's `normal` is in most fonts.
    private static func write(_ style: TextStyle, into json: inout JSONWriter) {
        json.beginObject()
        json.constantKey("fontFamily")
        json.string(style.family)
        json.constantKey("fontSize")
        writeDimension(style.size, unit: "px", into: &json)
        json.constantKey("fontWeight")
        json.number(Double(FontWeightScale.numeric(style.weight)))
        json.constantKey("letterSpacing")
        writeDimension(0, unit: "px", into: &json)
        json.constantKey("lineHeight")
        // DTCG's lineHeight is a ratio to the font size.
        json.number((style.resolvedLineHeight / style.size * 10_000).rounded() / 10_000)
        json.endObject()
    }
}
