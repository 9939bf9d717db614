package brandengine.json

import brandengine.digest.Sha256
import brandengine.digest.Utf8
import brandengine.testing.TestSuite
import brandengine.testing.check
import brandengine.testing.checkEqual
import brandengine.testing.checkThrows

object JsonReaderTests : TestSuite {
    private fun refuses(text: String, reason: String, limits: JsonLimits = JsonLimits.standard) {
        val e = checkThrows<JsonException>("refuses $text") { JsonReader.parse(text, limits) }
        check(e.reason.contains(reason)) { "refusal of $text: expected \"$reason\" in \"${e.reason}\"" }
    }

    override val tests: List<Pair<String, () -> Any?>> = listOf(
        "reads every kind of value in order" to {
            val v = JsonReader.parse(" {\"b\": [1, -2.5e3, true, false, null], \"a\": \"x\\u00e9\\n\"} ") as JsonValue.Obj
            checkEqual(listOf("b", "a"), v.members.keys.toList(), "member order")
            checkEqual(JsonValue.Str("x\u00e9\n"), v["a"], "string")
            val arr = v["b"] as JsonValue.Arr
            checkEqual(1L, (arr.items[0] as JsonValue.Number).toLongOrNull(), "integer")
            checkEqual(-2500.0, (arr.items[1] as JsonValue.Number).toDoubleOrNull(), "double")
            checkEqual(null, (arr.items[1] as JsonValue.Number).toLongOrNull(), "no silent rounding")
        },
        "refuses what RFC 8259 refuses" to {
            refuses("", "end of input")
            refuses("[1,]", "expected a value")
            refuses("{\"a\":1,}", "member name")
            refuses("01", "leading zero")
            refuses("1.", "after '.'")
            refuses("\"a\u0001\"", "control character")
            refuses("\"\\ud800\"", "unpaired surrogate")
            refuses("{\"a\":1,\"a\":2}", "duplicate member")
            refuses("[1] 2", "after the value")
            refuses("// c\n1", "expected a value")
            refuses("'a'", "expected a value")
            refuses("NaN", "expected a value")
        },
        "errors name the line and column" to {
            val e = checkThrows<JsonException>("bad") { JsonReader.parse("{\n  \"a\": tru\n}") }
            checkEqual(2, e.line, "line"); checkEqual(8, e.column, "column")
        },
        "limits depth and size without recursion blowing the stack" to {
            refuses("[".repeat(65) + "]".repeat(65), "nesting deeper than 64")
            JsonReader.parse("[".repeat(64) + "]".repeat(64))
            refuses("[".repeat(100000), "nesting deeper")
            refuses("[1,2,3]", "over the limit", JsonLimits(maxLength = 4))
        },
        "writes compactly with the engine's escapes" to {
            val text = "{\"k\":[1.50,\"a\\\"\\\\\\n\\u0001\\u200e\\u00e9/\"],\"e\":{}}"
            val v = JsonReader.parse(text)
            checkEqual("{\"k\":[1.50,\"a\\\"\\\\\\n\\u0001\\u200e\u00e9/\"],\"e\":{}}", JsonWriter.compact(v), "compact")
        },
        "SHA-256 matches the FIPS examples" to {
            checkEqual("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855", Sha256.hex(ByteArray(0)), "empty")
            checkEqual("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad", Sha256.hex(Utf8.encode("abc")), "abc")
            checkEqual("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
                Sha256.hex(Utf8.encode("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")), "two blocks")
        }
    )
}
