import Foundation

/// One file in an archive: its path inside the archive and its bytes.
package struct ArchiveEntry: Sendable, Equatable {
    /// The entry's path inside the archive, `/`-separated.
    package var path: String
    /// The entry's bytes.
    package var data: [UInt8]

    package init(path: String, data: [UInt8]) {
        self.path = path
        self.data = data
    }
}

/// The archive formats of Make Archive and Extract Archive that need no compressor: ZIP and
/// gzip written with stored (uncompressed) DEFLATE data, tar (ustar); read back with
/// ``Inflate`` for compressed ZIP entries and gzip streams.
///
/// Every read is bounded: entries, total bytes and header fields are checked against the data
/// before use, so a truncated or hostile archive gives an ``ArchiveError`` naming its offset.
package enum ArchiveCodec {
    /// The most entries an archive may list.
    package static let maximumEntries = 100_000

    // MARK: Reading

    /// The files of a ZIP, gzip, tar or tar.gz archive, at most `maximumBytes` in all.
    package static func extract(_ data: [UInt8], maximumBytes: Int) throws -> [ArchiveEntry] {
        if data.starts(with: [0x50, 0x4B, 0x03, 0x04]) || data.starts(with: [0x50, 0x4B, 0x05, 0x06]) {
            return try readZip(data, maximumBytes: maximumBytes)
        }
        if data.starts(with: [0x1F, 0x8B]) {
            let inner = try readGzip(data, maximumBytes: maximumBytes)
            if isTar(inner) { return try readTar(inner) }
            return [ArchiveEntry(path: "", data: inner)]
        }
        if isTar(data) { return try readTar(data) }
        throw ArchiveError(.notAnArchive, offset: 0)
    }

    static func isTar(_ data: [UInt8]) -> Bool {
        data.count >= 512 && Array(data[257..<262]) == Array("ustar".utf8)
    }

    private static func uint16(_ data: [UInt8], _ at: Int) throws -> Int {
        guard at >= 0, at + 2 <= data.count else { throw ArchiveError(.truncated, offset: data.count) }
        return Int(data[at]) | Int(data[at + 1]) << 8
    }

    private static func uint32(_ data: [UInt8], _ at: Int) throws -> Int {
        guard at >= 0, at + 4 <= data.count else { throw ArchiveError(.truncated, offset: data.count) }
        return Int(data[at]) | Int(data[at + 1]) << 8 | Int(data[at + 2]) << 16 | Int(data[at + 3]) << 24
    }

    /// Reads the local file headers in order (the central directory repeats them).
    static func readZip(_ data: [UInt8], maximumBytes: Int) throws -> [ArchiveEntry] {
        var entries: [ArchiveEntry] = []
        var offset = 0
        var total = 0
        while offset + 4 <= data.count, try uint32(data, offset) == 0x0403_4B50 {
            guard entries.count < maximumEntries else {
                throw ArchiveError(.tooLarge(maximumEntries), offset: offset)
            }
            let flags = try uint16(data, offset + 6)
            let method = try uint16(data, offset + 8)
            let crc = try uint32(data, offset + 14)
            let compressedSize = try uint32(data, offset + 18)
            let size = try uint32(data, offset + 22)
            let nameLength = try uint16(data, offset + 26)
            let extraLength = try uint16(data, offset + 28)
            let nameStart = offset + 30
            let dataStart = nameStart + nameLength + extraLength
            guard dataStart <= data.count else { throw ArchiveError(.truncated, offset: data.count) }
            guard flags & 0x1 == 0 else { throw ArchiveError(.unsupported("an encrypted ZIP entry"), offset: offset) }
            let path = String(decoding: data[nameStart..<nameStart + nameLength], as: UTF8.self)
            let bytes: [UInt8]
            let next: Int
            switch method {
            case 0:
                guard flags & 0x8 == 0 else {
                    throw ArchiveError(.unsupported("a stored ZIP entry with a trailing size"), offset: offset)
                }
                guard dataStart + compressedSize <= data.count else {
                    throw ArchiveError(.truncated, offset: data.count)
                }
                bytes = Array(data[dataStart..<dataStart + compressedSize])
                next = dataStart + compressedSize
            case 8:
                let (output, consumed) = try Inflate.decode(data, from: dataStart, maximumBytes: maximumBytes - total)
                bytes = output
                var end = dataStart + consumed
                if flags & 0x8 != 0 {
                    // A data descriptor follows: optional signature, CRC, sizes.
                    if try uint32(data, end) == 0x0807_4B50 { end += 4 }
                    let described = try uint32(data, end)
                    guard UInt32(described) == CRC32.checksum(bytes) else {
                        throw ArchiveError(.corrupt("the CRC of “\(path)” does not match"), offset: end)
                    }
                    end += 12
                } else if compressedSize != consumed || size != bytes.count {
                    throw ArchiveError(.corrupt("the sizes of “\(path)” do not match its data"), offset: offset)
                }
                next = end
            default:
                throw ArchiveError(.unsupported("ZIP compression method \(method)"), offset: offset)
            }
            if flags & 0x8 == 0, UInt32(crc) != CRC32.checksum(bytes) {
                throw ArchiveError(.corrupt("the CRC of “\(path)” does not match"), offset: offset + 14)
            }
            total += bytes.count
            guard total <= maximumBytes else { throw ArchiveError(.tooLarge(maximumBytes), offset: offset) }
            if !path.hasSuffix("/") { entries.append(ArchiveEntry(path: path, data: bytes)) }
            offset = next
        }
        return entries
    }

    /// One gzip member (RFC 1952): header, DEFLATE stream, CRC and size.
    static func readGzip(_ data: [UInt8], maximumBytes: Int) throws -> [UInt8] {
        guard data.count >= 18 else { throw ArchiveError(.truncated, offset: data.count) }
        guard data[2] == 8 else { throw ArchiveError(.unsupported("gzip compression method \(data[2])"), offset: 2) }
        let flags = data[3]
        var offset = 10
        if flags & 0x04 != 0 { offset += 2 + (try uint16(data, offset)) }
        for flag: UInt8 in [0x08, 0x10] where flags & flag != 0 {
            while offset < data.count, data[offset] != 0 { offset += 1 }
            offset += 1
        }
        if flags & 0x02 != 0 { offset += 2 }
        guard offset < data.count else { throw ArchiveError(.truncated, offset: data.count) }
        let (output, consumed) = try Inflate.decode(data, from: offset, maximumBytes: maximumBytes)
        let trailer = offset + consumed
        guard UInt32(try uint32(data, trailer)) == CRC32.checksum(output) else {
            throw ArchiveError(.corrupt("the gzip CRC does not match"), offset: trailer)
        }
        return output
    }

    /// ustar entries: regular files only (folders are implied by the paths).
    static func readTar(_ data: [UInt8]) throws -> [ArchiveEntry] {
        var entries: [ArchiveEntry] = []
        var offset = 0
        while offset + 512 <= data.count {
            let header = data[offset..<offset + 512]
            if header.allSatisfy({ $0 == 0 }) { break }
            guard entries.count < maximumEntries else { throw ArchiveError(.tooLarge(maximumEntries), offset: offset) }
            func field(_ start: Int, _ length: Int) -> String {
                let bytes = data[offset + start..<offset + start + length].prefix { $0 != 0 }
                return String(decoding: bytes, as: UTF8.self)
            }
            let sizeText = field(124, 12).trimmingCharacters(in: .whitespaces)
            guard let size = Int(sizeText.isEmpty ? "0" : sizeText, radix: 8), size >= 0 else {
                throw ArchiveError(.corrupt("a tar size field is not octal"), offset: offset + 124)
            }
            let stored = Int(field(148, 8).trimmingCharacters(in: .whitespaces), radix: 8)
            var sum = 0
            for (index, byte) in header.enumerated() { sum += (148..<156).contains(index) ? 32 : Int(byte) }
            guard stored == sum else {
                throw ArchiveError(.corrupt("a tar header checksum fails"), offset: offset + 148)
            }
            let prefix = field(345, 155)
            let name = field(0, 100)
            let path = prefix.isEmpty ? name : prefix + "/" + name
            let type = data[offset + 156]
            let start = offset + 512
            guard size <= data.count - start else { throw ArchiveError(.truncated, offset: data.count) }
            if type == 0 || type == UInt8(ascii: "0") {
                entries.append(ArchiveEntry(path: path, data: Array(data[start..<start + size])))
            }
            offset = start + (size + 511) / 512 * 512
        }
        return entries
    }

    // MARK: Writing

    /// A ZIP archive with stored entries and a central directory.
    package static func zip(_ entries: [ArchiveEntry]) -> [UInt8] {
        var out: [UInt8] = []
        var central: [UInt8] = []
        for entry in entries {
            let name = Array(entry.path.utf8)
            let crc = CRC32.checksum(entry.data)
            let localOffset = out.count
            // Version 2.0, flag bit 11 (UTF-8 names), stored, no date (1980-01-01).
            let common: [UInt8] =
                le16(20) + le16(0x0800) + le16(0) + le16(0) + le16(0x21) + le32(crc)
                + le32(UInt32(entry.data.count)) + le32(UInt32(entry.data.count)) + le16(name.count) + le16(0)
            out += le32(0x0403_4B50) + common + name + entry.data
            central += le32(0x0201_4B50) + le16(20) + common + le16(0) + le16(0) + le16(0) + le32(0)
            central += le32(UInt32(localOffset)) + name
        }
        let directoryOffset = out.count
        out += central
        out += le32(0x0605_4B50) + le16(0) + le16(0) + le16(entries.count) + le16(entries.count)
        out += le32(UInt32(central.count)) + le32(UInt32(directoryOffset)) + le16(0)
        return out
    }

    /// A ustar archive (files of mode 0644, time 0), ended by two empty blocks.
    package static func tar(_ entries: [ArchiveEntry]) -> [UInt8] {
        var out: [UInt8] = []
        for entry in entries {
            var header = [UInt8](repeating: 0, count: 512)
            func put(_ text: String, _ start: Int, _ length: Int) {
                for (index, byte) in text.utf8.prefix(length).enumerated() { header[start + index] = byte }
            }
            put(entry.path, 0, 100)
            put("0000644", 100, 8)
            put("0000000", 108, 8)
            put("0000000", 116, 8)
            put(octal(entry.data.count, digits: 11), 124, 12)
            put("00000000000", 136, 12)
            put("        ", 148, 8)
            header[156] = UInt8(ascii: "0")
            put("ustar", 257, 6)
            put("00", 263, 2)
            let sum = header.reduce(0) { $0 + Int($1) }
            put(octal(sum, digits: 6) + "\0 ", 148, 8)
            out += header + entry.data
            out += [UInt8](repeating: 0, count: (512 - entry.data.count % 512) % 512)
        }
        return out + [UInt8](repeating: 0, count: 1024)
    }

    /// A gzip member holding `data` in stored DEFLATE blocks.
    package static func gzip(_ data: [UInt8]) -> [UInt8] {
        let header: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF]
        return header + storedDeflate(data) + le32(CRC32.checksum(data))
            + le32(UInt32(truncatingIfNeeded: data.count))
    }

    /// `data` as a DEFLATE stream of stored (uncompressed) blocks of at most 65,535 bytes.
    package static func storedDeflate(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var offset = 0
        repeat {
            let length = min(65_535, data.count - offset)
            let isLast = offset + length == data.count
            out.append(isLast ? 1 : 0)
            out += le16(length) + le16(~length & 0xFFFF)
            out += data[offset..<offset + length]
            offset += length
        } while offset < data.count
        return out
    }

    /// `value` in octal, zero-padded to `digits`.
    private static func octal(_ value: Int, digits: Int) -> String {
        let text = String(value, radix: 8)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    private static func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
    private static func le32(_ value: UInt32) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)]
    }
}
