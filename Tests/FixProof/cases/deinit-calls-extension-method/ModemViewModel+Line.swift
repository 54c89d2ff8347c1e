import Foundation

extension ModemViewModel {
    func hangUp() {
        line?.invalidate()
    }
}
