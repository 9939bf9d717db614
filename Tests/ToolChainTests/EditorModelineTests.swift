import Foundation
import Testing
import TestSupport

@testable import brandlint

/// The path a profile's first-line editor modeline names (`# yaml-language-server: $schema=PATH`),
/// read from the file's first bytes.
@Suite("Editor modelines")
struct EditorModelineTests {
    static let prefix = EditorModelines.prefix

    @Test(arguments: [
        (prefix + "../../Schemas/brand-profile.schema.json\nid: neds\n", "../../Schemas/brand-profile.schema.json"),
        (prefix + "../Schemas/brand-profile.schema.json\r\nid: neds\r\n", "../Schemas/brand-profile.schema.json"),
        (prefix + "  /opt/brandengine/Schemas/brand-profile.schema.json  \n", "/opt/brandengine/Schemas/brand-profile.schema.json"),
        (prefix + "schema.json", "schema.json"),
        (prefix + "Sch\u{E9}mas/brand.json\n", "Sch\u{E9}mas/brand.json"),
    ])
    func theModelineNamesThePathOnItsFirstLine(text: String, named: String) {
        #expect(EditorModelines.named(inFirstLineOf: Data(text.utf8)) == named)
    }

    @Test(arguments: [
        "id: neds\n" + prefix + "schema.json\n",
        " " + prefix + "schema.json\n",
        prefix + "\n",
        prefix + "   \r\nid: neds\n",
        String(prefix.dropLast()),
        "",
    ])
    func withoutAModelineOnTheFirstLineThereIsNone(text: String) {
        #expect(EditorModelines.named(inFirstLineOf: Data(text.utf8)) == nil)
    }

    @Test func bytesThatAreNotUTF8AreReadAsReplacementsNotATrap() {
        let bytes = Data(Self.prefix.utf8) + Data([0xFF, 0xFE, 0x2F, 0x61]) + Data("\n".utf8)
        #expect(EditorModelines.named(inFirstLineOf: bytes) == "\u{FFFD}\u{FFFD}/a")
    }

    @Test(arguments: [
        ("Brands/neds.yaml", "Brands"), ("/srv/brands/_base/house.yaml", "/srv/brands/_base"), ("/neds.yaml", "/"),
        ("neds.yaml", "."), ("Br\u{E9}nds/neds.yaml", "Br\u{E9}nds"),
    ])
    func aModelinesPathIsReadFromTheProfilesFolder(file: String, folder: String) {
        #expect(EditorModelines.folder(of: file) == folder)
    }

    @Test func aSliceOfLargerDataIsReadFromItsOwnStart() {
        let whole = Data(("xx" + Self.prefix + "a.json\n").utf8)
        #expect(EditorModelines.named(inFirstLineOf: whole.dropFirst(2)) == "a.json")
    }
}
