// A terminal file browser: `file-browser [directory]` (the current directory by default).
import FileBrowserCore
import Foundation
import TUICollectionView

let arguments = CommandLine.arguments.dropFirst()
let path = arguments.first ?? FileManager.default.currentDirectoryPath
var isDirectory: ObjCBool = false
guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
else {
  FileHandle.standardError.write(Data("file-browser: \(path) is not a directory\n".utf8))
  exit(2)
}
Terminal.runAndExit(programName: "file-browser") { context in
  // The directory was checked above; a directory that vanished since shows empty.
  (try? FileBrowserApp(path: path, context: context))
    ?? (try! FileBrowserApp(path: "/", context: context))
}
