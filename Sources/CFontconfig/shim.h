#ifndef TYPECASE_CFONTCONFIG_SHIM_H
#define TYPECASE_CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <fontconfig/fcfreetype.h>
#endif
