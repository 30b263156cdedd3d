#pragma once
#include "world/a.h"
