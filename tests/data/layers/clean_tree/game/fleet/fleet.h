#pragma once
#include "world/station.h"
