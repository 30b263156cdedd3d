#version 330 core
// Lambert lighting from the Sun, a point light at uSunRelative; the Sun itself is emissive.
// Planets: their texture, or the tint colour without one. Models (uUseMaterial = 1, set by
// engine/gl/gpu_model): the material's base colour times its texture, times the tint, whose alpha
// makes a translucent ghost.
in vec3 vRelative;
in vec3 vNormal;
in vec2 vUv;
in vec4 vTint;

uniform vec3 uSunRelative;
uniform int uEmissive;
uniform int uHasTexture;
uniform sampler2D uTexture;
uniform int uUseMaterial;
uniform vec4 uMaterialColor;  // linear RGBA (glTF's baseColorFactor is linear)

out vec4 fragColor;

void main() {
  // Textures are sRGB and decoded to linear by the sampler; the tint is a display colour (sRGB).
  vec3 base;
  float alpha = 1.0;
  if (uUseMaterial != 0) {
    vec3 texel = uHasTexture != 0 ? texture(uTexture, vUv).rgb : vec3(1.0);
    base = uMaterialColor.rgb * texel * pow(vTint.rgb, vec3(2.2));
    alpha = uMaterialColor.a * vTint.a;
  } else {
    base = uHasTexture != 0 ? texture(uTexture, vUv).rgb : pow(vTint.rgb, vec3(2.2));
  }
  vec3 color;
  if (uEmissive != 0) {
    color = base * 1.4;
  } else {
    vec3 toSun = normalize(uSunRelative - vRelative);
    float diffuse = max(dot(normalize(vNormal), toSun), 0.0);
    color = base * (0.04 + 0.96 * diffuse);
  }
  fragColor = vec4(pow(clamp(color, 0.0, 1.0), vec3(1.0 / 2.2)), alpha);  // to the sRGB framebuffer
}
