/// A one-line reason the scaffolder refuses to go on; the command line prints it and exits 2.
public struct ScaffoldError: Error, CustomStringConvertible, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
