import BrandAppTheme
import Foundation

// `brand-app fetch URL ROOT FOLDER [--time-to-live SECONDS]`: one refresh of signed delivery
// from a static host.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "fetch" {
    let timeToLive: Int? = arguments.count == 6 && arguments[4] == "--time-to-live" ? Int(arguments[5]).flatMap { $0 >= 0 ? $0 : nil } : nil
    guard arguments.count == 4 || timeToLive != nil else {
        FileHandle.standardError.write(Data("usage: brand-app fetch URL PINNED-ROOT-FILE STATE-FOLDER [--time-to-live SECONDS]\n".utf8))
        exit(2)
    }
    let fetched = try await fetchBrands(
        from: arguments[1], pinnedRoot: arguments[2], folder: arguments[3], timeToLive: timeToLive.map { .seconds($0) })
    exit(fetched ? 0 : 1)
}

// Prints what the generated accessors give, locale by locale.
for locale in AppBarTitles.locales {
    for count in [1, 5] {
        print("\(locale): \(AppBarTitles.betslip(count: count, locale: locale))")
    }
}
let primary = AppBarTitles.brandPrimary
print("brand.primary: \(primary.red) \(primary.green) \(primary.blue)")
print("login-native: \(AppBarTitles.loginIsNative)")

// `brand-app <folder>`: the brands of brandgen's json/ folder, loaded as at run time.
if let folder = arguments.first {
    try printBrands(inEnvelopeFolder: folder)
}
