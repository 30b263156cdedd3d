#pragma once
#include "sim/game_state.h"
#include "render/view.h"
