#pragma once
#include "fleet/fleet.h"
