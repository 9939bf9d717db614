package brandengine.testing

import java.io.File

/**
 * Runs every [TestSuite] object compiled into the test classes folder given as the first
 * argument (found by walking its class files, so a new suite needs no registration).
 * Exit status 1 when any test fails. A second argument runs only suites whose name contains it.
 */
fun main(args: Array<String>) {
    val root = File(args.getOrNull(0) ?: error("usage: RunTests <test classes folder> [filter]"))
    val filter = args.getOrNull(1)
    val loader = TestSuite::class.java.classLoader
    val suites = root.walkTopDown().filter { it.isFile && it.name.endsWith(".class") && !it.name.contains('$') }
        .map { it.relativeTo(root).path.removeSuffix(".class").replace(File.separatorChar, '.') }
        .sorted()
        .mapNotNull { name ->
            val type = try { loader.loadClass(name) } catch (e: Throwable) { null } ?: return@mapNotNull null
            if (!TestSuite::class.java.isAssignableFrom(type) || type.isInterface) return@mapNotNull null
            val instance = try { type.getField("INSTANCE").get(null) } catch (e: NoSuchFieldException) { type.getDeclaredConstructor().newInstance() }
            instance as TestSuite
        }
        .filter { filter == null || it.javaClass.name.contains(filter) }
        .toList()
    var passed = 0
    val failures = mutableListOf<String>()
    for (suite in suites) {
        for ((name, test) in suite.tests) {
            try { test(); passed += 1 } catch (e: Throwable) {
                failures.add("${suite.javaClass.simpleName}.$name: $e")
            }
        }
    }
    failures.forEach { System.err.println("FAIL $it") }
    println("${suites.size} suites, ${passed + failures.size} tests, ${failures.size} failures")
    if (failures.isNotEmpty() || suites.isEmpty()) System.exit(1)
}
