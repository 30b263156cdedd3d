#pragma once
#include "sim/game_state.h"
