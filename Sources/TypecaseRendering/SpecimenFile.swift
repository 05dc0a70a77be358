internal import CPango
import FoundationEssentials
import Glibc
import TypecaseCore

extension PangoTextDrawing {
  /// Draws `specimen` into a temporary file beside `path`, then renames it into place: the file
  /// at `path` is the whole specimen or what was there before, and keeps its permissions.
  ///
  /// A symbolic link is followed; a device or pipe (`/dev/stdout`) is written into, from a
  /// temporary file drawn first. Returns a PNG's lowered resolution (see `TextDrawing.write`).
  @discardableResult
  public func write(_ specimen: Specimen, to requested: String, as format: SpecimenFormat) throws(SpecimenError)
    -> Int?
  {
    let destination: AtomicFile.Destination
    do {
      destination = try AtomicFile.destination(of: requested)
    } catch {
      throw .cannotWrite(path: requested, reason: error.reason)
    }
    let path: String
    switch destination {
    case .file(let file): path = file
    case .stream(let stream): return try write(specimen, intoStream: stream, as: format)
    }
    let (temporary, descriptor, watched) = try Self.makeWatchedTemporary(beside: path, for: path)
    defer { close(descriptor) }
    defer { InterruptCleanup.forget(watched) }
    let resolution: Int?
    do {
      resolution = try SpecimenFile.write(specimen, to: descriptor, as: format)
    } catch {
      unlink(temporary)
      if error.isTooTall { throw SpecimenError.tooTallForPNG(path: path) }
      throw SpecimenError.cannotWrite(path: path, reason: Self.reason(error, path: path))
    }
    // A font file gone meanwhile (a drive unplugged) was embedded as empty boxes.
    let gone = specimen.filesGone
    guard gone.isEmpty else {
      unlink(temporary)
      throw .fontFilesGone(path: path, files: gone)
    }
    // A file replaced keeps its permissions, as `snapshot -o` keeps them (a private sheet at
    // 0600 came out readable by all, at cairo's 0644); a new one is made under the umask.
    var existing = stat()
    _ = fchmod(
      descriptor, stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : 0o666 & ~AtomicFile.processUmask())
    guard Self.isStill(temporary, descriptor) else {
      throw .cannotWrite(path: path, reason: Self.temporaryReplaced)
    }
    if rename(temporary, path) != 0 {
      let reason = SystemError.last.reason
      unlink(temporary)
      throw .cannotWrite(path: path, reason: reason)
    }
    return resolution
  }

  /// Draws `specimen` into a temporary file, then copies it into the device or pipe `stream`.
  private func write(_ specimen: Specimen, intoStream stream: String, as format: SpecimenFormat) throws(SpecimenError)
    -> Int?
  {
    let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    let (temporary, descriptor, watched) = try Self.makeWatchedTemporary(
      beside: folder + "/typecase-specimen", for: stream)
    defer {
      unlink(temporary)
      InterruptCleanup.forget(watched)
      close(descriptor)
    }
    let resolution: Int?
    do {
      resolution = try SpecimenFile.write(specimen, to: descriptor, as: format)
    } catch {
      if error.isTooTall { throw .tooTallForPNG(path: stream) }
      throw .cannotWrite(path: stream, reason: error.reason)
    }
    let gone = specimen.filesGone
    guard gone.isEmpty else { throw .fontFilesGone(path: stream, files: gone) }
    // Read back through the file made, not its name.
    guard Self.isStill(temporary, descriptor) else { throw .cannotWrite(path: stream, reason: Self.temporaryReplaced) }
    guard let bytes = Self.contents(of: descriptor) else {
      throw .cannotWrite(path: stream, reason: SystemError.last.reason)
    }
    do {
      try AtomicFile.write(Array(bytes), to: stream)
    } catch {
      throw .cannotWrite(path: stream, reason: error.reason)
    }
    return resolution
  }

  /// A new, empty file in the same folder as `path` (so the rename cannot cross file systems),
  /// of a name no one could have made first, and a descriptor open on it; a failure names
  /// `destination`.
  ///
  /// The name was the process's number: another user could make it first in a shared folder,
  /// as a link to a file of the user's, and cairo wrote the sheet through it (and made it
  /// readable by all).
  static func makeTemporary(beside path: String, for destination: String) throws(SpecimenError)
    -> (path: String, descriptor: Int32)
  {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let suffix = ".partial"
    var template = Array((folder + "." + name + ".XXXXXX" + suffix).utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemps($0, Int32(suffix.utf8.count)) } ?? -1
    }
    guard descriptor >= 0 else { throw .cannotWrite(path: destination, reason: SystemError.last.reason) }
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    return (String(cString: template), descriptor)
  }

  /// `makeTemporary`'s file, watched by `InterruptCleanup` from the moment it exists (the
  /// signals held back meanwhile): Ctrl+C as it appeared left it beside the sheet.
  static func makeWatchedTemporary(beside path: String, for destination: String) throws(SpecimenError)
    -> (path: String, descriptor: Int32, watched: Int?)
  {
    let held = InterruptCleanup.holdSignals()
    defer { InterruptCleanup.release(held) }
    let (temporary, descriptor) = try makeTemporary(beside: path, for: destination)
    return (temporary, descriptor, InterruptCleanup.watch(temporary))
  }

  /// Whether `path` is still the file `descriptor` is open on (not replaced meanwhile by a
  /// link or another file).
  static func isStill(_ path: String, _ descriptor: Int32) -> Bool {
    var named = stat()
    var opened = stat()
    guard lstat(path, &named) == 0, fstat(descriptor, &opened) == 0 else { return false }
    return named.st_dev == opened.st_dev && named.st_ino == opened.st_ino && named.st_mode & S_IFMT == S_IFREG
  }

  /// The reason given when the temporary file was replaced before it was renamed into place.
  static let temporaryReplaced = "its temporary file was replaced by another program"

  /// The whole file `descriptor` is open on, from its start; nil when it cannot be read.
  static func contents(of descriptor: Int32) -> [UInt8]? {
    guard lseek(descriptor, 0, SEEK_SET) == 0 else { return nil }
    return DescriptorReading.toEnd(descriptor)
  }

  /// What to tell the user: cairo's words for a write error are vague ("error while writing
  /// to output stream"), so a folder that is missing or not writable is named as such.
  static func reason(_ error: SpecimenFile.Failure, path: String) -> String {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
    if access(folder, W_OK) != 0 { return SystemError.last.reason }
    return error.reason
  }
}

/// Writes specimens as cairo surfaces of each format.
enum SpecimenFile {
  /// cairo's status, in its words.
  struct Failure: Error {
    var reason: String
    /// The sheet is too tall for one PNG image (nothing failed to be written).
    var isTooTall = false
    init(_ status: cairo_status_t) { reason = String(cString: cairo_status_to_string(status)) }
    /// A failure the system gave its reason for.
    init(reason: String) { self.reason = reason }
    /// A sheet too tall for one PNG image.
    static var tooTall: Failure {
      var failure = Failure(CAIRO_STATUS_INVALID_SIZE)
      failure.isTooTall = true
      return failure
    }
  }

  /// Draws `specimen` into the empty file open on `descriptor`, then flushes it to the disk;
  /// returns a PNG's lowered resolution in dpi (nil when it is 144, and for PDF and SVG).
  ///
  /// Written through cairo's stream functions, each write checked: cairo reports no failure
  /// to write the end of a PDF (its fonts, its cross-reference table), and a full disk left a
  /// cut-off file said to be exported.
  static func write(_ specimen: Specimen, to descriptor: Int32, as format: SpecimenFormat) throws(Failure) -> Int? {
    let sink = FileSink(descriptor: descriptor)
    let resolution: Int?
    do {
      resolution = try write(specimen, into: sink, as: format)
    } catch {
      throw sink.failure ?? error
    }
    if let failure = sink.failure { throw failure }
    guard fsync(descriptor) == 0 else { throw Failure(reason: SystemError.last.reason) }
    return resolution
  }

  /// Where cairo's stream functions write: a file descriptor, and the first failure.
  final class FileSink {
    let descriptor: Int32
    /// Why a write failed (the system's reason), once one has.
    private(set) var failure: Failure?

    /// Bytes to put into the stream once `insertionOffset` bytes have gone by (a PNG's pHYs
    /// chunk after its header), then nil.
    private var insertion: (offset: Int, bytes: [UInt8])?
    /// How many bytes have been written.
    private var written = 0

    init(descriptor: Int32) { self.descriptor = descriptor }

    /// Puts `bytes` into the stream after its first `offset` bytes.
    func insert(_ bytes: [UInt8], after offset: Int) { insertion = (offset, bytes) }

    /// Writes `count` bytes from `data` (and what is to be inserted among them).
    func write(_ data: UnsafePointer<UInt8>, count: Int) -> Bool {
      guard let pending = insertion, written + count >= pending.offset else { return writeAll(data, count: count) }
      let before = pending.offset - written
      insertion = nil
      guard writeAll(data, count: before) else { return false }
      guard
        pending.bytes.withUnsafeBufferPointer({ $0.baseAddress.map { writeAll($0, count: pending.bytes.count) } })
          ?? false
      else { return false }
      return writeAll(data + before, count: count - before)
    }

    /// Writes `count` bytes from `data`, continuing after partial writes; false once one fails.
    private func writeAll(_ data: UnsafePointer<UInt8>, count: Int) -> Bool {
      guard failure == nil else { return false }
      defer { written += count }
      guard count > 0 else { return true }
      if let error = DescriptorWriting.all(UnsafeRawBufferPointer(start: data, count: count), to: descriptor) {
        failure = Failure(reason: error.reason)
        return false
      }
      return true
    }

    /// cairo's write function over a sink passed as its closure.
    static let writeFunction: cairo_write_func_t = { closure, data, length in
      guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
      let sink = Unmanaged<FileSink>.fromOpaque(closure).takeUnretainedValue()
      return sink.write(data, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR
    }

    /// The closure cairo passes back to `writeFunction` (the sink, not retained: it outlives
    /// the surfaces that write to it).
    var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
  }

  private static func write(_ specimen: Specimen, into sink: FileSink, as format: SpecimenFormat) throws(Failure)
    -> Int?
  {
    switch format {
    case .pdf:
      guard
        let surface = cairo_pdf_surface_create_for_stream(
          FileSink.writeFunction, sink.closure, SpecimenSheet.pageWidth, SpecimenSheet.pageHeight)
      else {
        throw Failure(CAIRO_STATUS_NO_MEMORY)
      }
      defer { cairo_surface_destroy(surface) }
      try check(cairo_surface_status(surface))
      // What a PDF viewer's title bar and pdfinfo say of it (it had no title).
      cairo_pdf_surface_set_metadata(
        surface, CAIRO_PDF_METADATA_TITLE, SpecimenSheet.cairoText(documentTitle(of: specimen)))
      cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Typecase")
      // Dated SOURCE_DATE_EPOCH when it is set, as reproducible builds ask: two sheets of the
      // same fonts are then the same bytes (they differed in the date alone).
      if let epoch = UTCTimestamp.sourceDateEpoch {
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, UTCTimestamp.iso8601(seconds: epoch))
      }
      try draw(specimen, on: surface, breaksPages: true)
      cairo_surface_finish(surface)
      try check(cairo_surface_status(surface))
      return nil
    case .png, .svg:
      // One long page: drawn once to measure it, then again into a surface of that height.
      // Not replayed from the measuring surface: cairo 1.16 replays a color font's (COLR)
      // glyphs and drops its plain ones, so a color font's sheet showed its color glyphs alone.
      guard let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil) else {
        throw Failure(CAIRO_STATUS_NO_MEMORY)
      }
      defer { cairo_surface_destroy(recording) }
      let height = try draw(specimen, on: recording, breaksPages: false)
      let scale = try writeSinglePage(specimen, height: height, to: sink, as: format)
      // An SVG is drawn at 1 (its points are the sheet's), which is no lowered resolution.
      guard format == .png else { return nil }
      return scale < SpecimenSheet.pngScale ? Int((scale * 72).rounded(.down)) : nil
    }
  }

  /// The title of a sheet: its face's heading (the instance its axes are set to, see
  /// `Specimen.heading`: "Inter Black" titled a sheet drawn Thin), or its family's name when
  /// it shows several faces.
  static func documentTitle(of specimen: Specimen) -> String {
    let name =
      specimen.faces.count == 1
      ? specimen.faces.first.map { specimen.heading(of: $0) } : specimen.faces.first?.face.family
    return VisibleText.escapedControls(name ?? "")
  }

  @discardableResult
  private static func draw(_ specimen: Specimen, on surface: OpaquePointer, breaksPages: Bool) throws(Failure) -> Double
  {
    guard let cairo = cairo_create(surface) else { throw Failure(CAIRO_STATUS_NO_MEMORY) }
    defer { cairo_destroy(cairo) }
    if !breaksPages {
      cairo_set_source_rgb(cairo, 1, 1, 1)
    }
    let height = SpecimenSheet.draw(specimen, into: cairo, breaksPages: breaksPages)
    try check(cairo_status(cairo))
    return height
  }

  /// Draws the one long page of `height` points; returns the scale drawn at (pixels per point).
  private static func writeSinglePage(
    _ specimen: Specimen, height: Double, to sink: FileSink, as format: SpecimenFormat
  ) throws(Failure) -> Double {
    let width = SpecimenSheet.pageWidth
    let surface: OpaquePointer?
    // cairo's images are at most 32,767 pixels high: a tall sheet is drawn at a smaller scale.
    let scale = format == .png ? min(SpecimenSheet.pngScale, 32_000 / height) : 1
    // Said as such: cairo's own words were "invalid value (typically too big) for the size of
    // the input".
    if format == .png && scale < 0.5 { throw Failure.tooTall }
    if format == .png {
      surface = cairo_image_surface_create(
        CAIRO_FORMAT_RGB24, Int32(width * scale), Int32((height * scale).rounded(.up)))
    } else {
      surface = cairo_svg_surface_create_for_stream(FileSink.writeFunction, sink.closure, width, height)
    }
    guard let surface else { throw Failure(CAIRO_STATUS_NO_MEMORY) }
    defer { cairo_surface_destroy(surface) }
    try check(cairo_surface_status(surface))
    guard let cairo = cairo_create(surface) else { throw Failure(CAIRO_STATUS_NO_MEMORY) }
    cairo_set_source_rgb(cairo, 1, 1, 1)
    cairo_paint(cairo)
    cairo_scale(cairo, scale, scale)
    SpecimenSheet.draw(specimen, into: cairo, breaksPages: false)
    let status = cairo_status(cairo)
    cairo_destroy(cairo)
    try check(status)
    if format == .png {
      // Its resolution, which cairo does not write: placed at 72 dpi, an A4 sheet came out
      // 16.5 inches wide.
      sink.insert(PNGResolution.chunk(dotsPerInch: scale * 72), after: PNGResolution.headerEnd)
      try check(cairo_surface_write_to_png_stream(surface, FileSink.writeFunction, sink.closure))
    } else {
      cairo_surface_finish(surface)
      try check(cairo_surface_status(surface))
    }
    return scale
  }

  private static func check(_ status: cairo_status_t) throws(Failure) {
    if status != CAIRO_STATUS_SUCCESS { throw Failure(status) }
  }
}
