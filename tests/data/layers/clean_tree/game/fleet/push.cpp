#include "fleet/fleet.h"
#include <immintrin.h>
