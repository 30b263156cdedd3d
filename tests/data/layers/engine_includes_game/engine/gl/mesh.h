#pragma once
#include "core/log.h"
#include "world/station.h"
