import Foundation

extension GalleryViewModel {
    var isEmpty: Bool { photos.isEmpty }
}
