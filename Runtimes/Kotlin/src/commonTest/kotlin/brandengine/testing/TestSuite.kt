package brandengine.testing

/**
 * A suite of tests: an `object` implementing this, anywhere under src/commonTest or src/jvmTest,
 * is found and run by the build script's runner (brandengine.testing.RunTests).
 */
interface TestSuite {
    val tests: List<Pair<String, () -> Any?>>
}

class CheckFailure(message: String) : AssertionError(message)

fun check(condition: Boolean, message: () -> String) { if (!condition) throw CheckFailure(message()) }

fun <T> checkEqual(expected: T, actual: T, what: String = "value") {
    if (expected != actual) throw CheckFailure("$what: expected <$expected>, got <$actual>")
}

inline fun <reified E : Throwable> checkThrows(what: String, block: () -> Unit): E {
    try { block() } catch (e: Throwable) {
        if (e is E) return e
        throw CheckFailure("$what: expected ${E::class.simpleName}, got $e")
    }
    throw CheckFailure("$what: expected ${E::class.simpleName}, nothing was thrown")
}
