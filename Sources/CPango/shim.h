#ifndef TYPECASE_CPANGO_SHIM_H
#define TYPECASE_CPANGO_SHIM_H
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangofc-font.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <fontconfig/fontconfig.h>
#include <hb-ot.h>

/// PANGO_GLYPH_UNKNOWN_FLAG, a macro Swift does not import.
static inline unsigned int typecase_pango_glyph_unknown_flag(void) { return PANGO_GLYPH_UNKNOWN_FLAG; }

/// The fontconfig pattern of a font fontconfig found, or NULL for any other font.
static inline FcPattern *typecase_pango_font_pattern(PangoFont *font) {
  return PANGO_IS_FC_FONT(font) ? pango_fc_font_get_pattern(PANGO_FC_FONT(font)) : NULL;
}
/// The variation axes of the font Pango draws `font` with (HarfBuzz's view of its face): up to
/// `capacity` of them in `axes`; how many there are in all (0 for a font that is not variable).
static inline unsigned int typecase_pango_font_axes(PangoFont *font, hb_ot_var_axis_info_t *axes,
                                                    unsigned int capacity) {
  hb_font_t *hb = pango_font_get_hb_font(font);
  if (!hb) return 0;
  unsigned int count = capacity;
  return hb_ot_var_get_axis_infos(hb_font_get_face(hb), 0, &count, axes);
}

/// Whether a font fontconfig found is a bitmap font in color (color emoji): cairo cannot
/// embolden its glyphs, though the pattern asks it to.
static inline int typecase_pango_font_is_color_bitmap(PangoFont *font) {
  FcPattern *pattern = typecase_pango_font_pattern(font);
  FcBool color = FcFalse, outline = FcTrue;
  if (!pattern) return 0;
  FcPatternGetBool(pattern, FC_COLOR, 0, &color);
  FcPatternGetBool(pattern, FC_OUTLINE, 0, &outline);
  return color && !outline;
}
#endif