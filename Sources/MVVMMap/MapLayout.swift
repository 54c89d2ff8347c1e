/// A layered layout of the screens, the classic way (Sugiyama): each screen's layer is the longest
/// chain of screens handing it down, and within a layer of a module screens are ordered by the
/// mean order of their parents, so that edges cross as little as one sweep can make them. The
/// page only places the layers it shows, so filtering and collapsing keep the picture compact.
enum MapLayout {
    static func arrange(_ screens: inout [ArchitectureMap.Screen]) {
        let position = Dictionary(uniqueKeysWithValues: screens.enumerated().map { ($1.id, $0) })
        var parents: [[Int]] = Array(repeating: [], count: screens.count)
        for (index, screen) in screens.enumerated() {
            for child in screen.childScreens { if let target = position[child], target != index { parents[target].append(index) } }
        }
        // Longest path from a root, iteratively; a cycle (a screen handing down its own ancestor)
        // is cut where it closes, so every screen gets a finite layer.
        var layer = Array(repeating: -1, count: screens.count)
        var onPath = Array(repeating: false, count: screens.count)
        for start in screens.indices where layer[start] < 0 {
            var stack: [(node: Int, next: Int)] = [(start, 0)]
            onPath[start] = true
            while let (node, next) = stack.last {
                if next < parents[node].count {
                    stack[stack.count - 1].next += 1
                    let parent = parents[node][next]
                    if layer[parent] < 0, !onPath[parent] {
                        onPath[parent] = true
                        stack.append((parent, 0))
                    }
                    continue
                }
                let depths = parents[node].compactMap { layer[$0] >= 0 ? layer[$0] + 1 : nil }
                layer[node] = depths.max() ?? 0
                onPath[node] = false
                stack.removeLast()
            }
        }
        for index in screens.indices { screens[index].layer = layer[index] }
        // Order within (module, layer), layer by layer: roots by name, then by parents' mean order.
        var orderOf = Array(repeating: 0, count: screens.count)
        let groups = Dictionary(grouping: screens.indices) { GroupKey(module: screens[$0].module, layer: layer[$0]) }
        for key in groups.keys.sorted() {
            let members = groups[key]!.sorted { lhs, rhs in
                let left = meanOrder(parents[lhs], orderOf), right = meanOrder(parents[rhs], orderOf)
                return left != right ? left < right : screens[lhs].id < screens[rhs].id
            }
            for (order, index) in members.enumerated() { orderOf[index] = order }
        }
        for index in screens.indices { screens[index].order = orderOf[index] }
    }

    private struct GroupKey: Hashable, Comparable {
        var module: String
        var layer: Int
        static func < (lhs: GroupKey, rhs: GroupKey) -> Bool { (lhs.layer, lhs.module) < (rhs.layer, rhs.module) }
    }

    private static func meanOrder(_ parents: [Int], _ orderOf: [Int]) -> Double {
        parents.isEmpty ? -1 : Double(parents.reduce(0) { $0 + orderOf[$1] }) / Double(parents.count)
    }
}
