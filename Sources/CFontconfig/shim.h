#ifndef TYPECASE_CFONTCONFIG_SHIM_H
#define TYPECASE_CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>
#endif
