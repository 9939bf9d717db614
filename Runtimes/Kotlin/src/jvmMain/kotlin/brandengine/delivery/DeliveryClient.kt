package brandengine.delivery

import java.io.File
import java.time.Duration
import java.time.Instant

/**
 * Checks a delivered brand document beyond its digest, as the app's loader would: plug in the
 * Kotlin runtime's envelope loader. Returns the problems; empty when the document is good.
 */
interface DocumentChecker {
    fun problems(brand: String, document: ByteArray): List<String>
}

/** The default check: a runtime profile envelope (`format` `brandengine.runtime-profile`, a `profile` object). */
object EnvelopeShapeChecker : DocumentChecker {
    override fun problems(brand: String, document: ByteArray): List<String> {
        val parsed = try {
            StrictJson.parse(document, integersOnly = false)
        } catch (e: StrictJson.Problem) {
            return listOf("not JSON: ${e.message}")
        }
        val envelope = parsed as? Map<*, *> ?: return listOf("not a runtime profile envelope")
        if (envelope["format"] != "brandengine.runtime-profile") return listOf("format is not \"brandengine.runtime-profile\"")
        if (envelope["profile"] !is Map<*, *>) return listOf("no profile object")
        return emptyList()
    }
}

/** How a catalog is delivered: the Swift client's `Configuration`, without the time to live. */
data class DeliverySettings(
    /** The engine level documents must not exceed (`minimumEngineVersion`). */
    val engineVersion: Int = 1,
    /** Most roots one refresh takes; the walk goes on at the next refresh. */
    val maximumRootSteps: Int = 16,
    val requestDeadlineMillis: Long = 10_000,
    val refreshDeadlineMillis: Long = 60_000
)

/** The served catalog: each brand's verified document by id, and the manifest version (null: none yet). */
class DeliverySnapshot(val version: Long?, val documents: Map<String, ByteArray>, val expires: Instant?) {
    fun isExpired(now: Instant) = expires != null && !expires.isAfter(now)
}

/** What one [DeliveryClient.refresh] did. */
sealed class RefreshOutcome {
    data class Updated(val version: Long) : RefreshOutcome()
    object Unchanged : RefreshOutcome()
    data class Rejected(val rejection: DeliveryRejection) : RefreshOutcome()
}

/** Told of each accepted bundle (and which brands changed) and of each rejection, as they happen. */
interface DeliveryListener {
    fun onUpdate(snapshot: DeliverySnapshot, changedBrands: Set<String>)
    fun onRejection(rejection: DeliveryRejection) {}
}

/**
 * Brand documents delivered from a static host as a signed, content-addressed bundle
 * (docs/delivery.md), with the Swift `RemoteBrandCatalog`'s guarantees: the root chain walked
 * one version at a time from the pinned root, thresholds, rollback and fast-forward
 * protection, honest clocks, size caps and deadlines, an atomic store that heals a damaged
 * document, and listeners for live updates. Any failure keeps the last good snapshot.
 */
class DeliveryClient(
    pinnedRoot: ByteArray,
    private val directory: File,
    private val transport: BrandTransport,
    private val settings: DeliverySettings = DeliverySettings(),
    private val verifier: SignatureVerifier = JdkEd25519Verifier(),
    private val checker: DocumentChecker = EnvelopeShapeChecker,
    private val now: () -> Instant = Instant::now
) {
    private class Applied(val bytes: ByteArray, val digest: String, val manifest: BundleManifest, val signatures: List<ByteArray>, val entityTag: String?)

    private val pinned = SignedTrustRoot.pinned(pinnedRoot, verifier)
    private val store = BundleStore(directory)
    private val lock = Any()
    private var trusted = pinned
    private var chain: List<String> = emptyList()
    private var applied: Applied? = null
    private var accepted = BundleStore.Accepted.NONE
    private var damaged: Set<String> = emptySet()
    private val listeners = java.util.concurrent.CopyOnWriteArrayList<DeliveryListener>()

    @Volatile
    var snapshot = DeliverySnapshot(null, emptyMap(), null)
        private set

    @Volatile
    var lastRejection: DeliveryRejection? = null
        private set

    init {
        start()
    }

    /** The newest trusted root. */
    val trustedRoot: TrustRoot get() = synchronized(lock) { trusted.root }

    /**
     * Subscribes [listener] (from any thread, also while a refresh runs); it is called on the
     * refreshing thread. Close the result to unsubscribe.
     */
    fun addListener(listener: DeliveryListener): AutoCloseable {
        listeners.add(listener)
        return AutoCloseable { listeners.remove(listener) }
    }

    /** The stored roots chained from the pinned one, and the stored bundle verified again. */
    private fun start() {
        var rejection: DeliveryRejection? = null
        val texts = store.roots()
        val taken = ArrayList<String>()
        for (text in texts) {
            try {
                val next = SignedTrustRoot.decode(text.toByteArray(Charsets.UTF_8))
                trusted.checkSuccessor(next, verifier)
                trusted = next
                taken.add(text)
            } catch (e: DeliveryRejection) {
                rejection = DeliveryRejection.storedRoot(trusted.root.version + 1, e.message ?: e.code)
                break
            }
        }
        chain = taken
        try {
            accepted = store.accepted()
            val bundle = store.bundle()
            if (bundle != null) rejection = adopt(bundle) ?: rejection
        } catch (e: DeliveryRejection) {
            rejection = e
        }
        lastRejection = rejection
    }

    /** Serves a stored bundle after checking it again; returns the damage found. */
    private fun adopt(bundle: BundleStore.StoredBundle): DeliveryRejection? {
        val root = trusted.root
        if (BundleManifest.signers(bundle.manifest, bundle.signatures, root.manifestKeys, root.manifestThreshold, verifier) < root.manifestThreshold) {
            return DeliveryRejection.badSignature("the stored manifest is not signed by the trusted root's keys")
        }
        val manifest = try {
            BundleManifest.decode(bundle.manifest)
        } catch (e: DeliveryRejection) {
            return DeliveryRejection.storedBundle(e.message ?: e.code)
        }
        val documents = LinkedHashMap<String, ByteArray>()
        val broken = ArrayList<String>()
        for (entry in manifest.brands) {
            val document = store.document(entry.digest)
            if (document != null && document.size == entry.size && Digests.sha256Hex(document) == entry.digest &&
                checker.problems(entry.id, document).isEmpty()
            ) {
                documents[entry.id] = document
            } else {
                broken.add(entry.id)
            }
        }
        applied = Applied(bundle.manifest, Digests.sha256Hex(bundle.manifest), manifest, bundle.signatures, bundle.entityTag)
        damaged = broken.toSet()
        snapshot = if (documents.isEmpty() && manifest.brands.isNotEmpty()) {
            DeliverySnapshot(null, emptyMap(), null)
        } else {
            DeliverySnapshot(manifest.version, documents, manifest.expires)
        }
        return if (broken.isEmpty()) null else DeliveryRejection.storedDocument(broken.sorted())
    }

    /** Asks the host once, within the refresh deadline; any failure keeps the last good snapshot. */
    fun refresh(): RefreshOutcome = synchronized(lock) {
        val outcome = try {
            fetchAndStore(Deadline.after(settings.refreshDeadlineMillis))
        } catch (e: DeliveryRejection) {
            rejected(e)
        } catch (e: RuntimeException) {
            // A transport plugged in by the app that throws something else: a network failure.
            rejected(DeliveryRejection.network("${e.javaClass.simpleName}: ${e.message}"))
        }
        outcome
    }

    private fun rejected(rejection: DeliveryRejection): RefreshOutcome {
        lastRejection = rejection
        listeners.forEach { it.onRejection(rejection) }
        return RefreshOutcome.Rejected(rejection)
    }

    private fun get(path: String, ifNoneMatch: String?, maximumBytes: Int, refresh: Deadline): TransportResponse {
        refresh.check("the refresh")
        val deadline = Deadline.earliest(Deadline.after(settings.requestDeadlineMillis), refresh)
        val response = transport.get(path, ifNoneMatch, maximumBytes, deadline)
        if (response.body.size > maximumBytes) throw DeliveryRejection.tooLarge(path, maximumBytes.toLong())
        return response
    }

    private fun updateRoot(refresh: Deadline): SignedTrustRoot {
        var root = trusted
        val taken = ArrayList<SignedTrustRoot>()
        var failure: DeliveryRejection? = null
        try {
            var steps = 0
            while (steps < maxOf(0, settings.maximumRootSteps) || (!root.root.expires.isAfter(now()) && steps < MAXIMUM_EXPIRED_ROOT_STEPS)) {
                steps++
                if (root.root.version == Long.MAX_VALUE) break
                val path = BundleManifest.rootPath(root.root.version + 1)
                val response = get(path, null, TrustRoot.MAXIMUM_FILE_SIZE, refresh)
                if (response.status == 404 || response.status == 403 || response.status >= 500) break
                if (response.status != 200) throw DeliveryRejection.httpStatus(path, response.status)
                // An HTML error page or a proxy's text is no root at all: the host cannot say.
                val first = response.body.firstOrNull { it !in WHITE_SPACE } ?: break
                if (first != '{'.toByte() && first != '['.toByte()) break
                val candidate = SignedTrustRoot.decode(response.body)
                root.checkSuccessor(candidate, verifier)
                root = candidate
                taken.add(candidate)
            }
        } catch (e: DeliveryRejection) {
            failure = e
        }
        if (taken.isNotEmpty()) {
            chain = chain + taken.map { it.text }
            trusted = root
            try {
                store.locked { store.writeRoots(chain) }
            } catch (e: java.io.IOException) {
                // Trusted in memory; the next start walks again.
            }
        }
        if (failure != null) throw failure
        if (!root.root.expires.isAfter(now())) throw DeliveryRejection.rootExpired(root.root.version, root.root.expires)
        return root
    }

    private fun fetchAndStore(refresh: Deadline): RefreshOutcome {
        val root = updateRoot(refresh).root
        var applied = this.applied
        val damaged = this.damaged
        if (damaged.isNotEmpty()) applied = null
        // After a rotation that revoked its key, a 304 no longer confirms the applied manifest.
        if (applied != null &&
            BundleManifest.signers(applied.bytes, applied.signatures, root.manifestKeys, root.manifestThreshold, verifier) < root.manifestThreshold
        ) {
            applied = null
        }
        val response = get(BundleManifest.MANIFEST, applied?.entityTag, BundleManifest.MAXIMUM_MANIFEST_SIZE, refresh)
        if (response.status == 304 && applied != null) return unchanged(applied)
        if (response.status != 200) throw DeliveryRejection.httpStatus(BundleManifest.MANIFEST, response.status)
        val bytes = response.body
        val digest = Digests.sha256Hex(bytes)
        if (applied != null && applied.digest == digest) return unchanged(applied)
        val signatureResponse = get(BundleManifest.SIGNATURE, null, BundleManifest.MAXIMUM_SIGNATURE_FILE_SIZE, refresh)
        if (signatureResponse.status != 200) throw DeliveryRejection.httpStatus(BundleManifest.SIGNATURE, signatureResponse.status)
        val signatures = BundleManifest.signatures(signatureResponse.body)
        val manifest = verify(bytes, signatures, root)
        checkVersion(manifest, digest, higher(accepted, storedAccepted()), root.versionEpoch)
        val documents = LinkedHashMap<String, ByteArray>()
        val fetched = LinkedHashMap<String, ByteArray>()
        val repaired = ArrayList<String>()
        for (entry in manifest.brands) {
            val held = store.document(entry.digest)
            val document = if (held != null && Digests.sha256Hex(held) == entry.digest) {
                held
            } else {
                // A held file that fails its digest was damaged in the folder: fetched again, never reused.
                if (held != null || entry.id in damaged) repaired.add(entry.id)
                val answer = get(entry.path, null, entry.size, refresh)
                if (answer.status != 200) throw DeliveryRejection.httpStatus(entry.path, answer.status)
                fetched[entry.digest] = answer.body
                answer.body
            }
            if (document.size != entry.size) throw DeliveryRejection.badDigest(entry.id, "${document.size} bytes where the manifest says ${entry.size}")
            val actual = Digests.sha256Hex(document)
            if (actual != entry.digest) throw DeliveryRejection.badDigest(entry.id, "SHA-256 is $actual, not ${entry.digest}")
            val problems = checker.problems(entry.id, document)
            if (problems.isNotEmpty()) throw DeliveryRejection.documentInvalid(entry.id, problems)
            documents[entry.id] = document
        }
        val newAccepted = BundleStore.Accepted(root.versionEpoch, manifest.version, digest)
        val stored = BundleStore.StoredBundle(bytes, signatures, response.entityTag, root.versionEpoch)
        try {
            store.locked {
                // Against the version re-read under the lock: another process never lowers it.
                checkVersion(manifest, digest, higher(accepted, storedAccepted()), root.versionEpoch)
                store.commit(stored, newAccepted, fetched, manifest.brands.map { it.digest }.toSet())
            }
        } catch (e: java.io.IOException) {
            // Served from memory; the next start serves what the folder holds.
        }
        val previous = snapshot
        accepted = newAccepted
        this.applied = Applied(bytes, digest, manifest, signatures, response.entityTag)
        this.damaged = emptySet()
        snapshot = DeliverySnapshot(manifest.version, documents, manifest.expires)
        lastRejection = if (repaired.isEmpty()) null else DeliveryRejection.storedDocument(repaired.sorted())
        val changed = (documents.keys + previous.documents.keys).filter { !(java.util.Arrays.equals(documents[it], previous.documents[it])) }.toSet()
        listeners.forEach { it.onUpdate(snapshot, changed) }
        return RefreshOutcome.Updated(manifest.version)
    }

    private fun unchanged(applied: Applied): RefreshOutcome {
        // A host answering 304 forever must not keep an expired manifest current.
        if (!applied.manifest.expires.isAfter(now())) throw DeliveryRejection.expired("the manifest expired at ${applied.manifest.expires}")
        return RefreshOutcome.Unchanged
    }

    /** The signatures first (nothing of an unsigned manifest is parsed), then the format, the clock and the engine. */
    private fun verify(bytes: ByteArray, signatures: List<ByteArray>, root: TrustRoot): BundleManifest {
        if (BundleManifest.signers(bytes, signatures, root.manifestKeys, root.manifestThreshold, verifier) < root.manifestThreshold) {
            throw DeliveryRejection.badSignature("fewer than ${root.manifestThreshold} of the root's manifest keys signed it")
        }
        val manifest = BundleManifest.decode(bytes)
        val lifetime = Duration.between(manifest.created, manifest.expires)
        if (lifetime > BundleManifest.MAXIMUM_LIFETIME) throw DeliveryRejection.lifetimeTooLong((lifetime.seconds + 86_399) / 86_400)
        val current = now()
        if (Duration.between(current, manifest.created) > BundleManifest.MAXIMUM_CLOCK_SKEW) {
            throw DeliveryRejection.createdInFuture("created ${manifest.created}, the device's clock says $current")
        }
        if (!manifest.expires.isAfter(current)) throw DeliveryRejection.expired("expired at ${manifest.expires}")
        manifest.brands.firstOrNull { it.minimumEngineVersion > settings.engineVersion }?.let {
            throw DeliveryRejection.needsNewerEngine(it.id, it.minimumEngineVersion, settings.engineVersion)
        }
        return manifest
    }

    private fun storedAccepted(): BundleStore.Accepted = try {
        store.accepted()
    } catch (e: DeliveryRejection) {
        BundleStore.Accepted.NONE
    }

    private companion object {
        const val MAXIMUM_EXPIRED_ROOT_STEPS = 1_024
        val WHITE_SPACE = listOf<Byte>(0x20, 0x09, 0x0A, 0x0D)

        fun higher(a: BundleStore.Accepted, b: BundleStore.Accepted) =
            if (a.epoch > b.epoch || (a.epoch == b.epoch && a.version >= b.version)) a else b

        /** A higher version by at most 2^32, or the same version with the same bytes; a raised epoch starts again. */
        fun checkVersion(manifest: BundleManifest, digest: String, stored: BundleStore.Accepted, epoch: Long) {
            if (stored.epoch > epoch) throw DeliveryRejection.epochAhead(stored.epoch, epoch)
            val accepted = if (stored.epoch < epoch) BundleStore.Accepted.NONE else stored
            if (manifest.version < accepted.version) throw DeliveryRejection.rollback(manifest.version, accepted.version)
            if (manifest.version == accepted.version) {
                if (accepted.manifestDigest != null && accepted.manifestDigest != digest) throw DeliveryRejection.versionReused(manifest.version)
                return
            }
            if (manifest.version - accepted.version > BundleManifest.MAXIMUM_VERSION_JUMP) {
                throw DeliveryRejection.versionJump(manifest.version, accepted.version)
            }
        }
    }
}
