// a fixture: the tick must not read the clock
#include <chrono>
#include "fleet/a.h"
