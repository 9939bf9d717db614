import Foundation

/// Fetches a bundle's files: the static host (a CDN, an object store) as the client sees it.
/// Injected into ``RemoteBrandCatalog`` so tests and previews can serve files from memory.
public protocol BrandTransport: Sendable {
    /// GETs `path` relative to the bundle's base URL. With `ifNoneMatch`, a server that still
    /// has that entity tag answers 304 and no body. Throws only for transport failures; any
    /// HTTP status is a response.
    ///
    /// A body longer than `maximumBytes` throws ``DeliveryRejection/tooLarge(path:limit:)`` as
    /// soon as it is known, without reading the rest. Cancelling the calling task ends the
    /// request: the catalog's deadlines rely on it.
    func get(_ path: String, ifNoneMatch: String?, maximumBytes: Int) async throws -> TransportResponse

    /// ``get(_:ifNoneMatch:maximumBytes:)`` with the `Last-Modified` date the host gave last,
    /// sent as `If-Modified-Since`: a host that gives no `ETag` (a plain file server) answers
    /// 304 for a file unchanged since, rather than the whole file again. A transport that
    /// does not implement it sends `If-None-Match` only.
    func get(_ path: String, ifNoneMatch: String?, ifModifiedSince: String?, maximumBytes: Int) async throws -> TransportResponse
}

extension BrandTransport {
    public func get(_ path: String, ifNoneMatch: String?, ifModifiedSince: String?, maximumBytes: Int) async throws -> TransportResponse {
        try await get(path, ifNoneMatch: ifNoneMatch, maximumBytes: maximumBytes)
    }
}

/// One HTTP response as the catalog reads it.
public struct TransportResponse: Sendable, Equatable {
    public var status: Int
    public var body: Data
    /// The `ETag` header, if any.
    public var entityTag: String?
    /// The `Last-Modified` header, if any, as the host wrote it (sent back as `If-Modified-Since`).
    public var lastModified: String?

    public init(status: Int, body: Data = Data(), entityTag: String? = nil, lastModified: String? = nil) {
        self.status = status
        self.body = body
        self.entityTag = entityTag
        self.lastModified = lastModified
    }
}

extension TransportResponse {
    /// A `Last-Modified` value fit to send back as `If-Modified-Since`: printable ASCII, no
    /// control character (a header the host sends cannot add a line to the next request), at
    /// most 64 characters (an HTTP date is 29); nil otherwise.
    static func validator(_ value: String?) -> String? {
        guard let value, !value.isEmpty, value.utf8.count <= 64, value.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) else { return nil }
        return value
    }

    /// `lastModified` when it is a strong validator (RFC 9110, 8.8.2.2): both it and the
    /// response's `Date` are HTTP dates and `Date` is at least one second later. A date within
    /// the same second as the response is weak: the file may change again within that second
    /// and keep its date, and a host that compares dates to the second would then answer 304
    /// for the new file. Such a date, or one without `Date`, is not sent back; the next request
    /// is unconditional (or uses the `ETag`).
    static func validator(lastModified: String?, date: String?) -> String? {
        guard let value = validator(lastModified), let modified = HTTPDate.seconds(value),
              let date, let served = HTTPDate.seconds(date), served - modified >= 1
        else { return nil }
        return value
    }
}

/// RFC 9110's IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`), the one form a host must send.
enum HTTPDate {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// Seconds since 1970 of an IMF-fixdate; nil for any other text (the obsolete RFC 850 and
    /// asctime forms included: the validator is then simply not used).
    static func seconds(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        guard bytes.count == 29, bytes[3] == UInt8(ascii: ","), bytes[4] == 0x20, bytes[7] == 0x20, bytes[11] == 0x20,
              bytes[16] == 0x20, bytes[19] == UInt8(ascii: ":"), bytes[22] == UInt8(ascii: ":"), bytes[25] == 0x20,
              String(decoding: bytes[26...], as: UTF8.self) == "GMT",
              let weekday = weekdays.firstIndex(of: String(decoding: bytes[0..<3], as: UTF8.self)),
              let month = months.firstIndex(of: String(decoding: bytes[8..<11], as: UTF8.self)),
              let day = number(bytes[5..<7]), let year = number(bytes[12..<16]),
              let hour = number(bytes[17..<19]), let minute = number(bytes[20..<22]), let second = number(bytes[23..<25]),
              (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        let days = daysSinceEpoch(year: year, month: month + 1, day: day)
        // 1970-01-01 was a Thursday; a weekday that disagrees with the date is not a date.
        guard ((days % 7 + 7 + 4) % 7) == weekday else { return nil }
        return days * 86_400 + hour * 3_600 + minute * 60 + second
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// Howard Hinnant's days_from_civil: days from 1970-01-01 in the proleptic Gregorian calendar.
    private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
