import SwiftUI

/// Reads its model through a protocol of its own that only asks for a getter.
struct OutlineView: View {
    @MainActor
    protocol Model: AnyObject {
        var title: String { get }
    }

    // MARK: - View Model

    let model: any Model

    // MARK: - Body

    var body: some View {
        Text(model.title)
    }
}
