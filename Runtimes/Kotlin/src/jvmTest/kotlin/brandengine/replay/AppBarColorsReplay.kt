// Prints the app bar's contract colours of brands in every appearance, as the reducer resolves
// them for a view (the brand's palette, the tool-slot handler's colours drawn from it, the
// contract's fallbacks), for the engine's differential test (Tests/BrandGenTests/AppBarDifferentialTests.swift).
//
//   kotlin -classpath … brandengine.replay.AppBarColorsReplayKt TOKENS RESULTS ID...
//
// TOKENS: the contract's colour tokens, one a line. Each brand is the envelope ID.json in the
// working folder, with the locale data of every *.locales.json there. RESULTS: one line a brand,
// appearance and token, "ID<TAB>APPEARANCE<TAB>TOKEN<TAB>#RRGGBB" ("-" for none); then its contract
// text styles, "ID<TAB>typography<TAB>TOKEN<TAB>FAMILY|WEIGHT|SIZE|LINE-HEIGHT", sizes by their bits.
package brandengine.replay

import brandengine.runtime.Appearance
import brandengine.runtime.TypographyContract
import java.io.File

fun main(args: Array<String>) {
    if (args.size < 2) error("usage: AppBarColorsReplay TOKENS RESULTS ID...")
    val tokens = File(args[0]).readLines(Charsets.UTF_8).filter { it.isNotEmpty() }
    val brands = Replay.Brands(File("."))
    val out = StringBuilder()
    for (id in args.drop(2)) {
        val reducer = brands.brand(id, id).reducer()
        for (appearance in Appearance.values()) {
            val state = reducer.initialState.copy(appearance = appearance)
            for (token in tokens) out.append(id).append('\t').append(appearance.rawValue).append('\t').append(token).append('\t').append(reducer.color(state, token) ?: "-").append('\n')
        }
        // The contract's text styles, the same in every appearance: family, weight, then size and line height by their bits.
        for (token in TypographyContract.tokens) {
            val style = reducer.textStyle(token)
            out.append(id).append("\ttypography\t").append(token).append('\t').append(style.family).append('|').append(style.weight)
                .append('|').append(Replay.bits(style.size)).append('|').append(Replay.bits(style.resolvedLineHeight)).append('\n')
        }
    }
    Replay.write(args[1], out)
}
