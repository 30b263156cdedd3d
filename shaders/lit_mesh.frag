#version 330 core
// Lambert lighting from the Sun, a point light at uSunRelative; the Sun itself is emissive.
in vec3 vRelative;
in vec3 vNormal;
in vec2 vUv;
in vec4 vTint;

uniform vec3 uSunRelative;
uniform int uEmissive;
uniform int uHasTexture;
uniform sampler2D uTexture;

out vec4 fragColor;

void main() {
  // Textures are sRGB and decoded to linear by the sampler; the tint is a display colour (sRGB).
  vec3 base = uHasTexture != 0 ? texture(uTexture, vUv).rgb : pow(vTint.rgb, vec3(2.2));
  vec3 color;
  if (uEmissive != 0) {
    color = base * 1.4;
  } else {
    vec3 toSun = normalize(uSunRelative - vRelative);
    float diffuse = max(dot(normalize(vNormal), toSun), 0.0);
    color = base * (0.04 + 0.96 * diffuse);
  }
  fragColor = vec4(pow(clamp(color, 0.0, 1.0), vec3(1.0 / 2.2)), 1.0);  // to the sRGB framebuffer
}
