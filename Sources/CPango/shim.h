#ifndef TYPECASE_CPANGO_SHIM_H
#define TYPECASE_CPANGO_SHIM_H
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangofc-font.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <fontconfig/fontconfig.h>

/// PANGO_GLYPH_UNKNOWN_FLAG, a macro Swift does not import.
static inline unsigned int typecase_pango_glyph_unknown_flag(void) { return PANGO_GLYPH_UNKNOWN_FLAG; }

/// The fontconfig pattern of a font fontconfig found, or NULL for any other font.
static inline FcPattern *typecase_pango_font_pattern(PangoFont *font) {
  return PANGO_IS_FC_FONT(font) ? pango_fc_font_get_pattern(PANGO_FC_FONT(font)) : NULL;
}
#endif
