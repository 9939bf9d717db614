package brandengine.delivery

import org.bouncycastle.crypto.params.Ed25519PublicKeyParameters
import org.bouncycastle.crypto.signers.Ed25519Signer

/**
 * Ed25519 with BouncyCastle's lightweight API, for an Android app below API 33 (no
 * `Signature("Ed25519")`): pass it to [DeliveryClient] as its verifier. Debian's
 * libbcprov-java here; `org.bouncycastle:bcprov-jdk18on` in an app.
 */
class BouncyCastleEd25519Verifier : SignatureVerifier {
    override fun isValid(publicKey: ByteArray, signature: ByteArray, message: ByteArray): Boolean {
        if (publicKey.size != 32 || signature.size != 64) return false
        return try {
            val signer = Ed25519Signer()
            signer.init(false, Ed25519PublicKeyParameters(publicKey, 0))
            signer.update(message, 0, message.size)
            signer.verifySignature(signature)
        } catch (e: IllegalArgumentException) {
            false
        }
    }
}
