import Testing
@testable import Localization

@Suite struct ISO4217Tests {
    @Test(arguments: [("GBP", 2), ("XAF", 0), ("JPY", 0), ("KWD", 3), ("CLF", 4), ("SEK", 2)])
    func minorUnits(code: String, digits: Int) {
        #expect(ISO4217.minorUnits[code] == digits)
        #expect(ISO4217.isActive(code))
    }

    @Test(arguments: ["XYZ", "gbp", "HRK", "", "GBPX"])
    func inactiveOrMalformedCodes(code: String) {
        #expect(!ISO4217.isActive(code))
    }

    @Test func codesWithoutMinorUnitsAreActiveButNotMoney() {
        #expect(ISO4217.isActive("XAU"))
        #expect(ISO4217.minorUnits["XAU"] == nil)
        #expect(Set(ISO4217.minorUnits.keys).isDisjoint(with: ISO4217.codesWithoutMinorUnits))
    }

    /// The display table adds symbols to ISO's codes; it names no code ISO does not know,
    /// and its fraction digits are ISO's.
    @Test func currencyDisplayTableUsesActiveCodes() {
        for (code, info) in CurrencyInfo.table {
            #expect(ISO4217.isActive(code), "\(code)")
            #expect(info.fractionDigits == ISO4217.minorUnits[code], "\(code)")
        }
        #expect(CurrencyInfo.forCode("KWD").fractionDigits == 3)
        #expect(CurrencyInfo.forCode("XYZ").fractionDigits == 2)
    }
}
