import BrandModel
import Testing

@Suite("Strings written in one piece")
struct ConcatenatingTests {
    /// The parts, in order, whatever they hold: ASCII, multi-byte characters, a mark that
    /// joins the character before it across a part's edge, and empty parts.
    @Test(arguments: [
        ["token ", "colors", ".", "brand.primary", " is not used"],
        ["", "", ""],
        ["colour \"", "café", "\" is \"", "ﾟ✓👍🏽", "\""],
        ["e", "\u{301}", "\u{0600}x"],
    ])
    func partsComeOutInOrder(parts: [String]) {
        let written: String
        switch parts.count {
        case 3: written = String(concatenating: parts[0], parts[1], parts[2])
        default: written = String(concatenating: parts[0], parts[1], parts[2], parts[3], parts[4])
        }
        #expect(written == parts.joined())
        #expect(Array(written.utf8) == Array(parts.joined().utf8))
    }
}
