#pragma once
#include <glad/gl.h>
#include "core/log.h"
