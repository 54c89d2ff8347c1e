import SwiftUI

struct GalleryView: View {
    // MARK: - View Model
    @ObservedObject var viewModel: GalleryViewModel

    // MARK: - Body
    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns) {
                ForEach(viewModel.photos) { photo in
                    thumbnail(photo)
                }
            }
            #if os(iOS)
            footer
            #endif
        }
    }

    // MARK: - Support
    private var columns: [GridItem] { [GridItem(.adaptive(minimum: 80))] }
}
