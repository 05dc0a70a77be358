#ifndef TYPECASE_CFONTCONFIG_SHIM_H
#define TYPECASE_CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_BDF_H
#include FT_TRUETYPE_TABLES_H
#include <fontconfig/fcfreetype.h>
#include <libintl.h>

/// Has the C library's messages (strerror's) given in UTF-8 whatever the character type's
/// locale: a program that sets none is in "C", where gettext gives "?" for each character
/// outside ASCII.
static inline void typecase_system_messages_in_utf8(void) {
  bind_textdomain_codeset("libc", "UTF-8");
}
#endif
