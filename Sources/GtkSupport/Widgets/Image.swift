import CAdwaita

/// A GtkImage showing a themed icon.
public final class Image: Widget {
  /// Creates an image of the icon `iconName` (nil: empty).
  public init(iconName: String? = nil) {
    super.init(retaining: created(gtk_image_new()))
    self.iconName = iconName
  }

  /// The themed icon shown; nil clears the image.
  public var iconName: String? {
    get { gtk_image_get_icon_name(opaque).map { String(cString: $0) } }
    set {
      // Setting the same icon again would still make GTK look it up and lay the image out.
      guard newValue != iconName else { return }
      if let newValue { gtk_image_set_from_icon_name(opaque, newValue) } else { gtk_image_clear(opaque) }
    }
  }

  /// The icon's size in pixels (the space an empty image keeps, too).
  public var pixelSize: Int {
    get { Int(gtk_image_get_pixel_size(opaque)) }
    set { gtk_image_set_pixel_size(opaque, Int32(newValue)) }
  }
}
