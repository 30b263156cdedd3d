#version 330 core
// Lines as they come; points as round discs with a soft edge (icons and stars).
in vec4 vColor;
uniform int uRoundPoints;
out vec4 fragColor;

void main() {
  float alpha = vColor.a;
  if (uRoundPoints != 0) {
    float r = length(gl_PointCoord - vec2(0.5)) * 2.0;
    if (r > 1.0) discard;
    alpha *= 1.0 - smoothstep(0.7, 1.0, r);
  }
  fragColor = vec4(vColor.rgb, alpha);
}
