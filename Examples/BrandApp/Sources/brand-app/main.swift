import BrandAppTheme
import Foundation

// `brand-app fetch URL ROOT FOLDER [--time-to-live SECONDS] [--bundled FOLDER]`: one refresh of
// signed delivery from a static host.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "fetch" {
    let usage = "usage: brand-app fetch URL PINNED-ROOT-FILE STATE-FOLDER [--time-to-live SECONDS] [--bundled ENVELOPE-FOLDER]\n"
    var timeToLive: Int?
    var bundled: String?
    var options = arguments.dropFirst(4)
    while let option = options.first, options.count >= 2 {
        let value = options[options.startIndex + 1]
        switch option {
        case "--time-to-live": timeToLive = Int(value).flatMap { $0 >= 0 ? $0 : nil }
        case "--bundled": bundled = value
        default: options = ["?"]; continue
        }
        options = options.dropFirst(2)
    }
    guard arguments.count >= 4, options.isEmpty, arguments.contains("--time-to-live") == (timeToLive != nil) else {
        FileHandle.standardError.write(Data(usage.utf8))
        exit(2)
    }
    let fetched = try await fetchBrands(
        from: arguments[1], pinnedRoot: arguments[2], folder: arguments[3], timeToLive: timeToLive.map { .seconds($0) }, bundled: bundled)
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
