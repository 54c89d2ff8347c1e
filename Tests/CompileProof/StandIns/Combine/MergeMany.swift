// Combine's `Publishers.MergeMany`, which OpenCombine lacks: the inputs/outputs screens merge
// their input streams with it. Same name and initialisers as Combine's; built on OpenCombine's
// `flatMap`, which subscribes to every upstream at once — a merge.
extension Publishers {
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        public let publishers: [Upstream]

        public init(_ upstream: Upstream...) { publishers = upstream }

        public init<Upstreams: Swift.Sequence>(_ upstream: Upstreams) where Upstreams.Element == Upstream {
            publishers = Array(upstream)
        }

        public func receive<Downstream: Subscriber>(subscriber: Downstream)
            where Downstream.Input == Output, Downstream.Failure == Failure {
            Publishers.Sequence<[Upstream], Failure>(sequence: publishers)
                .flatMap { $0 }
                .receive(subscriber: subscriber)
        }
    }
}
