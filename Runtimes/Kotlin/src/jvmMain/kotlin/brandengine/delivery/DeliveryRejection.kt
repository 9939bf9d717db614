package brandengine.delivery

/**
 * Why a delivered bundle, or part of it, was refused: [code] is the Swift client's
 * `DeliveryRejection.code` (docs/delivery.md), the same for the same attack.
 */
class DeliveryRejection(val code: String, message: String) : Exception("$code: $message") {
    companion object {
        fun network(message: String) = DeliveryRejection("network", message)
        fun httpStatus(path: String, status: Int) = DeliveryRejection("http-status", "$path answered $status")
        fun malformedManifest(message: String) = DeliveryRejection("malformed-manifest", message)
        fun badSignature(message: String) = DeliveryRejection("bad-signature", message)
        fun expired(message: String) = DeliveryRejection("expired", message)
        fun rollback(offered: Long, accepted: Long) = DeliveryRejection("rollback", "version $offered is below the accepted $accepted")
        fun epochAhead(accepted: Long, trusted: Long) =
            DeliveryRejection("epoch-ahead", "the accepted version's epoch $accepted is above the trusted root's $trusted")
        fun versionReused(version: Long) = DeliveryRejection("version-reused", "version $version was accepted with other bytes")
        fun versionJump(offered: Long, accepted: Long) =
            DeliveryRejection("version-jump", "version $offered is more than 2^32 above the accepted $accepted")
        fun createdInFuture(message: String) = DeliveryRejection("created-in-future", message)
        fun lifetimeTooLong(days: Long) = DeliveryRejection("lifetime-too-long", "valid for $days days; at most 90")
        fun tooLarge(path: String, limit: Long) = DeliveryRejection("too-large", "$path is larger than $limit bytes")
        fun deadline(what: String, milliseconds: Long) = DeliveryRejection("deadline", "$what took longer than $milliseconds ms")
        fun redirect(path: String, to: String) = DeliveryRejection("redirect", "$path redirected to $to, outside the bundle's origin")
        fun contentEncoding(path: String, encoding: String) =
            DeliveryRejection("content-encoding", "$path came with Content-Encoding $encoding, which the client does not read")
        fun badDigest(brand: String, reason: String) = DeliveryRejection("bad-digest", "$brand: $reason")
        fun documentInvalid(brand: String, problems: List<String>) = DeliveryRejection("document-invalid", "$brand: ${problems.joinToString("; ")}")
        fun needsNewerEngine(brand: String, required: Int, current: Int) =
            DeliveryRejection("needs-newer-engine", "$brand needs engine $required; this is $current")
        fun malformedKey(message: String) = DeliveryRejection("malformed-key", message)
        fun malformedRoot(message: String) = DeliveryRejection("malformed-root", message)
        fun rootVersion(offered: Long, expected: Long) = DeliveryRejection("root-version", "root $offered where $expected was expected")
        fun rootThreshold(version: Long, signer: String, valid: Int, required: Int) =
            DeliveryRejection("root-threshold", "root $version: $valid valid signatures by $signer, $required required")
        fun storedDocument(brands: List<String>) = DeliveryRejection("stored-document", "stored documents of ${brands.joinToString()} were damaged")
        fun storedRoot(version: Long, reason: String) = DeliveryRejection("stored-root", "stored root $version: $reason")
        fun rootExpired(version: Long, expires: java.time.Instant) = DeliveryRejection("root-expired", "root $version expired at $expires")
        fun storedBundle(reason: String) = DeliveryRejection("stored-bundle", reason)
    }
}
