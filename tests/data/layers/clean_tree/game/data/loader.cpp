#include <fstream>
#include "sim/game_state.h"
