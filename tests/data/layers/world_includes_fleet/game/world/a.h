#pragma once
#include "fleet/b.h"
