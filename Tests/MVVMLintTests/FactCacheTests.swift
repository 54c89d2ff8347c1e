import Foundation
@testable import MVVMLint
import MVVMRules
import SwiftLexer
import SwiftOutline
import TestSupport
import XCTest

final class FactCacheTests: XCTestCase {
    private func extract(_ path: String, _ bytes: [UInt8], isTest: Bool = false) -> FileFacts {
        FactExtractor.facts(of: SourceOutline(SourceFile(path: path, bytes: bytes)), path: path, isTestFile: isTest)
    }

    /// Every field survives the binary format: facts from the example app (view models, views,
    /// tests that send and observe cases, suppressions) are equal after a round trip.
    func testFormatRoundTripsFactsExtractedFromRealSources() throws {
        let root = CorpusFiles.packageRoot + "/Examples/TodoApp"
        let paths = CorpusFiles.swiftFiles(under: root)
        XCTAssertGreaterThan(paths.count, 4)
        var facts: [String: FileFacts] = [:]
        for (number, path) in paths.enumerated() {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            facts["h\(number)"] = extract(path, bytes, isTest: path.contains("/Tests/"))
        }
        XCTAssertTrue(facts.values.contains { !$0.sentCases.isEmpty && !$0.referencedCases.isEmpty && !$0.mentionedTypeNames.isEmpty })
        XCTAssertTrue(facts.values.contains { !$0.sendingTests.isEmpty }, "the test functions sending each case round-trip too")
        XCTAssertTrue(facts.values.contains { $0.types.contains { !$0.attributes.isEmpty && !$0.inheritance.isEmpty } })
        XCTAssertTrue(facts.values.contains { $0.types.contains { type in
            type.nestedTypes.contains("Action") && type.properties.contains { !$0.typeName.isEmpty && !$0.attributes.isEmpty }
        } })
        let directive = Array("// mvvm:disable:next output_private_set\nvar x = 0\n".utf8)
        facts["directive"] = extract("D.swift", directive)
        XCTAssertTrue(facts["directive"]!.hasDirectives)
        // The semantic model's facts: package targets, callback aliases, reducer candidates,
        // generic arguments.
        let manifest = Array("let p = Package(targets: [.target(name: \"Core\", path: \"Sources/Kit\"), .testTarget(name: \"CoreTests\")])\n".utf8)
        facts["manifest"] = extract("/p/Package.swift", manifest)
        XCTAssertEqual(facts["manifest"]!.packageTargets, [
            FileFacts.PackageTarget(name: "Core", path: "Sources/Kit", isTest: false),
            FileFacts.PackageTarget(name: "CoreTests", path: nil, isTest: true),
        ])
        let model = Array("""
            typealias Done = () -> Void
            final class Feature { enum Action { case go }
                let events = PassthroughSubject<Action, Never>()
                func handle(_ action: Action) { switch action { case .go: break } }
            }
            """.utf8)
        facts["model"] = extract("F.swift", model)
        XCTAssertEqual(facts["model"]!.callbackAliases, ["Done"])
        facts["writes"] = extract("W.swift", Array("""
            final class Screen {
                let vm = CounterViewModel()
                func f(other: Basket) {
                    vm.count += 1
                    other.items.append(1)
                    bind($vm.name)
                    self.mine = 1
                    [1].forEach { $0.arg = 2 }
                }
            }
            """.utf8))
        func write(_ member: String, _ line: Int, _ root: FileFacts.MemberWrite.Root, type: String = "", path: [String] = [],
                   method: String = "") -> FileFacts.MemberWrite {
            var write = FileFacts.MemberWrite(member: member, line: line)
            write.owner = "Screen"
            write.root = root
            write.rootType = type
            write.path = path
            write.method = method
            return write
        }
        XCTAssertEqual(facts["writes"]!.memberWrites, [
            write("count", 4, .selfValue, path: ["vm"]),
            write("items", 5, .typed, type: "Basket", method: "append"),
            write("name", 6, .selfValue, path: ["vm"]),
            write("arg", 8, .unknown),
        ])
        // Weak references and bindings the file never writes, flags of their properties.
        facts["flags"] = extract("P.swift", Array("""
            final class RelatedViewModel { weak var delegate: RelatedDelegate? }
            struct Badge: View { @Binding var status: String\n var body: some View { Text(status) } }
            """.utf8))
        let flagged = facts["flags"]!.types.flatMap(\.properties)
        XCTAssertEqual(flagged.filter(\.isWeak).map(\.name), ["delegate"])
        XCTAssertEqual(flagged.filter(\.isUnwrittenBinding).map(\.name), ["status"])
        facts["keyPaths"] = extract("K.swift", Array("""
            final class Store<Item> {
                func subscribe<T>(_ keyPath: WritableKeyPath<Settings, T>, on value: T) {}
                func sort(by key: KeyPath<Item, String>) {}
                func load() { subscribe(\\.isOn, on: true) }
            }
            enum Field { case decimal(keypath: WritableKeyPath<Preferences, Double>) }
            """.utf8))
        XCTAssertEqual(facts["keyPaths"]!.keyPathParameters, [
            "subscribe\u{1}_": "W\u{1}Settings\u{1}Store", "sort\u{1}by": "R\u{1}\u{1}Store",
            "decimal\u{1}keypath": "W\u{1}Preferences\u{1}Field",
        ], "a generic root is left empty")
        XCTAssertEqual(facts["keyPaths"]!.memberWrites.map(\.root), [.argument])
        XCTAssertEqual(facts["keyPaths"]!.memberWrites.map(\.rootType), ["subscribe\u{1}_"])
        // A closure parameter handed on whole, or called inside a closure handed on; another
        // parameter, a member of the same name and a call outside any closure are not.
        facts["layout"] = extract("L.swift", Array("""
            extension View {
                func onSizeChange(_ report: @escaping (CGSize) -> Void, count: Int) -> some View {
                    onPreferenceChange(SizeKey.self, perform: report)
                }
                func onWidth(perform action: @escaping (CGFloat) -> Void) -> some View {
                    onGeometryChange(for: CGFloat.self) { $0.size.width } action: { action($0) }
                }
                func other(_ report: @escaping () -> Void, count: Int) { log(count); model.report(); report() }
            }
            """.utf8))
        XCTAssertEqual(facts["layout"]!.layoutForwards, ["onSizeChange\u{1}onPreferenceChange", "onWidth\u{1}onGeometryChange"])
        facts["statics"] = extract("S.swift", Array("""
            final class Container {
                static let shared = Container()
                static var session: Session?
                static let spacing: CGFloat = 8
                static func make() -> Self { fatalError() }
                let store = Container.shared.session.store
                let width = Layout.spacing
            }
            """.utf8))
        XCTAssertEqual(facts["statics"]!.staticMembers, [FileFacts.StaticMembers(type: 0, propertyTypes: ["shared": "", "session": "Session"],
                                                                                 propertyChains: ["store": "Container.shared.session.store"],
                                                                                 methodTypes: ["make": "Container"])],
                       "the type itself as \"\", a standard value type left out, a static member alone no chain")
        facts["table"] = extract("T.swift", Array(("struct Icon {\n" + (1...9).map { "static let i\($0) = Icon()\n" }.joined() + "}\n").utf8))
        XCTAssertEqual(facts["table"]!.staticMembers, [], "a table of its own instances is left out")
        facts["override"] = extract("O.swift", Array("class Base { func load() {} }\nfinal class Feed: Base {\n var items = 0\n override func load() {\n items = 1 } }\n".utf8))
        XCTAssertEqual(facts["override"]!.types.last?.overrideIsolatedUse, "load")
        XCTAssertEqual(facts["override"]!.types.last?.overrideIsolatedUseLine, 5)
        // What a `deinit` uses that its body does not declare, and the extension's member hashes
        // (full 32-bit values, not counts).
        facts["extension"] = extract("E.swift", Array("final class Modem {\n deinit { hangUp() } }\nextension Modem { func hangUp() {}\n var status: Int { 0 } }\n".utf8))
        XCTAssertEqual(facts["extension"]!.isolationUses, [UInt64(SourceOutline.spellingHash("hangUp")) << 32 | 2 << 8],
                       "hangUp, line 2, the first place")
        XCTAssertEqual(facts["extension"]!.isolationPlaces, [""], "the deinit")
        XCTAssertEqual(facts["extension"]!.isolationPlaceTypes, [0], "of the first type")
        XCTAssertEqual(facts["extension"]!.extensionMembers, ["hangUp", "status"].map { 1 << 32 | UInt64(SourceOutline.spellingHash($0)) })
        facts["labels"] = extract("L.swift", Array("""
            let a = CounterView(isOn: true, viewModel: make(label: 1))
            let b: CounterView = .init(isOn: false)
            let c = Feature.Row.init(title: "x")
            let d = CounterView(isOn: false)
            """.utf8))
        XCTAssertEqual(facts["labels"]!.constructionLabels, [
            FileFacts.ConstructionLabel(type: "CounterView", label: "isOn", line: 1),
            FileFacts.ConstructionLabel(type: "CounterView", label: "viewModel", line: 1),
            FileFacts.ConstructionLabel(type: "", label: "isOn", line: 2),
            FileFacts.ConstructionLabel(type: "Row", label: "title", line: 3),
        ], "top-level labels only, once per type, with the first line; `.init(` under no type")
        facts["streams"] = extract("S.swift", Array("""
            final class Screen { private let hidden = PublishSubject<Int>()
                func f() {
                    vm.items.subscribe(onNext: { _ in })
                    vm.taps.onNext(())
                    field.rx.text.bind(to: vm.name)
                }
                func configure(with model: HeaderModel) { model.title.$value.sink { _ in } }
            }
            """.utf8))
        XCTAssertEqual(facts["streams"]!.memberStreamUses, [
            FileFacts.MemberStreamUse(member: "items", receiver: "vm", pushed: false, line: 3),
            FileFacts.MemberStreamUse(member: "taps", receiver: "vm", pushed: true, line: 4),
            FileFacts.MemberStreamUse(member: "name", receiver: "vm", pushed: true, line: 5),
            FileFacts.MemberStreamUse(member: "title", receiver: "model", receiverType: "HeaderModel", pushed: false, line: 7),
        ])
        XCTAssertEqual(facts["streams"]!.types.first?.properties.first?.isPrivate, true)
        facts["alias"] = extract("A.swift", Array("enum Home { typealias Model = Store<State, Action> }\n".utf8))
        XCTAssertEqual(facts["alias"]!.typeAliases, ["Home.Model": "Store"])
        XCTAssertEqual(facts["model"]!.types.first?.methods, [FileFacts.MethodFact(name: "handle", parameterType: "Action", switchesOverParameter: true)])
        XCTAssertEqual(facts["model"]!.types.first?.properties.first?.genericArgument, "Action")
        facts["previews"] = extract("P.swift", Array("public struct Host: View { var body: some View { Row() } }\n#Preview { Host() }\n".utf8))
        let host = SourceOutline.spellingHash("Host")
        XCTAssertTrue(facts["previews"]!.previewMentions.inPreviews.contains(host), "the hashes round-trip too")
        XCTAssertEqual(Set(facts["previews"]!.previewMentions.elsewhere), Set(["View", "Row"].map(SourceOutline.spellingHash)),
                       "Host inside itself is not a use")
        XCTAssertEqual(facts["previews"]!.types.first?.isPublic, true)
        facts["handoffs"] = extract("H.swift", Array("""
            final class ListController: UIViewController {
                let viewModel = ListViewModel()
                func start(other: ListViewModel) {
                    viewModel.startListening(onError: { _ in }) { [weak self] in self?.reload() }
                    self.viewModel.observe { _ in }
                    other.startListening { }
                    viewModel.reload()
                }
            }
            """.utf8))
        XCTAssertEqual(facts["handoffs"]!.callbackHandoffs, [
            FileFacts.CallbackHandoff(method: "startListening", receiver: "viewModel", owner: "ListController", ownerIsExtension: false, line: 4),
            FileFacts.CallbackHandoff(method: "observe", receiver: "viewModel", owner: "ListController", ownerIsExtension: false, line: 5),
        ], "a parameter is no member; a call without a closure hands none")
        var entries: [String: FactCache.Entry] = [:]
        for (number, (name, fact)) in facts.sorted(by: { $0.key < $1.key }).enumerated() {
            let stamp = FactCache.Stamp(size: Int64(number), modified: -Int64(number), changed: Int64(number) << 40, inode: -1)
            entries["/p/" + name] = FactCache.Entry(stamp: stamp, observedAt: Int64(number) * 7, isTestFile: fact.isTestFile,
                                                     contentHash: "h\(number)", facts: fact)
        }
        let identity = FactCache.Identity(toolVersion: "1.2.3", factsFormat: 42, key: "/p\u{0}Tests")
        let encoded = FactCacheFormat.encode(identity: identity, entries: entries)
        let decoded = try XCTUnwrap(FactCacheFormat.decode(encoded))
        XCTAssertEqual(decoded.identity, identity)
        XCTAssertEqual(decoded.entries, entries)
        XCTAssertEqual(FactCacheFormat.encode(identity: decoded.identity, entries: decoded.entries), encoded, "deterministic")
        // Truncated files keep at most the entries before the cut, never a crash; foreign files are no cache.
        for length in [0, 5, encoded.count / 3, encoded.count / 2, encoded.count - 1] {
            let truncated = FactCacheFormat.decode(Array(encoded.prefix(length)))
            XCTAssertLessThan(truncated?.entries.count ?? 0, entries.count, "prefix \(length)")
            for (path, entry) in truncated?.entries ?? [:] { XCTAssertEqual(entry, entries[path]) }
        }
        XCTAssertNil(FactCacheFormat.decode(Array("not a cache".utf8)))
        // Decoded through one interner, and shared after extraction: the same facts, with one
        // string for each long spelling across files.
        let interner = StringInterner()
        var shared: [String: FileFacts] = [:]
        for (path, entry) in FactCacheFormat.table(encoded)!.entries {
            shared[path] = try XCTUnwrap(FactCacheFormat.facts(of: entry, from: encoded, interner: interner))
            XCTAssertEqual(shared[path], entries[path]?.facts, path)
        }
        for (name, fact) in facts {
            var copy = fact
            copy.shareStrings(interner.shared)
            XCTAssertEqual(copy, fact, name)
        }
    }

    /// Extracted facts sit in arrays of their own size: a file's facts are all held at once while
    /// the index is built, and arrays grown by appending keep up to twice the room they use.
    func testExtractedFactsKeepNoRoomToSpare() {
        let source = (0..<40).map { "final class Model\($0)ViewModel: ObservableObject { @Published var value\($0) = \($0) }" }
            .joined(separator: "\n")
        let facts = extract("M.swift", Array(source.utf8))
        XCTAssertEqual(facts.types.count, 40)
        XCTAssertLessThan(facts.types.capacity, 48, "grown by appending it would have room for 64")
        XCTAssertGreaterThan(facts.constructionLabels.count + facts.types.flatMap(\.properties).count, 0)
    }

    /// Equal long spellings come back as one string (one storage); short ones are inline anyway;
    /// threads asking at once get the same answers.
    func testTheInternerHandsOutOneStringPerSpelling() {
        func storage(_ text: String) -> UnsafeRawPointer? {
            var text = text
            return text.withUTF8 { UnsafeRawPointer($0.baseAddress) }
        }
        let interner = StringInterner()
        let first = interner.shared(String(repeating: "Feature.", count: 3) + "ViewModel")
        let second = interner.shared(["Feature.", "Feature.", "Feature.", "ViewModel"].joined())
        XCTAssertEqual(first, second)
        XCTAssertEqual(storage(first), storage(second), "the second is the first")
        XCTAssertEqual(interner.shared("Short"), "Short")
        let names = (0..<64).map { "Module.Screen\($0 % 8)ViewModel" }
        let answers = Parallel.map(names) { interner.shared(String(decoding: Array($0.utf8), as: UTF8.self)) }
        for (name, answer) in zip(names, answers) {
            XCTAssertEqual(answer, name)
            XCTAssertEqual(storage(answer), storage(interner.shared(name)))
        }
    }

    func testUnchangedFilesComeFromTheCacheChangedOnesAreReread() throws {
        let project = try TemporaryProject([
            "A.swift": "final class AViewModel: ObservableObject {}\n",
            "B.swift": "struct BView: View {}\n",
        ])
        let cacheFolder = project.path("cache")
        var extracted: [String] = []
        func run(_ paths: [String]) -> [FileFacts] {
            // As if the files had been written long before the run: no stamp is racy.
            let cache = FactCache(directory: cacheFolder, key: "project", startedAt: FactCache.now() + 60_000_000_000)
            let result = paths.compactMap { path in
                cache.facts(for: path, isTestFile: false, contents: nil) { bytes in
                    extracted.append((path as NSString).lastPathComponent)
                    return self.extract(path, bytes)
                }
            }
            XCTAssertTrue(cache.save(keeping: paths))
            return result
        }
        let paths = [project.path("A.swift"), project.path("B.swift")]
        let first = run(paths)
        XCTAssertEqual(extracted, ["A.swift", "B.swift"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: cacheFolder + "/\(MVVMVersion.current)-facts\(FileFacts.formatVersion)"))

        extracted = []
        XCTAssertEqual(run(paths), first, "warm: same facts")
        XCTAssertEqual(extracted, [], "warm: nothing read")

        try project.write("A.swift", "final class AViewModel: ObservableObject {}\nstruct Extra {}\n")
        extracted = []
        let changed = run(paths)
        XCTAssertEqual(extracted, ["A.swift"])
        XCTAssertEqual(changed[0].types.map(\.name), ["AViewModel", "Extra"])

        // Same content under a new modification time (a checkout, a touch): found by content hash.
        try project.write("B.swift", "struct BView: View {}\n")
        extracted = []
        XCTAssertEqual(run(paths)[1], first[1])
        XCTAssertEqual(extracted, [])
    }

    /// Whatever byte of the file is damaged, nothing damaged is believed: the file is no cache,
    /// or its entries are a subset of the true ones.
    func testEveryFlippedByteIsCaughtByTheChecksums() throws {
        let facts = extract("/p/A.swift", Array("final class AViewModel { enum Action { case go } }\n".utf8))
        let stamp = FactCache.Stamp(size: 51, modified: 1, changed: 2, inode: 3)
        let entries = [
            "/p/A.swift": FactCache.Entry(stamp: stamp, observedAt: 9, isTestFile: false, contentHash: "a", facts: facts),
            "/p/B.swift": FactCache.Entry(stamp: stamp, observedAt: 9, isTestFile: true, contentHash: "b", facts: facts),
        ]
        let identity = FactCache.Identity.current(key: "k")
        let encoded = FactCacheFormat.encode(identity: identity, entries: entries)
        for index in encoded.indices {
            for bit in [0, 7] {
                var damaged = encoded
                damaged[index] ^= 1 << bit
                guard let decoded = FactCacheFormat.decode(damaged) else { continue }
                XCTAssertEqual(decoded.identity, identity, "byte \(index)")
                XCTAssertTrue(decoded.entries.allSatisfy { entries[$0.key] == $0.value }, "byte \(index) bit \(bit)")
                XCTAssertLessThan(decoded.entries.count, entries.count, "byte \(index) bit \(bit): the damaged entry is dropped")
            }
        }
    }

    /// Another tool version, facts format or configuration key: nothing in the file is used.
    func testACacheFileOfAnotherVersionFormatOrKeyIsEmpty() throws {
        let project = try TemporaryProject(["A.swift": "struct A {}\n"])
        let path = project.path("A.swift")
        let cache = FactCache(directory: project.path("cache"), key: "k", startedAt: FactCache.now() + 60_000_000_000)
        _ = cache.facts(for: path, isTestFile: false, contents: nil) { self.extract(path, $0) }
        XCTAssertTrue(cache.save(keeping: [path]))
        let written = try XCTUnwrap(FactCacheFormat.decode(Array(try Data(contentsOf: URL(fileURLWithPath: cache.file)))))
        func reads(after identity: FactCache.Identity) throws -> Int {
            try Data(FactCacheFormat.encode(identity: identity, entries: written.entries)).write(to: URL(fileURLWithPath: cache.file))
            var reads = 0
            let reopened = FactCache(directory: project.path("cache"), key: "k")
            _ = reopened.facts(for: path, isTestFile: false, contents: nil) { reads += 1; return self.extract(path, $0) }
            return reads
        }
        XCTAssertEqual(try reads(after: written.identity), 0)
        var other = written.identity
        other.toolVersion = "0.0.1"
        XCTAssertEqual(try reads(after: other), 1)
        other = written.identity
        other.factsFormat -= 1
        XCTAssertEqual(try reads(after: other), 1)
        other = written.identity
        other.key = "another project"
        XCTAssertEqual(try reads(after: other), 1)
    }

    func testTestFlagIsPartOfTheKeyAndContentOverridesAreHashed() throws {
        let project = try TemporaryProject(["T.swift": "final class LoginTests { func t() { sut.send(.go) } }\n"])
        let cache = FactCache(directory: project.path("cache"), key: "k")
        let path = project.path("T.swift")
        var calls = 0
        let asSource = cache.facts(for: path, isTestFile: false, contents: nil) { calls += 1; return self.extract(path, $0) }
        let asTest = cache.facts(for: path, isTestFile: true, contents: nil) { calls += 1; return self.extract(path, $0, isTest: true) }
        XCTAssertEqual(calls, 2)
        XCTAssertEqual(asSource?.sentCases, [])
        XCTAssertEqual(asTest?.sentCases, [FileFacts.sentCase("send", "go")])
        // Staged content is not what is on disk: it is extracted, and not recorded under the path.
        let staged = cache.facts(for: path, isTestFile: true, contents: Array("// empty\n".utf8)) {
            calls += 1
            return self.extract(path, $0, isTest: true)
        }
        XCTAssertEqual(calls, 3)
        XCTAssertEqual(staged?.sentCases, [])
    }

    func testDeletedFilesArePrunedAndOtherKeysAreSeparate() throws {
        let project = try TemporaryProject(["A.swift": "struct A {}\n", "B.swift": "struct B {}\n"])
        let paths = [project.path("A.swift"), project.path("B.swift")]
        let first = FactCache(directory: project.path("cache"), key: "one")
        for path in paths { _ = first.facts(for: path, isTestFile: false, contents: nil) { self.extract(path, $0) } }
        first.save(keeping: paths)
        let pruned = FactCache(directory: project.path("cache"), key: "one")
        var reads = 0
        _ = pruned.facts(for: paths[0], isTestFile: false, contents: nil) { reads += 1; return self.extract(paths[0], $0) }
        pruned.save(keeping: [paths[0]])
        XCTAssertEqual(reads, 0)
        let afterPruning = FactCache(directory: project.path("cache"), key: "one")
        _ = afterPruning.facts(for: paths[1], isTestFile: false, contents: nil) { reads += 1; return self.extract(paths[1], $0) }
        XCTAssertEqual(reads, 1, "B was dropped when a run no longer indexed it")

        let otherKey = FactCache(directory: project.path("cache"), key: "two")
        XCTAssertNotEqual(otherKey.file, first.file)
    }

    func testCorruptCacheFileIsIgnored() throws {
        let project = try TemporaryProject(["A.swift": "struct AViewModel {}\n"])
        let cache = FactCache(directory: project.path("cache"), key: "k")
        try FileManager.default.createDirectory(atPath: (cache.file as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: cache.file))
        let reopened = FactCache(directory: project.path("cache"), key: "k")
        let facts = reopened.facts(for: project.path("A.swift"), isTestFile: false, contents: nil) {
            self.extract(project.path("A.swift"), $0)
        }
        XCTAssertEqual(facts?.types.map(\.name), ["AViewModel"])
        XCTAssertTrue(reopened.save(keeping: [project.path("A.swift")]))
        XCTAssertNotNil(FactCacheFormat.decode(Array(try Data(contentsOf: URL(fileURLWithPath: cache.file)))))
    }

    /// The cache is read straight into bytes: all of it, or nothing for a missing or empty file;
    /// a truncated one has lost its table and answers nothing.
    func testTheCacheFileIsReadWholeOrNotAtAll() throws {
        let project = try TemporaryProject(["A.swift": "struct AViewModel {}\n", "B.swift": "struct BViewModel {}\n"])
        let cache = FactCache(directory: project.path("cache"), key: "k")
        for name in ["A.swift", "B.swift"] {
            _ = cache.facts(for: project.path(name), isTestFile: false, contents: nil) { self.extract(project.path(name), $0) }
        }
        XCTAssertTrue(cache.save(keeping: [project.path("A.swift"), project.path("B.swift")]))
        let written = try XCTUnwrap(FileBytes.contents(of: cache.file))
        XCTAssertEqual(written, Array(try Data(contentsOf: URL(fileURLWithPath: cache.file))))
        XCTAssertNil(FileBytes.contents(of: project.path("cache/none.facts")))
        try Data().write(to: URL(fileURLWithPath: project.path("empty.facts")))
        XCTAssertEqual(FileBytes.contents(of: project.path("empty.facts")), [])
        // Cut anywhere (here in its table, which comes last): no cache, both are read again.
        try Data(written.prefix(written.count - 10)).write(to: URL(fileURLWithPath: cache.file))
        let reopened = FactCache(directory: project.path("cache"), key: "k")
        var extracted: [String] = []
        for name in ["A.swift", "B.swift"] {
            _ = reopened.facts(for: project.path(name), isTestFile: false, contents: nil) { bytes -> FileFacts in
                extracted.append(name)
                return self.extract(project.path(name), bytes)
            }
        }
        XCTAssertEqual(extracted.count, 2, "a cut file answers nothing: \(extracted)")
    }

    func testDefaultDirectoryIsTheUserCacheFolderOrTheOverride() {
        XCTAssertEqual(FactCache.defaultDirectory(environment: ["MVVM_CACHE_PATH": "/tmp/x", "HOME": "/home/u"]), "/tmp/x")
        #if canImport(Darwin)
        XCTAssertEqual(FactCache.defaultDirectory(environment: ["HOME": "/Users/u"]), "/Users/u/Library/Caches/mvvm")
        #else
        XCTAssertEqual(FactCache.defaultDirectory(environment: ["HOME": "/home/u"]), "/home/u/.cache/mvvm")
        XCTAssertEqual(FactCache.defaultDirectory(environment: ["HOME": "/home/u", "XDG_CACHE_HOME": "/var/c"]), "/var/c/mvvm")
        XCTAssertEqual(FactCache.defaultDirectory(environment: ["HOME": "/home/u", "XDG_CACHE_HOME": "relative"]),
                       "/home/u/.cache/mvvm", "XDG paths must be absolute")
        #endif
    }

    func testContentHashSeesEveryByte() {
        let text = Array("struct A { var x = 1 }\n".utf8)
        var seen: Set<String> = [ContentHash.hex(text)]
        for index in text.indices {
            var changed = text
            changed[index] ^= 1
            XCTAssertTrue(seen.insert(ContentHash.hex(changed)).inserted, "byte \(index)")
        }
        XCTAssertTrue(seen.insert(ContentHash.hex(text + [0])).inserted, "length counts")
        XCTAssertEqual(ContentHash.hex(text).count, 32)
    }

    /// A run reads the table alone; a facts block found damaged when it is needed is read again
    /// from its file and written back whole, so the next run does not read it again. Saving
    /// copies the kept blocks as they lie, one run of them at a time.
    func testADamagedFactsBlockIsReadAgainAndRepairedOnSave() throws {
        let project = try TemporaryProject(["A.swift": "struct AViewModel {}\n", "B.swift": "struct BViewModel {}\n",
                                            "C.swift": "struct CView {}\n"])
        let names = ["A.swift", "B.swift", "C.swift"], paths = names.map(project.path)
        let first = FactCache(directory: project.path("cache"), key: "k", startedAt: FactCache.now() + 60_000_000_000)
        for path in paths { _ = first.facts(for: path, isTestFile: false, contents: nil) { self.extract(path, $0) } }
        XCTAssertTrue(first.save(keeping: paths))
        var bytes = try XCTUnwrap(FileBytes.contents(of: first.file))
        let table = try XCTUnwrap(FactCacheFormat.table(bytes)).entries
        XCTAssertEqual(table.count, 3)
        // B's block: a byte of its facts flipped.
        let block = try XCTUnwrap(table[paths[1]]).block
        bytes[block.lowerBound + 12] ^= 0x01
        try Data(bytes).write(to: URL(fileURLWithPath: first.file))
        XCTAssertNotNil(FactCacheFormat.table(bytes), "the table is whole")
        XCTAssertNil(FactCacheFormat.facts(of: table[paths[1]]!, from: bytes), "the block is not")

        func run() throws -> [String] {
            let cache = FactCache(directory: project.path("cache"), key: "k", startedAt: FactCache.now() + 60_000_000_000)
            var read: [String] = []
            for (name, path) in zip(names, paths) {
                let lookup = try XCTUnwrap(cache.lookUp(path, isTestFile: false, contents: nil) { read.append(name); return self.extract(path, $0) })
                let facts = cache.facts(for: path, from: lookup, contents: nil) { read.append(name); return self.extract(path, $0) }
                XCTAssertEqual(facts?.types.first?.name, name.replacingOccurrences(of: ".swift", with: "View").replacingOccurrences(of: "AView", with: "AViewModel").replacingOccurrences(of: "BView", with: "BViewModel"))
            }
            XCTAssertTrue(cache.save(keeping: paths))
            return read
        }
        XCTAssertEqual(try run(), ["B.swift"], "only the damaged entry is read again")
        XCTAssertEqual(try run(), [], "and it was written back whole")
        let repaired = try XCTUnwrap(FactCacheFormat.decode(try XCTUnwrap(FileBytes.contents(of: first.file))))
        XCTAssertEqual(Set(repaired.entries.keys), Set(paths))
    }

    /// Kept blocks that lie one after another are copied as one; a fresh one between breaks the
    /// run, and the table records where each block now lies.
    func testSavingCopiesRunsOfKeptBlocks() throws {
        let facts = extract("/p/C.swift", Array("struct C {}\n".utf8))
        let stamp = FactCache.Stamp(size: 1, modified: 2, changed: 3, inode: 4)
        // An old file whose blocks A, B, D lie one after another, and E further on.
        let old = FactCacheFormat.encode(identity: .current(key: "k"), entries: [
            "/p/A.swift": FactCache.Entry(stamp: stamp, observedAt: 5, isTestFile: false, contentHash: "a", facts: facts),
            "/p/B.swift": FactCache.Entry(stamp: stamp, observedAt: 5, isTestFile: false, contentHash: "b", facts: facts),
            "/p/D.swift": FactCache.Entry(stamp: stamp, observedAt: 5, isTestFile: false, contentHash: "d", facts: facts),
            "/p/Dz.swift": FactCache.Entry(stamp: stamp, observedAt: 5, isTestFile: false, contentHash: "z", facts: facts),
            "/p/E.swift": FactCache.Entry(stamp: stamp, observedAt: 5, isTestFile: false, contentHash: "e", facts: facts),
        ])
        var kept = try XCTUnwrap(FactCacheFormat.table(old)).entries
        kept["/p/Dz.swift"] = nil
        let fresh = ["/p/C.swift": FactCache.Entry(stamp: stamp, observedAt: 5, isTestFile: false, contentHash: "c", facts: facts)]
        var bytes: [UInt8] = [], copies: [Range<Int>] = []
        XCTAssertTrue(FactCacheFormat.write(identity: .current(key: "k"), fresh: fresh, kept: kept,
                                            append: { bytes += $0; return true },
                                            copy: { copies.append($0); bytes += old[$0]; return true }))
        XCTAssertEqual(copies, [kept["/p/A.swift"]!.block.lowerBound..<kept["/p/B.swift"]!.block.upperBound,
                                kept["/p/D.swift"]!.block, kept["/p/E.swift"]!.block])
        let written = try XCTUnwrap(FactCacheFormat.decode(bytes))
        XCTAssertEqual(Set(written.entries.keys), ["/p/A.swift", "/p/B.swift", "/p/C.swift", "/p/D.swift", "/p/E.swift"])
        XCTAssertEqual(written.entries["/p/E.swift"]?.contentHash, "e")
        XCTAssertEqual(written.entries["/p/C.swift"]?.facts, facts)
        // A sink that fails stops the write.
        XCTAssertFalse(FactCacheFormat.write(identity: .current(key: "k"), fresh: fresh, kept: kept,
                                             append: { _ in true }, copy: { _ in false }))
    }

}

final class GitOutputTests: XCTestCase {
    func testStagedRecordsReadRenamesAndSkipLinksAndSubmodules() {
        let a = String(repeating: "a", count: 40), b = String(repeating: "b", count: 40)
        let raw = ":100644 100644 \(a) \(b) M\u{0}Sources/A.swift\u{0}"
            + ":100644 100644 \(a) \(b) R087\u{0}Old.swift\u{0}New Name.swift\u{0}"
            + ":000000 120000 \(a) \(b) A\u{0}Link.swift\u{0}"
            + ":000000 160000 \(a) \(b) A\u{0}Module\u{0}"
            + ":000000 100755 \(a) \(b) A\u{0}script.swift\u{0}"
        let blobs = GitFiles.stagedBlobs(Array(raw.utf8))
        XCTAssertEqual(blobs.map(\.path), ["Sources/A.swift", "New Name.swift", "script.swift"])
        XCTAssertEqual(Set(blobs.map(\.blob)), [b])
    }

    func testBatchOutputIsSplitBySize() throws {
        let first = "line\nwith newline\n", second = ""
        let output = "id1 blob \(first.utf8.count)\n\(first)\nid2 blob 0\n\(second)\n"
        let contents = try GitFiles.blobContents(Array(output.utf8), count: 2)
        XCTAssertEqual(contents.map { String(decoding: $0, as: UTF8.self) }, [first, second])
        XCTAssertThrowsError(try GitFiles.blobContents(Array("id1 missing\n".utf8), count: 1))
        XCTAssertThrowsError(try GitFiles.blobContents(Array("id1 blob 99\nshort\n".utf8), count: 1))
    }
}

final class TerminalColorTests: XCTestCase {
    func testColourOnlyOnATerminalAndNeverWithNoColor() {
        XCTAssertTrue(TerminalColor.isWanted(isTerminal: true, environment: ["TERM": "xterm-256color"]))
        XCTAssertFalse(TerminalColor.isWanted(isTerminal: false, environment: [:]), "pipes and files")
        XCTAssertFalse(TerminalColor.isWanted(isTerminal: true, environment: ["NO_COLOR": "1"]))
        XCTAssertTrue(TerminalColor.isWanted(isTerminal: true, environment: ["NO_COLOR": ""]), "no-color.org: empty means unset")
        XCTAssertFalse(TerminalColor.isWanted(isTerminal: true, environment: ["TERM": "dumb"]))
    }

    func testColouredXcodeLinesKeepTheirTextOnceColourIsStripped() throws {
        let violation = Violation(file: "A.swift", line: 3, column: 5, severity: .error, rule: "output_private_set", message: "m")
        let plain = XcodeReporter().report([violation])
        let coloured = XcodeReporter().report([violation], colored: true)
        XCTAssertEqual(plain, "A.swift:3:5: error: m (output_private_set)\n")
        XCTAssertTrue(coloured.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        let stripped = try NSRegularExpression(pattern: "\u{1B}\\[[0-9;]*m")
            .stringByReplacingMatches(in: coloured, range: NSRange(coloured.startIndex..., in: coloured), withTemplate: "")
        XCTAssertEqual(stripped, plain)
        XCTAssertEqual(JSONReporter().report([violation], colored: true), JSONReporter().report([violation]),
                       "machine formats never colour")
    }
}
