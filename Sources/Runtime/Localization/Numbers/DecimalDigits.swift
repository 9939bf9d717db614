/// The decimal digits of a non-negative finite `Double`, rounded half-to-even at a given
/// number of fraction digits.
///
/// Starts from Swift's shortest round-trip representation (`description`), as ICU does,
/// so `1.015` rounds to `1.02` instead of the `1.01` that `(x * 100).rounded()` gives.
struct DecimalDigits: Sendable, Hashable {
    /// Integer digits, most significant first, without leading zeros; `[0]` for zero.
    private(set) var integer: [UInt8]
    /// Exactly the requested number of fraction digits.
    private(set) var fraction: [UInt8]

    /// Rounds `magnitude` (finite, >= 0) to `fractionDigits` digits after the point.
    init(magnitude: Double, fractionDigits: Int) {
        var digits: [UInt8] = []
        var pointPosition = 0
        var seenPoint = false
        var inExponent = false
        var exponentText = ""
        for scalar in magnitude.description.unicodeScalars {
            if inExponent {
                exponentText.unicodeScalars.append(scalar)
            } else if scalar == "e" || scalar == "E" {
                inExponent = true
            } else if scalar == "." {
                seenPoint = true
            } else if ("0"..."9").contains(scalar) {
                digits.append(UInt8(scalar.value - 48))
                if !seenPoint { pointPosition += 1 }
            }
        }
        pointPosition += Int(exponentText) ?? 0
        // Drop leading zeros so the first digit is significant (or nothing remains).
        while let first = digits.first, first == 0 {
            digits.removeFirst()
            pointPosition -= 1
        }
        let keep = pointPosition + fractionDigits
        if keep < digits.count {
            let roundUp: Bool
            if keep < 0 {
                roundUp = false
            } else {
                let discarded = digits[keep]
                let restIsNonZero = digits[(keep + 1)...].contains { $0 != 0 }
                let lastKeptIsOdd = keep > 0 && digits[keep - 1] % 2 == 1
                roundUp = discarded > 5 || (discarded == 5 && (restIsNonZero || lastKeptIsOdd))
            }
            digits.removeSubrange(max(keep, 0)...)
            if keep < 0 { pointPosition = -fractionDigits }
            if roundUp {
                var position = digits.count - 1
                while position >= 0, digits[position] == 9 {
                    digits[position] = 0
                    position -= 1
                }
                if position >= 0 {
                    digits[position] += 1
                } else {
                    digits.insert(1, at: 0)
                    pointPosition += 1
                }
            }
        }
        // Lay the digits out around the decimal point.
        var integer: [UInt8] = []
        var fraction: [UInt8] = []
        for position in min(pointPosition, 0)..<max(digits.count, pointPosition + fractionDigits) {
            let digit: UInt8 = position >= 0 && position < digits.count ? digits[position] : 0
            if position < pointPosition {
                integer.append(digit)
            } else if fraction.count < fractionDigits {
                fraction.append(digit)
            }
        }
        while integer.count > 1, integer.first == 0 { integer.removeFirst() }
        if integer.isEmpty { integer = [0] }
        self.integer = integer
        self.fraction = fraction
    }

    /// Whether every digit is zero (used to avoid printing `-0`).
    var isZero: Bool {
        integer.allSatisfy { $0 == 0 } && fraction.allSatisfy { $0 == 0 }
    }

    /// The decimal digits of `magnitude`, most significant first.
    static func digits(of magnitude: UInt) -> [UInt8] {
        if magnitude == 0 { return [0] }
        var remaining = magnitude
        var reversed: [UInt8] = []
        reversed.reserveCapacity(20)
        while remaining > 0 {
            reversed.append(UInt8(remaining % 10))
            remaining /= 10
        }
        return reversed.reversed()
    }
}
