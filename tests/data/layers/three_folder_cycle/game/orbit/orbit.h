#pragma once
#include "astro/units.h"
