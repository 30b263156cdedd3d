#version 330 core
// Orbit lines, stars and body icons: camera-relative positions with a colour and a point size.
layout(location = 0) in vec3 aPosition;
layout(location = 1) in vec4 aColor;
layout(location = 2) in float aSize;

uniform mat4 uViewProjection;
uniform int uAtInfinity;  // stars: directions, drawn on the far plane whatever the zoom
uniform float uFarDepth;  // clip-space z/w of the far plane: 0 with reversed-Z, 1 otherwise

out vec4 vColor;

void main() {
  vColor = aColor;
  gl_PointSize = aSize;
  if (uAtInfinity != 0) {
    vec4 clip = uViewProjection * vec4(aPosition, 0.0);
    gl_Position = vec4(clip.xy, uFarDepth * clip.w, clip.w);
  } else {
    gl_Position = uViewProjection * vec4(aPosition, 1.0);
  }
}
