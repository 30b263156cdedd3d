#pragma once
#include "well/ring.h"
#include "names.h"
