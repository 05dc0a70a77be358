// A target needs one source; this module has no code (see include/TypecaseTranslations.h).
#include "TypecaseTranslations.h"
