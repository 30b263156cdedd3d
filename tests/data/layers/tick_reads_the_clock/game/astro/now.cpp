// a fixture: astro may read the clock (the desktop starts now)
#include <chrono>
