@_exported import OpenCombine
