import Testing

@testable import BrandSchema

/// URI references split into their RFC 3986 parts and resolved against a base, as `$id`
/// and `$ref` need them (RFC 3986 §5.4's examples among them).
@Suite("URI references")
struct URIReferenceTests {
    struct Split: Sendable, CustomTestStringConvertible {
        var text: String
        var scheme: String?
        var authority: String?
        var path: String
        var query: String?
        var fragment: String?
        var testDescription: String { text }
    }

    @Test(arguments: [
        Split(text: "https://brand.example/schemas/root.json?v=1#/$defs/a", scheme: "https", authority: "brand.example", path: "/schemas/root.json", query: "v=1", fragment: "/$defs/a"),
        Split(text: "urn:brand-schema:root", scheme: "urn", path: "brand-schema:root"),
        Split(text: "#/$defs/locale", path: "", fragment: "/$defs/locale"),
        Split(text: "#", path: "", fragment: ""),
        Split(text: "other.json#token", path: "other.json", fragment: "token"),
        Split(text: "a/b:c", path: "a/b:c"),
        Split(text: ":nothing", path: ":nothing"),
        Split(text: "//host", authority: "host", path: ""),
        Split(text: "//host/p?q", authority: "host", path: "/p", query: "q"),
        Split(text: "é/ü?ß#ö", path: "é/ü", query: "ß", fragment: "ö"),
        Split(text: "#\u{301}x", path: "", fragment: "\u{301}x"),
        Split(text: "", path: ""),
    ])
    func splitsIntoParts(_ expected: Split) {
        let reference = URIReference(expected.text)
        #expect(reference.scheme == expected.scheme)
        #expect(reference.authority == expected.authority)
        #expect(reference.path == expected.path)
        #expect(reference.query == expected.query)
        #expect(reference.fragment == expected.fragment)
        #expect(reference.description == expected.text)
    }

    @Test(arguments: [
        ("g", "http://a/b/c/g"), ("./g", "http://a/b/c/g"), ("g/", "http://a/b/c/g/"), ("/g", "http://a/g"),
        ("//g", "http://g"), ("?y", "http://a/b/c/d;p?y"), ("#s", "http://a/b/c/d;p?q#s"), ("../g", "http://a/b/g"),
        ("../..", "http://a/"), ("", "http://a/b/c/d;p?q"), ("g:h", "g:h"),
    ])
    func resolvesAgainstABase(_ reference: String, _ resolved: String) {
        #expect(URIReference(reference).resolved(against: URIReference("http://a/b/c/d;p?q")).description == resolved)
    }
}
