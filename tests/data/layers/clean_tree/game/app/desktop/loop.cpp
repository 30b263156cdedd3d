#include <GLFW/glfw3.h>
#include "commands.h"
#include "gl/mesh.h"
