import SwiftUI

/// A protocol of the same simple name whose `title` has a setter, written through by the view.
struct DocumentView: View {
    @MainActor
    protocol Model: AnyObject {
        var title: String { get set }
    }

    // MARK: - View Model

    let model: any Model

    // MARK: - Body

    var body: some View {
        Button("Rename") {
            model.title = "Untitled"
        }
    }
}
