import Foundation
import SwiftLexer
var bad = 0, files = 0
let root = CommandLine.arguments[1]
let e = FileManager.default.enumerator(atPath: root)!
while let rel = e.nextObject() as? String {
  guard rel.hasSuffix(".swift") else { continue }
  files += 1
  let bytes = [UInt8](FileManager.default.contents(atPath: root + "/" + rel)!)
  let lexed = Lexer.lex(bytes)
  var out: [UInt8] = []
  var pos = 0
  for t in lexed.allTokens() { if Int(t.start) != pos { print("GAP", rel, pos, t.start); break }; out += bytes[t.range]; pos = Int(t.end) }
  if out != bytes { bad += 1; print("MISMATCH", rel) }
  if !lexed.diagnostics.isEmpty { print("DIAG", rel, lexed.diagnostics.prefix(3)) }
}
print(files, "files", bad, "bad")
