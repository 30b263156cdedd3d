// Routes the driver's KHR_debug messages to the log (tag "GL"), notifications excepted.
#pragma once

namespace perihelion::engine {

/// Call once with a current context whose driver has GL_KHR_debug.
void installGlDebugLog();

}  // namespace perihelion::engine
