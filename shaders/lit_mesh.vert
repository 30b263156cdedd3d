#version 330 core
// Lit, instanced meshes: planets, the Sun, stations and ships. Positions arrive relative to the
// camera (see engine/gl/gpu_mesh.h), so uViewProjection holds the view's rotation only.
layout(location = 0) in vec3 aPosition;
layout(location = 1) in vec3 aNormal;
layout(location = 2) in vec2 aUv;
layout(location = 3) in vec4 iPositionScale;  // camera-relative position (m), uniform scale
layout(location = 4) in vec4 iOrientation;    // quaternion (x, y, z, w), model to world
layout(location = 5) in vec4 iTint;

uniform mat4 uViewProjection;

out vec3 vRelative;
out vec3 vNormal;
out vec2 vUv;
out vec4 vTint;

vec3 rotate(vec4 q, vec3 v) {
  return v + 2.0 * cross(q.xyz, cross(q.xyz, v) + q.w * v);
}

void main() {
  vec3 relative = iPositionScale.xyz + rotate(iOrientation, aPosition * iPositionScale.w);
  vRelative = relative;
  vNormal = rotate(iOrientation, aNormal);
  vUv = aUv;
  vTint = iTint;
  gl_Position = uViewProjection * vec4(relative, 1.0);
}
