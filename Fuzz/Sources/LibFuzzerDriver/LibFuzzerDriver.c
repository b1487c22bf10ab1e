// Header-only target: the declaration in include/ is all; libFuzzer supplies the definition.
#include "LibFuzzerDriver.h"
