import GtkSupport

extension ScreenPage {
  /// Where the rows in view were, to keep them there when lines come or go above them: each
  /// row's ID and how far below the list's top edge it starts, top first.
  struct ScrollAnchor {
    var rows: [(id: String, y: Double)]
    /// The list's scroll offset then.
    var offset: Double
  }

  /// The rows in view now (those whose top is), or nil when the list is at its top (a family
  /// added there shows) or not drawn.
  ///
  /// While the list has yet to scroll back to an earlier anchor, that one: the rows are
  /// still where the list laid them out before, not where its new scroll offset puts them.
  var scrollAnchor: ScrollAnchor? {
    if let pendingScrollAnchor { return pendingScrollAnchor }
    guard listView.isMapped, listView.visibleRange.offset > 0 else { return nil }
    let rows = boundRows.compactMap { row -> (id: String, y: Double)? in
      guard let position = row.position, entries.indices.contains(position), let id = entries[position].row?.id,
        row.box.isShown(in: listView), let placed = row.box.translate(x: 0, y: 0, to: listView), placed.y >= 0
      else { return nil }
      return (id, placed.y)
    }
    return rows.isEmpty ? nil : ScrollAnchor(rows: rows.sorted { $0.y < $1.y }, offset: listView.visibleRange.offset)
  }

  /// Stops keeping the rows of an earlier anchor in place (see `keep`): the list goes where it
  /// is sent next (a family revealed).
  func forgetScrollAnchor() {
    pendingScrollAnchor = nil
  }

  /// Brings the row `id` back into view in each of the next frames (20 at most) where it is not
  /// shown: a family revealed after the fonts changed was scrolled to, and a refresh before the
  /// list had laid that out (the faces' facts, read a moment after the fonts) left the list at
  /// the rows it showed before, the family focused out of view.
  func keepInView(rowID id: String) {
    let isRunning = keptInViewFramesLeft > 0
    keptInViewFramesLeft = 20
    guard !isRunning else { return }
    FrameCapture.afterEachPaintOnceRealized(of: listView) { [weak self] in
      guard let self else { return false }
      self.keptInViewFramesLeft -= 1
      guard self.keptInViewFramesLeft > 0, let position = self.position(ofRow: id) else {
        self.keptInViewFramesLeft = 0
        return false
      }
      let isShown = self.boundRows.contains { $0.position == position && $0.box.isShown(in: self.listView) }
      if !isShown { self.listView.scroll(to: position) }
      return true
    }
  }

  /// Scrolls, once the list has drawn its new lines, so that the first row of `anchor` still
  /// listed is where it was: a font installed or removed elsewhere moved every row below it by
  /// a line, and the rows in view slid under the pointer (a click meant for one family went to
  /// the next).
  ///
  /// While the row is not drawn (the focused row, scrolled to first, was far from it), the
  /// list goes back to where it was, and the row is looked for in the next frames. Given while
  /// it waits for an earlier anchor, it takes that one's place.
  func keep(_ anchor: ScrollAnchor) {
    let isWaiting = pendingScrollAnchor != nil
    pendingScrollAnchor = anchor
    scrollAnchorFramesLeft = 6
    guard !isWaiting else { return }
    FrameCapture.afterEachPaintOnceRealized(of: listView) { [weak self] in
      guard let self, let anchor = self.pendingScrollAnchor else { return false }
      self.scrollAnchorFramesLeft -= 1
      let framesLeft = self.scrollAnchorFramesLeft
      let rows = self.boundRows
      for (id, y) in anchor.rows {
        guard let position = self.position(ofRow: id) else { continue }
        // A row the list no longer shows keeps the place it had (unmapped).
        guard let row = rows.first(where: { $0.position == position }), row.box.isMapped,
          let placed = row.box.translate(x: 0, y: 0, to: self.listView)
        else {
          self.listView.scroll(toOffset: anchor.offset)
          if framesLeft <= 0 { self.pendingScrollAnchor = nil }
          return framesLeft > 0
        }
        // Until the list has laid the rows out at the new offset (checked in the next frame),
        // the anchor stays: rows read before then are where the list had them.
        let shift = placed.y - y
        if abs(shift) >= 1 { self.listView.scroll(toOffset: self.listView.visibleRange.offset + shift) }
        guard abs(shift) >= 1, framesLeft > 0 else {
          self.pendingScrollAnchor = nil
          return false
        }
        return true
      }
      self.pendingScrollAnchor = nil
      return false
    }
  }
}
