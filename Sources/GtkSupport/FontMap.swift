import CAdwaita
import Synchronization

/// A fontconfig configuration (an `FcConfig`) a font map can draw from, held by the font layer
/// (TypecaseCore's family configurations conform), so the pointer passes from one layer to the
/// other without the code in between handling it.
public protocol FontconfigConfigurationHandle: AnyObject {
  /// The `FcConfig`.
  var config: OpaquePointer { get }
}

/// A Pango font map over a fontconfig configuration of its own: labels drawn with it find
/// their fonts among that configuration's fonts only.
public final class FontMap {
  let pointer: UnsafeMutablePointer<PangoFontMap>

  /// Creates a map over the configuration `fonts` (the map takes a reference of its own to
  /// it); nil when Pango cannot make one.
  public init?(fonts: some FontconfigConfigurationHandle) {
    guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else { return nil }
    pango_fc_font_map_set_config(map.opaque, fonts.config)
    pointer = map
  }

  deinit { FontMap.releaseAfterFrame(pointer.gpointer) }

  /// Makes Pango's default font map (what GTK draws a window without a map of its own with:
  /// the file chooser, when no portal shows it) draw from `fonts` (it takes a reference of its
  /// own), its cached fonts forgotten: after fonts changed with no settings daemon to tell
  /// GTK, it drew from a file that was gone.
  public static func useForDefault(_ fonts: some FontconfigConfigurationHandle) {
    guard let map = pango_cairo_font_map_get_default() else { return }
    pango_fc_font_map_set_config(map.opaque, fonts.config)
  }

  /// Gives up one reference to `map` once the main loop has nothing more urgent to do: after
  /// the frame being made, not inside it (safe from any thread).
  ///
  /// The last reference finalizes the map, its fonts' FreeType faces and its fontconfig
  /// configuration: when a search rebinds the list's rows to other families, the maps the rows
  /// let go of took 4–6 ms of the frame that showed its first results (perf, 50,000 faces).
  /// They go `releasedPerTurn` at a time, so that maps piled up while the list scrolled flat out
  /// do not hold the main loop for one long turn either.
  static func releaseAfterFrame(_ map: gpointer) {
    let first = pendingReleases.withLock { pending in
      pending.append(UInt(bitPattern: map))
      return pending.count == 1
    }
    guard first else { return }
    g_idle_add_full(
      G_PRIORITY_LOW,
      { _ in
        let batch = FontMap.pendingReleases.withLock { pending in
          let batch = pending.prefix(FontMap.releasedPerTurn)
          pending.removeFirst(batch.count)
          return (maps: Array(batch), more: !pending.isEmpty)
        }
        for map in batch.maps { g_object_unref(UnsafeMutableRawPointer(bitPattern: map)) }
        return batch.more ? 1 : 0
      }, nil, nil)
  }

  /// The maps `releaseAfterFrame` gives up a reference to in one turn of the main loop (about
  /// 2 ms of finalizing).
  static let releasedPerTurn = 16

  /// The maps waiting for `releaseAfterFrame`'s idle source, as addresses.
  private static let pendingReleases = Mutex<[UInt]>([])
}

extension Widget {
  /// Draws the widget's text with `map`; nil: with its window's map again.
  public func useFontMap(_ map: FontMap?) {
    // The map the widget had goes after the frame (see `FontMap.releaseAfterFrame`).
    if let old = gtk_widget_get_font_map(pointer), old != map?.pointer {
      FontMap.releaseAfterFrame(g_object_ref(old.gpointer))
    }
    if let map {
      gtk_widget_set_font_map(pointer, map.pointer)
    } else {
      // GTK 4.8 takes a reference to the new map even when it is NULL (a GLib critical), so a
      // widget that had a map of its own gets its window's map back instead of none.
      guard gtk_widget_get_font_map(pointer) != nil else { return }
      let window = gtk_widget_get_root(pointer).flatMap { gtk_widget_get_font_map($0.widget) }
      gtk_widget_set_font_map(pointer, window ?? pango_cairo_font_map_get_default())
    }
    fontMapDidChange()
  }

  /// Draws the widget's text with the font map `other` has (a dialog drawn as its window is).
  public func useFontMap(of other: Widget) {
    guard let map = gtk_widget_get_font_map(other.pointer) else { return }
    gtk_widget_set_font_map(pointer, map)
    fontMapDidChange()
  }
}
