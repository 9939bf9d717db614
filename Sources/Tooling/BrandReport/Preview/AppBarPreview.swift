import AppBarEngine
import BrandModel

/// An SVG drawing of one app-bar state, from the engine's snapshot and the brand's own
/// tokens: the engine's layout (left, centre, right groups, reserved room), the balance
/// pill, the tool slot with its badge, the betslip counter. It decides nothing about what
/// to show or where; it only draws it.
public struct AppBarPreview: Sendable {
    public var snapshot: AppBarSnapshot
    /// The brand's name, for the accessible name.
    public var brandName: String
    /// Display size over the tokens' points: the drawing keeps its point coordinates.
    public var scale: Double

    public init(snapshot: AppBarSnapshot, brandName: String, scale: Double = 1) {
        self.snapshot = snapshot
        self.brandName = brandName
        self.scale = scale
    }

    /// The accessible name: brand, state and every item in order.
    public var accessibleName: String {
        let state = snapshot.state.authentication == .signedIn ? "signed in" : "signed out"
        return "\(brandName) app bar, \(state): \(snapshot.accessibleSummary)"
    }

    /// The drawing as an `<svg>` element (no XML declaration, no namespace: it is inlined in HTML).
    ///
    /// Slots are drawn as the engine lays them out (`AppBarState.layout`): the left, centre
    /// and right groups in turn, each a `<g data-group>`, with reserved room drawn as an
    /// empty `<g data-reserved>` of a tool slot's width, so a bar with a hidden tool slot
    /// keeps its right group as wide as the others.
    public var svg: String {
        let layout = Layout(theme: snapshot.state.theme)
        var body = ""
        var x = layout.padding
        var isFirst = true
        for group in AppBarGroup.allCases {
            let slots = snapshot.state.layout[group]
            guard !slots.isEmpty else { continue }
            // Groups stand further apart than items, as the three containers do on screen.
            if !isFirst { x += layout.gap * 2 }
            body += "<g data-group=\"\(group.rawValue)\">"
            for (index, slot) in slots.enumerated() {
                if index > 0 { x += layout.gap }
                switch slot.content {
                case .item(let item):
                    let drawn = draw(item, label: snapshot.labels[item] ?? item.rawValue, at: x, layout: layout)
                    body += "<g data-item=\"\(item.rawValue)\" data-width=\"\(slot.width.rawValue)\">\(drawn.markup)</g>"
                    x += drawn.width
                case .reserved:
                    body += "<g data-reserved=\"true\"><rect x=\"\(n(x))\" y=\"\(n(layout.middle - 14))\" width=\"\(n(layout.toolWidth))\" height=\"28\" fill=\"none\"/></g>"
                    x += layout.toolWidth
                }
            }
            body += "</g>"
            isFirst = false
        }
        let width = Self.pixels(x + layout.padding)
        let height = Self.pixels(layout.height)
        let name = Markup.escape(accessibleName)
        let size = "width=\"\(n(Double(width) * scale))\" height=\"\(n(Double(height) * scale))\""
        return "<svg class=\"app-bar\" viewBox=\"0 0 \(width) \(height)\" \(size) role=\"img\" aria-label=\"\(name)\">"
            + "<title>\(name)</title>"
            + "<rect width=\"\(width)\" height=\"\(height)\" fill=\"\(layout.background)\"/>"
            + body + "</svg>"
    }

    /// The brand's tokens the drawing uses, with the engine's defaults where a token is absent.
    struct Layout {
        let height: Double
        let padding: Double
        let gap: Double
        let pillRadius: Double
        let toolWidth: Double
        let background: String
        let foreground: String
        let pillBackground: String
        let pillText: String
        let counterBackground: String
        let counterText: String
        let toolIcon: String
        let badgeBackground: String
        let badgeText: String
        let balanceFont: TextStyle
        let badgeFont: TextStyle
        let labelFont: TextStyle

        init(theme: AppBarTheme) {
            // The contract's fallbacks stand in for what the brand leaves out.
            // The app's own typed reads: the one place the fallbacks are applied.
            func color(_ token: ColorTokenName) -> String { theme.hex(token) ?? "#000000" }
            func spacing(_ token: SpacingTokenName) -> Double { theme.spacing(token) }
            func font(_ token: TypographyTokenName) -> TextStyle { theme.textStyle(token) }
            height = spacing(.appBarHeight)
            padding = spacing(.appBarPadding)
            gap = spacing(.appBarItemGap)
            pillRadius = spacing(.balancePillRadius)
            // Narrower than 20 points, the drawn icon would not fit.
            toolWidth = max(spacing(.toolSlotWidth), 20)
            background = color(.appBarBackground)
            foreground = color(.appBarForeground)
            pillBackground = color(.balancePillBackground)
            pillText = color(.balancePillText)
            counterBackground = color(.betslipCounterBackground)
            counterText = color(.betslipCounterText)
            toolIcon = color(.toolSlotIcon)
            badgeBackground = color(.toolSlotBadgeBackground)
            badgeText = color(.toolSlotBadgeText)
            labelFont = font(.label)
            balanceFont = font(.balance)
            badgeFont = font(.badge)
        }

        var middle: Double { height / 2 }
    }

    private func draw(_ item: AppBarItem, label: String, at x: Double, layout: Layout) -> (markup: String, width: Double) {
        let middle = layout.middle
        switch item {
        case .search:
            let markup = "<circle cx=\"\(n(x + 10))\" cy=\"\(n(middle - 2))\" r=\"7\" fill=\"none\" stroke=\"\(layout.foreground)\" stroke-width=\"2\"/>"
                + "<line x1=\"\(n(x + 15))\" y1=\"\(n(middle + 3))\" x2=\"\(n(x + 21))\" y2=\"\(n(middle + 9))\" stroke=\"\(layout.foreground)\" stroke-width=\"2.5\" stroke-linecap=\"round\"/>"
            return (markup, 24)
        case .login, .join:
            let width = Self.textWidth(label, layout.labelFont) + 20
            let filled = item == .join
            let box = "<rect x=\"\(n(x))\" y=\"\(n(middle - 14))\" width=\"\(n(width))\" height=\"28\" rx=\"14\" "
                + (filled ? "fill=\"\(layout.foreground)\"/>" : "fill=\"none\" stroke=\"\(layout.foreground)\" stroke-width=\"1.5\"/>")
            let text = self.text(label, x: x + width / 2, y: middle, font: layout.labelFont, color: filled ? layout.background : layout.foreground)
            return (box + text, width)
        case .balance:
            let width = Self.textWidth(label, layout.balanceFont) + 24
            let radius = min(layout.pillRadius, 14)
            let pill = "<rect x=\"\(n(x))\" y=\"\(n(middle - 14))\" width=\"\(n(width))\" height=\"28\" rx=\"\(n(radius))\" fill=\"\(layout.pillBackground)\"/>"
            return (pill + text(label, x: x + width / 2, y: middle, font: layout.balanceFont, color: layout.pillText), width)
        case .pendingBets:
            let width = Self.textWidth(label, layout.labelFont)
            return (text(label, x: x + width / 2, y: middle, font: layout.labelFont, color: layout.foreground), width)
        case .toolSlot:
            return toolSlot(at: x, layout: layout)
        case .betslipCounter:
            let icon = "<rect x=\"\(n(x + 2))\" y=\"\(n(middle - 10))\" width=\"16\" height=\"20\" rx=\"2\" fill=\"none\" stroke=\"\(layout.foreground)\" stroke-width=\"2\"/>"
                + "<line x1=\"\(n(x + 6))\" y1=\"\(n(middle - 3))\" x2=\"\(n(x + 14))\" y2=\"\(n(middle - 3))\" stroke=\"\(layout.foreground)\" stroke-width=\"1.5\"/>"
                + "<line x1=\"\(n(x + 6))\" y1=\"\(n(middle + 2))\" x2=\"\(n(x + 14))\" y2=\"\(n(middle + 2))\" stroke=\"\(layout.foreground)\" stroke-width=\"1.5\"/>"
            let counter = badge(label, centerX: x + 20, centerY: middle - 10, fill: layout.counterBackground, color: layout.counterText, ring: layout.background, font: layout.badgeFont)
            return (icon + counter.markup, max(30, 20 + counter.width / 2))
        case .userTray:
            let markup = "<circle cx=\"\(n(x + 12))\" cy=\"\(n(middle - 5))\" r=\"5\" fill=\"none\" stroke=\"\(layout.foreground)\" stroke-width=\"2\"/>"
                + "<path d=\"M\(n(x + 3)) \(n(middle + 10)) a9 8 0 0 1 18 0\" fill=\"none\" stroke=\"\(layout.foreground)\" stroke-width=\"2\"/>"
            return (markup, 24)
        }
    }

    /// A padlock for a locker, a toolbox for a toolbox, with the engine's badge on top.
    private func toolSlot(at x: Double, layout: Layout) -> (markup: String, width: Double) {
        let middle = layout.middle
        let width = layout.toolWidth
        let center = x + width / 2
        let color = layout.toolIcon
        var markup: String
        switch snapshot.state.toolSlotKind {
        case .locker:
            markup = "<path d=\"M\(n(center - 5)) \(n(middle - 2)) v-4 a5 5 0 0 1 10 0 v4\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"/>"
                + "<rect x=\"\(n(center - 8))\" y=\"\(n(middle - 2))\" width=\"16\" height=\"12\" rx=\"2\" fill=\"\(color)\"/>"
        case .toolbox, .none:
            markup = "<path d=\"M\(n(center - 4)) \(n(middle - 4)) v-3 h8 v3\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"/>"
                + "<rect x=\"\(n(center - 10))\" y=\"\(n(middle - 4))\" width=\"20\" height=\"13\" rx=\"2\" fill=\"\(color)\"/>"
                + "<line x1=\"\(n(center - 10))\" y1=\"\(n(middle + 1))\" x2=\"\(n(center + 10))\" y2=\"\(n(middle + 1))\" stroke=\"\(layout.background)\" stroke-width=\"1.5\"/>"
        }
        var total = width
        if let toolBadge = snapshot.state.toolBadge {
            // The badge sits on the icon's top-right corner, its left edge just inside the icon.
            let badgeWidth = badgeSize(toolBadge.text, font: layout.badgeFont).width
            let centerX = center + 4 + badgeWidth / 2
            let drawn = badge(toolBadge.text, centerX: centerX, centerY: middle - 13, fill: layout.badgeBackground, color: layout.badgeText, ring: layout.background, font: layout.badgeFont)
            markup += drawn.markup
            total = max(width, centerX + badgeWidth / 2 - x)
        }
        return (markup, total)
    }

    /// The size of a count's pill.
    private func badgeSize(_ label: String, font: TextStyle) -> (width: Double, height: Double) {
        let height = max(16, font.size + 5)
        return (max(height, Self.textWidth(label, font) + 8), height)
    }

    /// A count in a pill centred on a point, ringed in the bar's colour so it stands off the
    /// icon under it even when both share a colour (Neds' orange on orange).
    private func badge(_ label: String, centerX: Double, centerY: Double, fill: String, color: String, ring: String, font: TextStyle) -> (markup: String, width: Double) {
        let (width, height) = badgeSize(label, font: font)
        let markup = "<rect x=\"\(n(centerX - width / 2))\" y=\"\(n(centerY - height / 2))\" width=\"\(n(width))\" height=\"\(n(height))\" rx=\"\(n(height / 2))\" fill=\"\(fill)\" stroke=\"\(ring)\" stroke-width=\"1.5\"/>"
            + text(label, x: centerX, y: centerY, font: font, color: color)
        return (markup, width)
    }

    private func text(_ label: String, x: Double, y: Double, font: TextStyle, color: String) -> String {
        let family = Markup.escape(Self.fontFamily(font.family))
        return "<text x=\"\(n(x))\" y=\"\(n(y + font.size * 0.35))\" text-anchor=\"middle\" font-family=\"\(family)\" font-size=\"\(n(font.size))\" font-weight=\"\(Self.weight(font.weight))\" fill=\"\(color)\">\(Markup.escape(label))</text>"
    }

    /// The brand font first, then fonts most machines have.
    static func fontFamily(_ family: String) -> String {
        let quoted = family.contains(" ") ? "'\(family.replacingOccurrences(of: "'", with: ""))'" : family
        return "\(quoted), Inter, Roboto, 'Helvetica Neue', Arial, sans-serif"
    }

    /// CSS weight for a token weight name.
    static func weight(_ name: String) -> String {
        let weights = ["thin": "100", "light": "300", "regular": "400", "normal": "400", "medium": "500", "semibold": "600", "bold": "700", "heavy": "800", "black": "900"]
        return weights[name.lowercased()] ?? (Int(name) != nil ? name : "400")
    }

    /// An estimate: the drawing has no font metrics, so it allows an average glyph width.
    static func textWidth(_ text: String, _ font: TextStyle) -> Double {
        let factor = Int(weight(font.weight)).map { $0 >= 600 ? 0.6 : 0.56 } ?? 0.56
        return (Double(text.count) * font.size * factor).rounded(.up)
    }

    /// Coordinates with at most two decimals.
    /// Whole pixels, rounded up; a size no screen has (a spacing token of 1e300, summed past
    /// 64 bits) is clamped rather than trapping in the conversion.
    static func pixels(_ value: Double) -> Int {
        let rounded = value.rounded(.up)
        guard rounded.isFinite else { return rounded > 0 ? 1 << 30 : 0 }
        return Int(exactly: min(max(rounded, 0), Double(1 << 30))) ?? 0
    }

    private func n(_ value: Double) -> String {
        ReportText.number((value * 100).rounded() / 100)
    }
}
