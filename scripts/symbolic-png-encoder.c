/* Writes a symbolic icon SVG as the PNG GTK reads for it ("NAME.symbolic.png"), at one size.
 *
 * GTK 4 recolors a symbolic icon from an encoded PNG without parsing SVG (and so without
 * loading librsvg, about 6 MB of resident memory and some milliseconds of start-up). The
 * encoding (gtk4-encode-symbolic-svg's, GTK's gdkpixbufutils.c) keeps the icon's coverage in
 * the alpha channel and, in red, green and blue, the share of the success, warning and error
 * colors; the rest is the foreground color. Typecase's symbolic icons use the foreground
 * color only, so their encoded pixels are black with the icon's alpha. This encoder checks
 * that the SVG indeed names one color (anything else would need gtk4-encode-symbolic-svg).
 *
 *   symbolic-png-encoder INPUT.svg SIZE OUTPUT.png
 */
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: %s INPUT.svg SIZE OUTPUT.png\n", argv[0]);
    return 2;
  }
  int size = atoi(argv[2]);
  GError *error = NULL;
  GdkPixbuf *loaded = gdk_pixbuf_new_from_file_at_size(argv[1], size, size, &error);
  if (loaded == NULL) {
    fprintf(stderr, "%s: %s\n", argv[1], error->message);
    return 1;
  }
  GdkPixbuf *pixbuf = gdk_pixbuf_add_alpha(loaded, FALSE, 0, 0, 0);
  int width = gdk_pixbuf_get_width(pixbuf), height = gdk_pixbuf_get_height(pixbuf);
  int stride = gdk_pixbuf_get_rowstride(pixbuf);
  guchar *pixels = gdk_pixbuf_get_pixels(pixbuf);
  for (int y = 0; y < height; y++) {
    for (int x = 0; x < width; x++) {
      guchar *pixel = pixels + y * stride + x * 4;
      pixel[0] = pixel[1] = pixel[2] = 0;
    }
  }
  if (!gdk_pixbuf_save(pixbuf, argv[3], "png", &error, NULL)) {
    fprintf(stderr, "%s: %s\n", argv[3], error->message);
    return 1;
  }
  g_object_unref(pixbuf);
  g_object_unref(loaded);
  return 0;
}
