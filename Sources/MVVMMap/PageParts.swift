import Foundation

/// What both pages share: escaping, the data island, the style. Pages are one self-contained
/// file: no network, no CDN, and they work from `file://`.
enum PageParts {
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// A value as a JSON data island the page's script parses: `</` is written `<\/` so the
    /// data can never close its `<script>` element, and U+2028/U+2029 are escaped.
    static func dataIsland<Value: Encodable>(_ value: Value, id: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Strings, numbers and arrays always encode.
        let json = [UInt8](try! encoder.encode(value))
        var bytes: [UInt8] = []
        bytes.reserveCapacity(json.count + 64)
        var index = 0
        while index < json.count {
            let byte = json[index]
            // `</` inside a JSON string: `<\/` means the same to JSON and cannot end the element.
            if byte == UInt8(ascii: "/"), index > 0, json[index - 1] == UInt8(ascii: "<") { bytes.append(UInt8(ascii: "\\")) }
            // U+2028 and U+2029 (E2 80 A8/A9) end a line in older script parsers: `\u2028`.
            if byte == 0xE2, index + 2 < json.count, json[index + 1] == 0x80, json[index + 2] == 0xA8 || json[index + 2] == 0xA9 {
                bytes += Array((json[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                index += 3
                continue
            }
            bytes.append(byte)
            index += 1
        }
        let text = String(decoding: bytes, as: UTF8.self)
        return "<script type=\"application/json\" id=\"\(id)\">\(text)</script>\n"
    }

    static func page(title: String, style: String, body: String, script: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
        <title>\(escaped(title))</title>
        <style>\(sharedStyle)\(style)</style>
        </head>
        <body>
        \(body)
        <script>\(script)</script>
        </body>
        </html>

        """
    }

    static let sharedStyle = """
    :root { --error: #c62828; --warning: #b26a00; --ok: #2e7d32; --line: #d0d4da; --muted: #5f6b7a; --accent: #1f5fbf;
      --background: #f6f7f9; font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif; font-size: 14px; }
    body { margin: 0; background: var(--background); color: #1c2430; }
    header { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; padding: 10px 16px; background: #fff; border-bottom: 1px solid var(--line); }
    header h1 { font-size: 17px; margin: 0; }
    header .totals { color: var(--muted); }
    input[type=search], select { font: inherit; padding: 4px 6px; border: 1px solid var(--line); border-radius: 4px; background: #fff; }
    code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; }
    .severity { display: inline-block; padding: 0 6px; border-radius: 3px; color: #fff; font-size: 11px; text-transform: uppercase; }
    .severity.error { background: var(--error); } .severity.warning { background: var(--warning); }
    .excerpt { margin: 6px 0 0; padding: 6px 0; background: #fff; border: 1px solid var(--line); border-radius: 4px; overflow-x: auto; }
    .excerpt span { display: block; padding: 0 8px; white-space: pre; }
    .excerpt span.hit { background: #fff4d6; }
    .excerpt span::before { content: attr(data-line); display: inline-block; width: 4em; color: var(--muted); }
    .fix { font-size: 12px; color: var(--muted); }
    .tag { display: inline-block; padding: 0 6px; border-radius: 3px; background: #e8edf5; font-size: 12px; }
    .untested { color: var(--error); } .tested { color: var(--ok); }
    """

    /// The script that renders an excerpt the same way on both pages.
    static let excerptScript = """
    function excerptElement(finding) {
      const pre = document.createElement('pre'); pre.className = 'excerpt';
      if (!finding.excerpt) return pre;
      finding.excerpt.lines.forEach((text, i) => {
        const line = finding.excerpt.firstLine + i, span = document.createElement('span');
        span.dataset.line = line; span.textContent = text; if (line === finding.line) span.className = 'hit';
        pre.appendChild(span);
      });
      return pre;
    }
    function fixText(finding) {
      const held = finding.message.indexOf('`--fix` holds it back: ');
      if (held >= 0) return 'held back by --fix: ' + finding.message.slice(held + 23);
      return finding.fixable ? 'fixed by mvvm lint --fix' : 'no automatic fix';
    }
    """
}
