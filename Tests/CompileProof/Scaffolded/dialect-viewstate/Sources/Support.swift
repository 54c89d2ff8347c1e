import Foundation

// Stand-ins for the app types the "everything" screen names in its options (not generated).

struct Item {}

struct APIClient {
    static let preview = APIClient()
}
