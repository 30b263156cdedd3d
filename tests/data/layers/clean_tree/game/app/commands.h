#pragma once
#include "render/scene_view.h"
