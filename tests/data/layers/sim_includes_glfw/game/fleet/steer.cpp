#include <cmath>
#include <GLFW/glfw3.h>
