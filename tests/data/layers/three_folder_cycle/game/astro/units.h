#pragma once
#include "world/clock.h"
