// Evaluates flags on the runtime for the engine's differential test
// (Tests/BrandGenTests/Flags/FlagDifferentialTests.swift): each listed flag of each brand in
// each context, one line an evaluation, as that test describes the engine's.
//
//   kotlin -classpath … brandengine.replay.FlagsReplayKt FLAGS CONTEXTS RESULTS
//
// FLAGS: one brand a line, `ID<TAB>FLAG<TAB>FLAG…` (the envelope ID.json in the working folder,
// with the locale data of every *.locales.json there). CONTEXTS: one context a line, userId,
// platform, appVersion, market, locale, tier and segment attributes, tab-separated; U+0001 for none.
package brandengine.replay

import brandengine.runtime.FlagContext
import java.io.File

private fun context(line: String): FlagContext {
    val fields = line.split('\t').map { if (it == "\u0001") null else it }
    val attributes = LinkedHashMap<String, String>()
    fields[5]?.let { attributes["tier"] = it }
    fields[6]?.let { attributes["segment"] = it }
    return FlagContext(fields[0], fields[1], fields[2], fields[3], fields[4], attributes)
}

fun main(args: Array<String>) {
    if (args.size < 3) error("usage: FlagsReplay FLAGS CONTEXTS RESULTS")
    val contexts = File(args[1]).readLines(Charsets.UTF_8).filter { it.isNotEmpty() }.map { context(it) }
    val brands = Replay.Brands(File("."))
    val out = StringBuilder()
    for (row in File(args[0]).readLines(Charsets.UTF_8)) {
        if (row.isEmpty()) continue
        val fields = row.split('\t')
        val id = fields[0]
        val rules = brands.brand(id, id).flags
        for (flag in fields.drop(1)) {
            for ((index, context) in contexts.withIndex()) {
                val result = rules.evaluate(flag, context)
                out.append(id).append('\t').append(flag).append('\t').append(index).append("\tvalue=").append(result.value).append(" reason=").append(result.reason)
                result.ruleIndex?.let { out.append(" rule=").append(it) }
                result.errorCode?.let { out.append(" error=").append(it) }
                out.append('\n')
            }
        }
    }
    Replay.write(args[2], out)
}
