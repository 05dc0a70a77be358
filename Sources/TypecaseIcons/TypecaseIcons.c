// A target needs one source; this module has no code (see include/TypecaseIcons.h).
#include "TypecaseIcons.h"
