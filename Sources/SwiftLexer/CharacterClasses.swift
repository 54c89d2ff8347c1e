/// Byte and code-point classification following "Lexical Structure" in The Swift Programming
/// Language. ASCII goes through a 256-entry table; anything else is decoded and range-checked.
enum ByteClass: UInt8 {
    case other = 0
    case identifierHead      // A-Z a-z _
    case digit               // 0-9
    case space               // space, tab, vertical tab, form feed
    case newline             // \n \r
    case operatorHead        // / = - + ! * % < > & | ^ ~ ?
    case nonASCII            // first byte of a multi-byte sequence (or an invalid byte)
}

enum CharacterClasses {
    static let table: [ByteClass] = {
        var table = [ByteClass](repeating: .other, count: 256)
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] = .identifierHead }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] = .identifierHead }
        table[Int(UInt8(ascii: "_"))] = .identifierHead
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] = .digit }
        for byte in [0x20, 0x09, 0x0B, 0x0C] { table[byte] = .space }
        table[0x0A] = .newline
        table[0x0D] = .newline
        for scalar in "/=-+!*%<>&|^~?".unicodeScalars { table[Int(scalar.value)] = .operatorHead }
        for byte in 0x80...0xFF { table[byte] = .nonASCII }
        return table
    }()

    @inline(__always)
    static func isIdentifierContinuationASCII(_ byte: UInt8) -> Bool {
        let cls = table[Int(byte)]
        return cls == .identifierHead || cls == .digit
    }

    /// identifier-head, non-ASCII part.
    static func isIdentifierHead(_ c: UInt32) -> Bool {
        switch c {
        case 0xA8, 0xAA, 0xAD, 0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6,
             0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
             0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054,
             0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
             0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F,
             0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
             0xFE47...0xFFFD:
            return true
        case 0x10000...0xEFFFD:
            // Every supplementary plane up to 14, except each plane's last two code points.
            return c & 0xFFFF <= 0xFFFD
        default:
            return false
        }
    }

    /// identifier-character, non-ASCII part.
    static func isIdentifierContinuation(_ c: UInt32) -> Bool {
        switch c {
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return true
        default: return isIdentifierHead(c)
        }
    }

    /// operator-head, non-ASCII part (the compiler's set, which includes U+3008–U+3030).
    static func isOperatorHead(_ c: UInt32) -> Bool {
        switch c {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0...0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
             0x3008...0x3030:
            return true
        default:
            return false
        }
    }

    /// operator-character, non-ASCII part.
    static func isOperatorContinuation(_ c: UInt32) -> Bool {
        switch c {
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
             0xE0100...0xE01EF:
            return true
        default:
            return isOperatorHead(c)
        }
    }
}

/// Decodes one UTF-8 scalar at `index`. Returns the scalar and its length, or `nil` for an
/// invalid, overlong, surrogate or truncated sequence.
@inline(__always)
func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, length: Int)? {
    let count = bytes.count
    let b0 = UInt32(bytes[index])
    if b0 < 0x80 { return (b0, 1) }
    @inline(__always) func continuation(_ offset: Int) -> UInt32? {
        let position = index + offset
        guard position < count else { return nil }
        let byte = UInt32(bytes[position])
        return byte & 0xC0 == 0x80 ? byte & 0x3F : nil
    }
    if b0 & 0xE0 == 0xC0 {
        guard let b1 = continuation(1) else { return nil }
        let value = (b0 & 0x1F) << 6 | b1
        return value >= 0x80 ? (value, 2) : nil
    }
    if b0 & 0xF0 == 0xE0 {
        guard let b1 = continuation(1), let b2 = continuation(2) else { return nil }
        let value = (b0 & 0x0F) << 12 | b1 << 6 | b2
        guard value >= 0x800, !(0xD800...0xDFFF).contains(value) else { return nil }
        return (value, 3)
    }
    if b0 & 0xF8 == 0xF0 {
        guard let b1 = continuation(1), let b2 = continuation(2), let b3 = continuation(3) else { return nil }
        let value = (b0 & 0x07) << 18 | b1 << 12 | b2 << 6 | b3
        guard value >= 0x10000, value <= 0x10FFFF else { return nil }
        return (value, 4)
    }
    return nil
}
