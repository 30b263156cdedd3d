#include <GLFW/glfw3.h>
#include "render/view.h"
