import BrandModel

/// The studio's page: a bar to pick a brand and an appearance, and every brand's card.
/// The cards come from ``StudioCard``; the page's script (served beside it) swaps a card
/// when the server sends a new one, so the brand and appearance in view stay.
public struct StudioPage: Sendable {
    /// One card, with its brand's id and name.
    public struct Card: Sendable, Equatable {
        public var id: String
        public var name: String
        public var html: String

        public init(id: String, name: String, html: String) {
            self.id = id
            self.name = name
            self.html = html
        }
    }

    /// What a page for review pictures shows: one brand, one appearance, no script.
    public struct Picture: Sendable, Equatable {
        public var brand: String
        public var appearance: Appearance

        public init(brand: String, appearance: Appearance) {
            self.brand = brand
            self.appearance = appearance
        }
    }

    public var cards: [Card]
    /// Which state of the server the page shows (`epoch.version`): its script asks for what
    /// came after.
    public var state: String
    /// Where the page's script is served.
    public var scriptPath: String
    public var picture: Picture?

    public init(cards: [Card], state: String, scriptPath: String, picture: Picture? = nil) {
        self.cards = cards
        self.state = state
        self.scriptPath = scriptPath
        self.picture = picture
    }

    public func render() -> String {
        let e = Markup.escape
        let shown = picture.map { picture in cards.filter { $0.id == picture.brand } } ?? cards
        let appearance = picture?.appearance.rawValue ?? "all"
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
        html += "<title>Brand studio</title>\n<style>\(HTMLRenderer.stylesheet)\(Self.stylesheet)</style>\n</head>\n"
        html += "<body data-appearance=\"\(e(appearance))\" data-state=\"\(e(state))\"\(picture == nil ? "" : " class=\"picture\"")>\n"
        if picture == nil { html += bar() }
        html += "<main id=\"cards\">\n" + shown.map(\.html).joined() + "</main>\n"
        if picture == nil { html += "<script src=\"\(e(scriptPath))\"></script>\n" }
        return html + "</body>\n</html>\n"
    }

    /// The pickers and the status line.
    private func bar() -> String {
        let e = Markup.escape
        var html = "<header class=\"studio-bar\">\n<h1>Brand studio</h1>\n"
        html += "<label>Brand <select id=\"brand-filter\"><option value=\"\">Every brand</option>"
        html += cards.map { "<option value=\"\(e($0.id))\">\(e($0.name))</option>" }.joined() + "</select></label>\n"
        html += "<label>Appearance <select id=\"appearance-filter\"><option value=\"all\">Every appearance</option>"
        html += Appearance.allCases.map { "<option value=\"\($0.rawValue)\">\(e(AppearanceView.title(of: $0)))</option>" }.joined()
        html += "</select></label>\n<p id=\"status\" role=\"status\" aria-live=\"polite\">\(e(ReportText.count(cards.count, "brand")))</p>\n</header>\n"
        return html
    }

    /// The selector of the appearance section the body's `data-appearance` picks, for each
    /// appearance.
    private static var shownAppearances: String {
        Appearance.allCases.map { #"body[data-appearance="\#($0.rawValue)"] .studio-appearance[data-appearance="\#($0.rawValue)"]"# }
            .joined(separator: ",\n")
    }

    static let stylesheet = """

        .studio-bar{position:sticky;top:0;z-index:2;display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1.5rem;padding:.5rem 1rem;background:var(--background);border-bottom:1px solid var(--rule)}
        .studio-bar h1{font-size:1.2rem;margin:0}
        #status{margin:0;color:var(--muted)}
        #status[data-offline]{color:var(--negative)}
        main#cards{max-width:90rem}
        .studio-brand{border-top:3px solid var(--text);margin-top:1.5rem}
        .studio-brand[hidden]{display:none}
        .studio-head h2{border:0;margin:.75rem 0 .25rem;padding:0}
        .states{display:flex;flex-wrap:wrap;gap:0 1.5rem}
        .states figure{margin:.25rem 0 .5rem}
        body:not([data-appearance="all"]) .studio-appearance{display:none}
        \(Self.shownAppearances){display:block}
        .finding{border-left:4px solid var(--muted);background:var(--header);padding:.35rem .6rem;margin:.35rem 0;font-size:.9rem}
        .finding-error{border-left-color:var(--negative);background:var(--negative-background)}
        td .finding{margin:.25rem 0 0}
        body.picture .studio-brand{border:0;margin:0}
        body.picture main{padding:.5rem 1rem}
        body.picture .studio-part{display:none}

        """
}
