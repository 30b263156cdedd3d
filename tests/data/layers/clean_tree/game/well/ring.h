#pragma once
#include "orbit/orbit.h"
