import Testing
@testable import Localization

@Suite struct MessageTemplateTests {
    @Test func parsesLiteralsAndPlaceholders() throws {
        let template = try MessageTemplate("Add {count} more to get a {percent} win boost")
        #expect(template.placeholders == ["count", "percent"])
        #expect(template.segments == [
            .literal("Add "), .placeholder("count"), .literal(" more to get a "),
            .placeholder("percent"), .literal(" win boost"),
        ])
    }

    @Test func doubledBraceIsALiteralBrace() throws {
        let template = try MessageTemplate("{{literal} and {name}}")
        #expect(template.placeholders == ["name"])
        #expect(try template.render(["name": "x"]) == "{literal} and x}")
    }

    @Test(arguments: ["user.name", "a", "A1_b.c"])
    func acceptsValidNames(name: String) throws {
        #expect(try MessageTemplate("{\(name)}").placeholders == [name])
    }

    @Test(arguments: ["{}", "{1x}", "{a-b}", "{ a}", "{_a}", "{é}", "{.a}"])
    func rejectsInvalidNames(source: String) {
        #expect {
            try MessageTemplate(source)
        } throws: { error in
            guard case .invalidPlaceholderName(_, let offset, _) = error as? MessageTemplateError else { return false }
            return offset == 0
        }
    }

    @Test func rejectsUnterminatedPlaceholder() {
        #expect(throws: MessageTemplateError.unterminatedPlaceholder(offset: 4, source: "Get {percent")) {
            try MessageTemplate("Get {percent")
        }
    }

    @Test func missingArgumentIsAnError() throws {
        let template = try MessageTemplate("Get {percent} boost")
        #expect(throws: MessageTemplateError.missingArgument("percent", source: "Get {percent} boost")) {
            try template.render(["count": "1"])
        }
    }

    @Test func rendersRepeatedPlaceholdersAndUnicode() throws {
        let template = try MessageTemplate("{a}\u{202F}!{a} — {b}")
        #expect(try template.render(["a": "é", "b": "😀"]) == "é\u{202F}!é — 😀")
    }

    @Test func emptyTemplateRendersEmpty() throws {
        #expect(try MessageTemplate("").render([:]) == "")
    }

    @Test func errorsExplainTheFix() {
        let text = MessageTemplateError.unterminatedPlaceholder(offset: 3, source: "ab {c").description
        #expect(text.contains("`{{`"))
    }
}

@Suite("Placeholder names without a template")
struct PlaceholderNamesTests {
    @Test(arguments: ["Add {count} more to get {percent}", "{{literal}} {count}", "no placeholders", "{a}{b}{a}", "{bad name}", "{open"])
    func agreesWithTheParser(_ text: String) {
        let template = try? MessageTemplate(text)
        let names = MessageTemplate.placeholderNames(in: text)
        #expect((names == nil) == (template == nil))
        if let template, let names { #expect(Set(names) == template.placeholders) }
    }
}

@Suite("Placeholders checked against a list without a template")
struct PlaceholdersAreExactlyTests {
    static let texts = [
        "Add {count} more to get {percent}", "{{literal}} {count}", "no placeholders", "{a}{b}{a}", "{bad name}", "{open",
        "{count} {count}", "{percent}{count}", "{count}}", "{{{count}}}", "}{count}", "{}", "{count.x}", "{é}",
    ]
    static let lists: [[String]] = [[], ["count"], ["count", "percent"], ["a", "b"], ["a"], ["count.x"], ["amount", "count"]]

    @Test(arguments: texts)
    func agreesWithTheNames(_ text: String) {
        for names in Self.lists {
            let expected = MessageTemplate.placeholderNames(in: text).map { Set($0) == Set(names) } ?? false
            #expect(MessageTemplate.usesExactly(names, in: text) == expected, "\(text) against \(names)")
        }
    }
}
