// The view model's own code hands a closure to a background queue that calls a function declared
// inside the method around it. With `@MainActor` on the class that local function is main-actor
// code, which the background closure could no longer call: the fix must be held back. Swift 6
// rejects the capture itself, so this case is checked in Swift 5 mode, as such apps build.
import Combine
import Foundation

final class ExportViewModel: ObservableObject {
    // MARK: - Output

    @Published private(set) var exported: URL?

    // MARK: - Support

    func export(name: String) {
        DispatchQueue.global(qos: .userInitiated).async {
            let url = temporaryURL(for: name)
            DispatchQueue.main.async { [weak self] in
                self?.exported = url
            }
        }

        func temporaryURL(for name: String) -> URL {
            FileManager.default.temporaryDirectory.appendingPathComponent(name)
        }
    }
}
