import MVVMRules

/// The fact cache's file format: length-prefixed little-endian binary. `JSONDecoder` needed
/// ~45 ms for a 2,000-file project's facts — the whole warm pre-commit budget — this reads them
/// in a few. Every `FileFacts` field must be written here; `FactCacheTests` round-trips facts
/// extracted from real sources, so a field added to `FileFacts` and forgotten here fails it.
///
/// Layout: magic; a header block (tool version, facts format, configuration key); the facts
/// blocks; a table block (per file: path, test-ness, stamp, content hash, and where its facts
/// block lies); then a trailer: where the table starts, and a tag. Each block is its length, its
/// bytes, then a 128-bit `ContentHash` checksum of those bytes: a flipped or missing byte is
/// caught before anything in the block is believed. A run reads the table alone (a few hundred
/// kilobytes for 9,000 files) and then only the facts blocks of the files it indexes anew; the
/// table comes last so that a run writes each file's facts as it encodes them.
enum FactCacheFormat {
    static let magic = Array("MVVMFACTS\u{4}\n".utf8)
    /// Ends the file, after the table's offset: a file cut anywhere has no trailer.
    static let trailerTag = Array("MVVMEND\n".utf8)

    /// An entry as the table holds it: what tells whether it still answers for its file, and
    /// where its facts block lies in the file, not yet read.
    struct StoredEntry: Equatable {
        var stamp: FactCache.Stamp
        var observedAt: Int64
        var isTestFile: Bool
        var contentHash: String
        /// The whole facts block (length, contents, checksum), from the start of the file.
        var block: Range<Int>
    }

    static func encode(identity: FactCache.Identity, entries: [String: FactCache.Entry]) -> [UInt8] {
        var bytes: [UInt8] = []
        _ = write(identity: identity, fresh: entries, kept: [:], append: { bytes += $0; return true }, copy: { _ in false })
        return bytes
    }

    /// Writes the file through `append`: `fresh` entries encoded one at a time as they are
    /// written, `kept` ones' blocks copied from the file the run started with by `copy` (blocks
    /// that lie one after another there are one copy), in path order, then the table and the
    /// trailer. False as soon as `append` or `copy` fails.
    static func write(identity: FactCache.Identity, fresh: [String: FactCache.Entry], kept: [String: StoredEntry],
                      append: ([UInt8]) -> Bool, copy: (Range<Int>) -> Bool) -> Bool {
        var written = 0
        func emit(_ bytes: [UInt8]) -> Bool {
            written += bytes.count
            return append(bytes)
        }
        var header = Writer()
        header.string(identity.toolVersion)
        header.integer(Int64(identity.factsFormat))
        header.string(identity.key)
        var start = Writer()
        start.bytes = magic
        start.block(header.bytes)
        guard emit(start.bytes) else { return false }
        var table = Writer()
        var count = 0
        // Kept blocks not yet copied: where they lie in the old file, and where they go.
        var run: (old: Range<Int>, at: Int)?
        func flush() -> Bool {
            guard let pending = run else { return true }
            run = nil
            written += pending.old.count
            return copy(pending.old)
        }
        for path in Set(fresh.keys).union(kept.keys).sorted() {
            let row: (stamp: FactCache.Stamp, observedAt: Int64, isTestFile: Bool, hash: String)
            let block: Range<Int>
            if let entry = fresh[path] {
                guard flush() else { return false }
                var facts = Writer()
                facts.facts(entry.facts)
                var framed = Writer()
                framed.block(facts.bytes)
                block = written..<(written + framed.bytes.count)
                guard emit(framed.bytes) else { return false }
                row = (entry.stamp, entry.observedAt, entry.isTestFile, entry.contentHash)
            } else if let stored = kept[path], stored.block.lowerBound >= 0 {
                if let pending = run, pending.old.upperBound == stored.block.lowerBound {
                    run = (pending.old.lowerBound..<stored.block.upperBound, pending.at)
                } else {
                    guard flush() else { return false }
                    run = (stored.block, written)
                }
                let at = run!.at + (stored.block.lowerBound - run!.old.lowerBound)
                block = at..<(at + stored.block.count)
                row = (stored.stamp, stored.observedAt, stored.isTestFile, stored.contentHash)
            } else {
                continue
            }
            table.string(path)
            table.flag(row.isTestFile)
            table.integer(row.stamp.size)
            table.integer(row.stamp.modified)
            table.integer(row.stamp.changed)
            table.integer(row.stamp.inode)
            table.integer(row.observedAt)
            table.string(row.hash)
            table.integer(Int64(block.lowerBound))
            table.integer(Int64(block.count))
            count += 1
        }
        guard flush() else { return false }
        var counted = Writer()
        counted.count(count)
        return emit(Writer.tableAndTrailer(counted.bytes + table.bytes, at: written))
    }

    /// The identity the file records and its table, read through `source` (only the magic, the
    /// header and the table are read); nil when it is not a cache file, or its header or table
    /// is damaged or cut.
    static func table(_ source: some CacheBytes) -> (identity: FactCache.Identity, entries: [String: StoredEntry])? {
        guard source.bytes(at: 0, count: magic.count) == magic, let header = source.block(at: magic.count),
              let (table, tableStart) = source.table(after: header.end) else { return nil }
        var headerReader = header.reader, reader = table.reader
        guard let toolVersion = headerReader.string(), let format = headerReader.integer(), let key = headerReader.string(),
              headerReader.isAtEnd, let count = reader.count() else { return nil }
        var entries: [String: StoredEntry] = [:]
        entries.reserveCapacity(count)
        for _ in 0..<count {
            guard let path = reader.string(), let isTestFile = reader.flag(), let size = reader.integer(),
                  let modified = reader.integer(), let changed = reader.integer(), let inode = reader.integer(),
                  let observedAt = reader.integer(), let hash = reader.string(), let offset = reader.offset(),
                  let length = reader.offset(), offset + length <= tableStart else { return nil }
            entries[path] = StoredEntry(stamp: FactCache.Stamp(size: size, modified: modified, changed: changed, inode: inode),
                                        observedAt: observedAt, isTestFile: isTestFile, contentHash: hash,
                                        block: offset..<(offset + length))
        }
        guard reader.isAtEnd else { return nil }
        return (FactCache.Identity(toolVersion: toolVersion, factsFormat: Int(format), key: key), entries)
    }

    /// An entry's facts, read through `source`, checked and decoded; nil if the block is cut,
    /// damaged or does not decode to its end.
    /// Strings longer than a small string's room are shared through `interner` when given.
    static func facts(of entry: StoredEntry, from source: some CacheBytes, interner: StringInterner? = nil) -> FileFacts? {
        guard var block = source.block(at: entry.block.lowerBound), block.end == entry.block.upperBound else { return nil }
        block.reader.interner = interner
        guard let facts = block.reader.facts(), block.reader.isAtEnd else { return nil }
        return facts
    }

    /// The table with every entry's facts decoded (on every core): what a whole read of the file
    /// gives. An entry whose facts block is damaged or cut is left out.
    static func decode(_ bytes: [UInt8]) -> (identity: FactCache.Identity, entries: [String: FactCache.Entry])? {
        guard let (identity, stored) = table(bytes) else { return nil }
        let decoded = Parallel.map(Array(stored)) { path, entry -> (String, FactCache.Entry)? in
            facts(of: entry, from: bytes).map {
                (path, FactCache.Entry(stamp: entry.stamp, observedAt: entry.observedAt, isTestFile: entry.isTestFile,
                                       contentHash: entry.contentHash, facts: $0))
            }
        }
        return (identity, Dictionary(uniqueKeysWithValues: decoded.compactMap { $0 }))
    }

    /// Length-prefixed little-endian writing, shared by the cache files.
    struct Writer {
        var bytes: [UInt8] = []

        mutating func integer(_ value: Int64) {
            withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
        }

        mutating func count(_ value: Int) { integer(Int64(value)) }

        mutating func flag(_ value: Bool) { bytes.append(value ? 1 : 0) }

        mutating func string(_ value: String) {
            count(value.utf8.count)
            bytes += value.utf8
        }

        /// A table block that starts at `start`, and the trailer that ends the file: where the
        /// table starts, and the tag (a file cut anywhere has lost it).
        static func tableAndTrailer(_ table: [UInt8], at start: Int) -> [UInt8] {
            var end = Writer()
            end.block(table)
            end.integer(Int64(start))
            end.bytes += trailerTag
            return end.bytes
        }

        /// `contents`, framed by its length and followed by its checksum.
        mutating func block(_ contents: [UInt8]) {
            count(contents.count)
            bytes += contents
            let (first, second) = contents.withUnsafeBytes(ContentHash.digest)
            integer(Int64(bitPattern: first))
            integer(Int64(bitPattern: second))
        }

        mutating func strings<S: Sequence<String>>(_ values: S) {
            let list = Array(values)
            count(list.count)
            for value in list { string(value) }
        }

        mutating func facts(_ facts: FileFacts) {
            string(facts.path)
            flag(facts.isTestFile)
            flag(facts.hasDirectives)
            flag(facts.usesObservableObject)
            flag(facts.declaresFreeReducer)
            count(facts.types.count)
            for type in facts.types {
                string(type.name)
                bytes.append(type.kind.rawValue)
                strings(type.inheritance)
                strings(type.attributes)
                count(type.properties.count)
                for property in type.properties {
                    string(property.name)
                    string(property.typeName)
                    string(property.genericArgument)
                    strings(property.attributes)
                    flag(property.isPrivate)
                    flag(property.isSharedInstance)
                    string(property.elementTypeName)
                    flag(property.isConstant)
                    flag(property.isPublic)
                    flag(property.isTypedByConstraint)
                    flag(property.isProvider)
                    flag(property.isWeak)
                    flag(property.isUnwrittenBinding)
                }
                strings(type.nestedTypes)
                count(type.methods.count)
                for method in type.methods {
                    string(method.name)
                    string(method.parameterType)
                    flag(method.switchesOverParameter)
                }
                flag(type.inPreview)
                flag(type.isPublic)
                flag(type.hasMembers)
                count(type.deinitIsolatedUseLine)
                string(type.overrideIsolatedUse)
                count(type.overrideIsolatedUseLine)
                strings(type.cases)
                strings(type.reducedStates)
                strings(type.presentationItems)
                flag(type.hasBehavior)
                strings(type.initializerParameters)
                flag(type.hasCode)
                flag(type.isEntity)
                flag(type.announcesChanges)
                flag(type.isStaticOnly)
                strings(type.genericParameters)
                strings(type.baseArguments)
                strings(type.computedPropertyTypes.keys.sorted().flatMap { [$0, type.computedPropertyTypes[$0]!] })
                strings(type.methodReturnTypes.keys.sorted().flatMap { [$0, type.methodReturnTypes[$0]!] })
                strings(type.memberCasts.keys.sorted().flatMap { [$0, type.memberCasts[$0]!] })
            }
            strings(facts.callbackAliases)
            strings(facts.typeAliases.keys.sorted().flatMap { [$0, facts.typeAliases[$0]!] })
            strings(facts.typeAliasArguments.keys.sorted().flatMap { [$0, facts.typeAliasArguments[$0]!.joined(separator: "\u{1}")] })
            strings(facts.functionReturnTypes.keys.sorted().flatMap { [$0, facts.functionReturnTypes[$0]!] })
            strings(facts.memberWrites.flatMap { write in
                [write.member, String(write.line), write.owner, write.ownerIsExtension ? "1" : "0", String(write.root.rawValue),
                 write.rootType, write.path.joined(separator: "\u{1}"), write.method]
            })
            strings(facts.keyPathParameters.keys.sorted().flatMap { [$0, facts.keyPathParameters[$0]!] })
            strings(facts.mutatingMethods)
            strings(facts.layoutForwards)
            strings(facts.constructionLabels.flatMap { [$0.type, $0.label, String($0.line)] })
            strings(facts.memberBindings.flatMap { [$0.member, $0.receiver, $0.owner] })
            strings(facts.memberStreamUses.flatMap { [$0.member, $0.receiver, $0.receiverType, $0.pushed ? "1" : "0", String($0.line)] })
            strings(facts.callbackHandoffs.flatMap { [$0.method, $0.receiver, $0.owner, $0.ownerIsExtension ? "1" : "0", String($0.line)] })
            count(facts.packageTargets.count)
            for target in facts.packageTargets {
                string(target.name)
                flag(target.path != nil)
                string(target.path ?? "")
                flag(target.isTest)
                flag(target.isMainActorByDefault)
            }
            strings(facts.mentionedTypeNames.sorted())
            strings(facts.nonisolatedUses.flatMap { [$0.name, $0.owner, String($0.line), $0.declaresProperty ? "1" : "0", $0.scope] })
            strings(facts.nonisolatedChains.flatMap { chain in
                [String(chain.line), chain.user, chain.owner, chain.ownerIsExtension ? "1" : "0", String(chain.root.rawValue),
                 chain.rootType, chain.links]
            })
            count(facts.protocols.count)
            for proto in facts.protocols {
                string(proto.name)
                strings(proto.inheritance)
                flag(proto.isMainActor)
                flag(proto.hasRequirements)
                strings(proto.settableProperties)
            }
            strings(facts.sentCases.sorted())
            strings(facts.referencedCases.sorted())
            strings(facts.sendingTests.keys.sorted().flatMap { key in facts.sendingTests[key]!.flatMap { [key, $0] } })
            strings(facts.calledMembers.sorted())
            hashes(facts.previewMentions.inPreviews)
            hashes(facts.previewMentions.elsewhere)
            words(facts.isolationUses)
            strings(facts.isolationPlaces)
            hashes(facts.isolationPlaceTypes.map { UInt32(bitPattern: $0) })
            words(facts.extensionMembers)
            count(facts.staticMembers.count)
            for members in facts.staticMembers {
                count(members.type)
                strings(members.propertyTypes.keys.sorted().flatMap { [$0, members.propertyTypes[$0]!] })
                strings(members.propertyChains.keys.sorted().flatMap { [$0, members.propertyChains[$0]!] })
                strings(members.methodTypes.keys.sorted().flatMap { [$0, members.methodTypes[$0]!] })
            }
        }

        mutating func hashes(_ values: [UInt32]) {
            count(values.count)
            for value in values { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        }

        mutating func words(_ values: [UInt64]) {
            count(values.count)
            for value in values { integer(Int64(bitPattern: value)) }
        }
    }

    /// Reads what `Writer` writes; every read checks it stays inside its block.
    struct Reader {
        let bytes: [UInt8]
        var position: Int
        /// Where this reader's part of `bytes` ends (a block's end, or the file's).
        var end: Int
        /// Shares the strings read with those of other readers (facts decoded for a run).
        var interner: StringInterner?

        init(bytes: [UInt8], position: Int, end: Int) {
            self.bytes = bytes
            self.position = position
            self.end = end
        }

        var isAtEnd: Bool { position == end }

        /// The next block's contents as a reader of their own, or nil when the block is cut short
        /// or its checksum does not match.
        /// The whole next block (length, contents, checksum) without reading it: where it lies.
        mutating func skipBlock() -> Range<Int>? {
            let start = position
            guard let length = count(), length >= 0, position + length + 16 <= end else { return nil }
            position += length + 16
            return start..<position
        }

        mutating func block() -> Reader? {
            guard let length = count(), position + length + 16 <= end else { return nil }
            let start = position
            position += length
            guard let first = integer(), let second = integer() else { return nil }
            // In place: copying each block out would cost more than checking it.
            let (expectedFirst, expectedSecond) = bytes.withUnsafeBytes { ContentHash.digest(UnsafeRawBufferPointer(rebasing: $0[start..<(start + length)])) }
            guard UInt64(bitPattern: first) == expectedFirst, UInt64(bitPattern: second) == expectedSecond else { return nil }
            return Reader(bytes: bytes, position: start, end: start + length)
        }

        mutating func integer() -> Int64? {
            guard position + 8 <= end else { return nil }
            var value: UInt64 = 0
            for index in (0..<8).reversed() { value = value << 8 | UInt64(bytes[position + index]) }
            position += 8
            return Int64(bitPattern: value)
        }

        /// A position or length in the file beyond this block (not bounded by it).
        mutating func offset() -> Int? {
            guard let value = integer(), value >= 0, value <= Int64(Int32.max) else { return nil }
            return Int(value)
        }

        mutating func count() -> Int? {
            guard let value = integer(), value >= 0, value <= Int64(end) else { return nil }
            return Int(value)
        }

        mutating func flag() -> Bool? {
            guard position < end, bytes[position] <= 1 else { return nil }
            position += 1
            return bytes[position - 1] == 1
        }

        mutating func string() -> String? {
            guard let length = count(), position + length <= end else { return nil }
            position += length
            let text = String(decoding: bytes[(position - length)..<position], as: UTF8.self)
            return interner?.shared(text) ?? text
        }

        mutating func words() -> [UInt64]? {
            guard let number = count(), number <= (end - position) / 8 else { return nil }
            var result: [UInt64] = []
            result.reserveCapacity(number)
            for _ in 0..<number {
                guard let value = integer() else { return nil }
                result.append(UInt64(bitPattern: value))
            }
            return result
        }

        mutating func hashes() -> [UInt32]? {
            guard let number = count(), number <= (end - position) / 4 else { return nil }
            var result: [UInt32] = []
            result.reserveCapacity(number)
            for _ in 0..<number {
                var value: UInt32 = 0
                for shift in stride(from: 0, to: 32, by: 8) { value |= UInt32(bytes[position]) << UInt32(shift); position += 1 }
                result.append(value)
            }
            return result
        }

        mutating func strings() -> [String]? {
            guard let number = count() else { return nil }
            var result: [String] = []
            result.reserveCapacity(number)
            for _ in 0..<number {
                guard let value = string() else { return nil }
                result.append(value)
            }
            return result
        }

        mutating func facts() -> FileFacts? {
            guard let path = string(), let isTestFile = flag(), let hasDirectives = flag(), let usesObservableObject = flag(),
                  let declaresFreeReducer = flag(), let typeCount = count() else { return nil }
            // Each array reserved for its count: grown by appending it would keep up to twice the
            // room, and every file's facts are held at once while the index is built.
            var types: [FileFacts.TypeFact] = []
            types.reserveCapacity(typeCount)
            for _ in 0..<typeCount {
                guard let name = string(), position < end, let kind = FileFacts.TypeKind(rawValue: bytes[position]) else { return nil }
                position += 1
                guard let inheritance = strings(), let attributes = strings(), let propertyCount = count() else { return nil }
                var properties: [FileFacts.PropertyFact] = []
                properties.reserveCapacity(propertyCount)
                for _ in 0..<propertyCount {
                    guard let propertyName = string(), let typeName = string(), let argument = string(),
                          let propertyAttributes = strings(), let isPrivate = flag(), let isShared = flag(),
                          let elementTypeName = string(), let isConstant = flag(),
                          let isPublic = flag(), let isTypedByConstraint = flag(), let isProvider = flag(),
                          let isWeak = flag(), let isUnwrittenBinding = flag() else { return nil }
                    var property = FileFacts.PropertyFact(name: propertyName, typeName: typeName, genericArgument: argument,
                                                          attributes: propertyAttributes)
                    property.isPrivate = isPrivate
                    property.isSharedInstance = isShared
                    property.elementTypeName = elementTypeName
                    property.isConstant = isConstant
                    property.isPublic = isPublic
                    property.isTypedByConstraint = isTypedByConstraint
                    property.isProvider = isProvider
                    property.isWeak = isWeak
                    property.isUnwrittenBinding = isUnwrittenBinding
                    properties.append(property)
                }
                guard let nestedTypes = strings(), let methodCount = count() else { return nil }
                var methods: [FileFacts.MethodFact] = []
                methods.reserveCapacity(methodCount)
                for _ in 0..<methodCount {
                    guard let methodName = string(), let parameterType = string(), let switches = flag() else { return nil }
                    methods.append(FileFacts.MethodFact(name: methodName, parameterType: parameterType, switchesOverParameter: switches))
                }
                guard let inPreview = flag(), let isPublic = flag(), let hasMembers = flag(), let deinitLine = count(), let overrideUse = string(), let overrideLine = count(), let cases = strings(),
                      let reducedStates = strings(), let presentationItems = strings(),
                      let hasBehavior = flag(), let initializerParameters = strings(), let hasCode = flag(), let isEntity = flag(), let announcesChanges = flag(),
                      let isStaticOnly = flag(), let genericParameters = strings(), let baseArguments = strings(),
                      let computedPairs = strings(), computedPairs.count % 2 == 0,
                      let returnPairs = strings(), returnPairs.count % 2 == 0,
                      let castPairs = strings(), castPairs.count % 2 == 0 else { return nil }
                var type = FileFacts.TypeFact(name: name, kind: kind, inheritance: inheritance, attributes: attributes,
                                              properties: properties, nestedTypes: nestedTypes, methods: methods)
                type.inPreview = inPreview
                type.isPublic = isPublic
                type.hasMembers = hasMembers
                type.deinitIsolatedUseLine = deinitLine
                type.overrideIsolatedUse = overrideUse
                type.overrideIsolatedUseLine = overrideLine
                type.cases = cases
                type.reducedStates = reducedStates
                type.presentationItems = presentationItems
                type.hasBehavior = hasBehavior
                type.initializerParameters = initializerParameters
                type.hasCode = hasCode
                type.isEntity = isEntity
                type.announcesChanges = announcesChanges
                type.isStaticOnly = isStaticOnly
                type.genericParameters = genericParameters
                type.baseArguments = baseArguments
                for pair in stride(from: 0, to: computedPairs.count, by: 2) {
                    type.computedPropertyTypes[computedPairs[pair]] = computedPairs[pair + 1]
                }
                for pair in stride(from: 0, to: returnPairs.count, by: 2) {
                    type.methodReturnTypes[returnPairs[pair]] = returnPairs[pair + 1]
                }
                for pair in stride(from: 0, to: castPairs.count, by: 2) {
                    type.memberCasts[castPairs[pair]] = castPairs[pair + 1]
                }
                types.append(type)
            }
            guard let aliases = strings(), let aliasPairs = strings(), aliasPairs.count % 2 == 0, let aliasArgumentPairs = strings(), aliasArgumentPairs.count % 2 == 0, let functionPairs = strings(), functionPairs.count % 2 == 0,
                  let writeFields = strings(), writeFields.count % 8 == 0, let keyPathPairs = strings(), keyPathPairs.count % 2 == 0, let mutating = strings(), let layoutForwards = strings(), let labels = strings(), let bindingTriples = strings(), bindingTriples.count % 3 == 0,
                  let streamUses = strings(), streamUses.count % 5 == 0, let handoffs = strings(), handoffs.count % 5 == 0,
                  let targetCount = count() else { return nil }
            var targets: [FileFacts.PackageTarget] = []
            targets.reserveCapacity(targetCount)
            for _ in 0..<targetCount {
                guard let name = string(), let hasPath = flag(), let targetPath = string(), let isTest = flag(),
                      let mainActor = flag() else { return nil }
                targets.append(FileFacts.PackageTarget(name: name, path: hasPath ? targetPath : nil, isTest: isTest,
                                                       isMainActorByDefault: mainActor))
            }
            guard let mentioned = strings(), let nonisolated = strings(), let chainFields = strings(), chainFields.count % 7 == 0,
                  let protocolCount = count() else { return nil }
            var protocols: [FileFacts.ProtocolFact] = []
            protocols.reserveCapacity(protocolCount)
            for _ in 0..<protocolCount {
                guard let name = string(), let inheritance = strings(), let isMainActor = flag(), let hasRequirements = flag(),
                      let settable = strings() else { return nil }
                var proto = FileFacts.ProtocolFact(name: name, inheritance: inheritance, isMainActor: isMainActor, hasRequirements: hasRequirements)
                proto.settableProperties = settable
                protocols.append(proto)
            }
            guard let sent = strings(), let referenced = strings(), let sending = strings(), sending.count % 2 == 0,
                  let called = strings(), let inPreviews = hashes(), let elsewhere = hashes(),
                  let isolationUses = words(), let isolationPlaces = strings(), let placeTypes = hashes(),
                  placeTypes.count == isolationPlaces.count, let extensionMembers = words() else { return nil }
            var facts = FileFacts(path: path, types: types, isTestFile: isTestFile, mentionedTypeNames: Set(mentioned),
                                  sentCases: Set(sent), referencedCases: Set(referenced))
            facts.hasDirectives = hasDirectives
            facts.calledMembers = Set(called)
            facts.previewMentions = PreviewScaffolding.Mentions(inPreviews: inPreviews, elsewhere: elsewhere)
            (facts.isolationUses, facts.isolationPlaces, facts.extensionMembers) = (isolationUses, isolationPlaces, extensionMembers)
            facts.isolationPlaceTypes = placeTypes.map { Int32(bitPattern: $0) }
            for pair in stride(from: 0, to: sending.count, by: 2) { facts.sendingTests[sending[pair], default: []].append(sending[pair + 1]) }
            guard nonisolated.count % 5 == 0 else { return nil }
            // Owners, scopes and types repeat within a file: one string each, as extraction shares them.
            var interned: [String: String] = [:]
            func shared(_ text: String) -> String {
                if let known = interned[text] { return known }
                interned[text] = text
                return text
            }
            facts.nonisolatedUses.reserveCapacity(nonisolated.count / 5)
            for start in stride(from: 0, to: nonisolated.count, by: 5) {
                guard let line = Int(nonisolated[start + 2]) else { return nil }
                facts.nonisolatedUses.append(FileFacts.NonisolatedUse(name: shared(nonisolated[start]), owner: shared(nonisolated[start + 1]), line: line,
                                                                      declaresProperty: nonisolated[start + 3] == "1",
                                                                      scope: shared(nonisolated[start + 4])))
            }
            facts.nonisolatedChains.reserveCapacity(chainFields.count / 7)
            for start in stride(from: 0, to: chainFields.count, by: 7) {
                guard let line = Int(chainFields[start]), let rawRoot = UInt8(chainFields[start + 4]),
                      let root = FileFacts.MemberWrite.Root(rawValue: rawRoot) else { return nil }
                facts.nonisolatedChains.append(FileFacts.NonisolatedChain(line: line, user: shared(chainFields[start + 1]),
                                                                          owner: shared(chainFields[start + 2]),
                                                                          ownerIsExtension: chainFields[start + 3] == "1", root: root,
                                                                          rootType: shared(chainFields[start + 5]), links: chainFields[start + 6]))
            }
            facts.protocols = protocols
            facts.usesObservableObject = usesObservableObject
            facts.declaresFreeReducer = declaresFreeReducer
            facts.callbackAliases = aliases
            for pair in stride(from: 0, to: aliasPairs.count, by: 2) { facts.typeAliases[aliasPairs[pair]] = aliasPairs[pair + 1] }
            for pair in stride(from: 0, to: functionPairs.count, by: 2) { facts.functionReturnTypes[functionPairs[pair]] = functionPairs[pair + 1] }
            for pair in stride(from: 0, to: keyPathPairs.count, by: 2) { facts.keyPathParameters[keyPathPairs[pair]] = keyPathPairs[pair + 1] }
            for pair in stride(from: 0, to: aliasArgumentPairs.count, by: 2) {
                facts.typeAliasArguments[aliasArgumentPairs[pair]] = aliasArgumentPairs[pair + 1].split(separator: "\u{1}", omittingEmptySubsequences: false).map(String.init)
            }
            facts.memberWrites.reserveCapacity(writeFields.count / 8)
            for start in stride(from: 0, to: writeFields.count, by: 8) {
                guard let line = Int(writeFields[start + 1]), let rawRoot = UInt8(writeFields[start + 4]),
                      let root = FileFacts.MemberWrite.Root(rawValue: rawRoot) else { return nil }
                var write = FileFacts.MemberWrite(member: writeFields[start], line: line)
                write.owner = writeFields[start + 2]
                write.ownerIsExtension = writeFields[start + 3] == "1"
                write.root = root
                write.rootType = writeFields[start + 5]
                write.path = writeFields[start + 6].isEmpty ? [] : writeFields[start + 6].split(separator: "\u{1}", omittingEmptySubsequences: false).map(String.init)
                write.method = writeFields[start + 7]
                facts.memberWrites.append(write)
            }
            facts.mutatingMethods = mutating
            facts.layoutForwards = layoutForwards
            guard labels.count % 3 == 0 else { return nil }
            facts.constructionLabels.reserveCapacity(labels.count / 3)
            for start in stride(from: 0, to: labels.count, by: 3) {
                guard let line = Int(labels[start + 2]) else { return nil }
                facts.constructionLabels.append(FileFacts.ConstructionLabel(type: labels[start], label: labels[start + 1], line: line))
            }
            facts.memberBindings.reserveCapacity(bindingTriples.count / 3)
            for start in stride(from: 0, to: bindingTriples.count, by: 3) {
                facts.memberBindings.append(FileFacts.MemberBinding(member: bindingTriples[start], receiver: bindingTriples[start + 1],
                                                                    owner: bindingTriples[start + 2]))
            }
            facts.memberStreamUses.reserveCapacity(streamUses.count / 5)
            for start in stride(from: 0, to: streamUses.count, by: 5) {
                guard let line = Int(streamUses[start + 4]) else { return nil }
                facts.memberStreamUses.append(FileFacts.MemberStreamUse(member: streamUses[start], receiver: streamUses[start + 1],
                                                                        receiverType: streamUses[start + 2],
                                                                        pushed: streamUses[start + 3] == "1", line: line))
            }
            facts.callbackHandoffs.reserveCapacity(handoffs.count / 5)
            for start in stride(from: 0, to: handoffs.count, by: 5) {
                guard let line = Int(handoffs[start + 4]) else { return nil }
                facts.callbackHandoffs.append(FileFacts.CallbackHandoff(method: handoffs[start], receiver: handoffs[start + 1], owner: handoffs[start + 2],
                                                                        ownerIsExtension: handoffs[start + 3] == "1", line: line))
            }
            facts.packageTargets = targets
            guard let staticCount = count() else { return nil }
            for _ in 0..<staticCount {
                guard let type = count(), type < facts.types.count, let typePairs = strings(), typePairs.count % 2 == 0,
                      let chainPairs = strings(), chainPairs.count % 2 == 0,
                      let methodPairs = strings(), methodPairs.count % 2 == 0 else { return nil }
                var members = FileFacts.StaticMembers(type: type, propertyTypes: [:], propertyChains: [:])
                for pair in stride(from: 0, to: methodPairs.count, by: 2) { members.methodTypes[methodPairs[pair]] = methodPairs[pair + 1] }
                for pair in stride(from: 0, to: typePairs.count, by: 2) { members.propertyTypes[typePairs[pair]] = typePairs[pair + 1] }
                for pair in stride(from: 0, to: chainPairs.count, by: 2) { members.propertyChains[chainPairs[pair]] = chainPairs[pair + 1] }
                facts.staticMembers.append(members)
            }
            return facts
        }
    }
}

/// Byte ranges of a cache file, read on demand: the file itself (`CacheFile`) or its bytes.
protocol CacheBytes {
    /// How many bytes there are.
    var size: Int { get }
    /// Exactly `count` bytes from `offset`; nil past the end or on a read error.
    func bytes(at offset: Int, count: Int) -> [UInt8]?
}

/// A block read and checked: a reader of its contents, and where it ends.
struct CheckedBlock {
    var reader: FactCacheFormat.Reader
    var end: Int
}

extension CacheBytes {
    /// The table block the trailer points to, checked, and where it starts; nil when the file
    /// has no whole trailer, or the table does not lie between `headerEnd` and the trailer.
    func table(after headerEnd: Int) -> (block: CheckedBlock, start: Int)? {
        let trailerSize = 8 + FactCacheFormat.trailerTag.count
        guard size >= headerEnd + trailerSize, let trailer = bytes(at: size - trailerSize, count: trailerSize),
              Array(trailer[8...]) == FactCacheFormat.trailerTag else { return nil }
        var reader = FactCacheFormat.Reader(bytes: trailer, position: 0, end: 8)
        guard let start = reader.offset(), start >= headerEnd, let table = block(at: start),
              table.end == size - trailerSize else { return nil }
        return (table, start)
    }

    /// The block (length, contents, checksum) at `offset`, its checksum verified; nil when it is
    /// cut short or damaged.
    func block(at offset: Int) -> CheckedBlock? {
        guard let prefix = bytes(at: offset, count: 8) else { return nil }
        var lengthReader = FactCacheFormat.Reader(bytes: prefix, position: 0, end: 8)
        guard let length = lengthReader.integer(), length >= 0, length <= Int64(Int.max / 2),
              let framed = bytes(at: offset, count: 8 + Int(length) + 16) else { return nil }
        var reader = FactCacheFormat.Reader(bytes: framed, position: 0, end: framed.count)
        guard let contents = reader.block(), reader.isAtEnd else { return nil }
        return CheckedBlock(reader: contents, end: offset + framed.count)
    }
}

extension Array: CacheBytes where Element == UInt8 {
    var size: Int { count }

    func bytes(at offset: Int, count: Int) -> [UInt8]? {
        guard offset >= 0, count >= 0, offset <= self.count - count else { return nil }
        return Array(self[offset..<(offset + count)])
    }
}
