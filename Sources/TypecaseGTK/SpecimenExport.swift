import FoundationEssentials
import GtkSupport
import TypecaseCore
import TypecaseFaceReading
import TypecaseRendering

/// Writes specimens of the window's families and faces off the main thread ("Export
/// Specimen…"), with what `typecase specimen` draws; outcomes come back on the main loop.
final class SpecimenExport {
  /// What one export came to: the file written, or why it was not.
  enum Outcome: Sendable {
    /// Written; `resolution`: a PNG's lowered resolution in dpi (see `TextDrawing.write`);
    /// `leftOut`: the faces left out as Pango cannot draw them (`SpecimenFace.leftOut`);
    /// `unreadable`: those left out as their files cannot be read; `forbidding`: the faces of
    /// a PDF whose licenses forbid embedding them as it does (OS/2 fsType); `gaps`: the
    /// characters of the chosen text faces lack, drawn as boxes, with the count of faces drawn.
    case written(
      path: String, resolution: Int?, leftOut: [String], unreadable: [String],
      forbidding: [(name: String, refusal: PDFEmbeddingRefusal)], gaps: [SpecimenTextGap], faceCount: Int)
    case failed(Message)
  }

  private let inbox: MainThreadInbox<Outcome>

  /// Creates an exporter whose outcomes reach `handler` on the main loop.
  init(_ handler: @escaping (Outcome) -> Void) {
    inbox = MainThreadInbox(handler)
  }

  /// Reads `faces` (their characters, each from its own file) and draws them into `path`;
  /// `text` is the sample paragraph the user chose (nil: the pangram, or the face's own
  /// characters where it lacks the pangram's); `axisValues` the axis positions to draw at,
  /// `features` the OpenType features switched; `fromTheirFiles`: `faces` are read from font
  /// files that are not installed (a font file's page), drawn from those files.
  func export(
    _ faces: [FontFace], from library: FontLibrary, fromTheirFiles: Bool = false, to path: String, pangram: String,
    text: String?,
    axisValues: [String: Double], features: [String: Int], labels: SpecimenLabels, title: String? = nil,
    instance: (style: String, postScriptName: String?)? = nil
  ) {
    guard let format = SpecimenFormat(path: path) else { return }
    let inbox = inbox
    BackgroundThread.detach {
      // A face whose file cannot be read is left out, as `typecase specimen` leaves it out: its
      // page was drawn in boxes. With none left, the export fails as the command does.
      var unreadable: [(face: FontFace, reason: Message)] = []
      // Each face once, from the copy programs get (a family page lists every copy).
      let once =
        fromTheirFiles ? faces : faces.first.map { library.oneCopyOfEachFace(faces, family: $0.family).kept } ?? faces
      var drawn = SpecimenFace.read(
        once, from: library, fromTheirFiles: fromTheirFiles, readingWith: FaceReader.reader
      ) {
        unreadable.append(($0, $1))
      }
      if drawn.isEmpty, let first = unreadable.first {
        inbox.post(.failed(Message.cannotRead(first.face.location.file, because: first.reason)))
        return
      }
      // Faces Pango cannot draw (Type 1) are left out: of a Type 1 face alone, an empty page
      // was written and said to be exported.
      if drawn.isEmpty, let face = faces.first(where: { !$0.isDrawable }) {
        inbox.post(.failed(SpecimenError.undrawable(name: face.displayName, format: face.drawingFormat ?? "").message))
        return
      }
      // A face page's face moved along its axes is headed by the page's name for it, and, at a
      // named instance, that one's style and PostScript name under the heading; moved off
      // every instance, none (the face's own stood beside other coordinates). The sheet takes
      // these names as standing at the axes it is drawn at.
      if let title, drawn.count == 1 {
        drawn[0].face.fullName = title
        drawn[0].face.style = instance?.style ?? ""
        drawn[0].face.postScriptName = instance?.postScriptName
        drawn[0].isNamedAtItsAxes = true
      }
      let specimen = Specimen(
        faces: drawn, pangram: pangram, text: text, labels: labels, axisValues: axisValues, features: features)
      do throws(SpecimenError) {
        let resolution = try PangoTextDrawing().write(specimen, to: path, as: format)
        let leftOut = SpecimenFace.leftOut(of: faces, drawn: drawn).map { $0.postScriptName ?? $0.displayName }
        // As `typecase specimen` says (the window wrote a restricted font into a PDF unsaid).
        let forbidding =
          format == .pdf || format == .svg
          ? drawn.compactMap { face in
            face.pdfEmbeddingRefusal.map { (name: face.face.postScriptName ?? face.face.displayName, refusal: $0) }
          } : []
        inbox.post(
          .written(
            path: path, resolution: resolution, leftOut: leftOut,
            unreadable: unreadable.map { $0.face.postScriptName ?? $0.face.displayName }, forbidding: forbidding,
            gaps: specimen.textGaps, faceCount: drawn.count))
      } catch {
        inbox.post(.failed(error.message))
      }
    }
  }
}
