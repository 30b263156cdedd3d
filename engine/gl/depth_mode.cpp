#include "gl/depth_mode.h"

#include <glad/gl.h>

#include "core/log.h"

namespace perihelion::engine {

DepthMode setUpDepth() {
  const DepthMode mode = GLAD_GL_ARB_clip_control ? DepthMode::ReversedZ : DepthMode::Conventional;
  if (mode == DepthMode::ReversedZ) {
    glClipControl(GL_LOWER_LEFT, GL_ZERO_TO_ONE);
  } else {
    logWarning("GL", "no glClipControl: conventional depth; distant objects may z-fight");
  }
  applyDepthState(mode);
  return mode;
}

void applyDepthState(DepthMode mode) {
  glEnable(GL_DEPTH_TEST);
  glDepthFunc(mode == DepthMode::ReversedZ ? GL_GREATER : GL_LESS);
  glClearDepth(mode == DepthMode::ReversedZ ? 0.0 : 1.0);
}

}  // namespace perihelion::engine
