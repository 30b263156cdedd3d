// Reversed-Z depth: with a 32-bit float depth buffer and depth 1 at the near plane, precision is
// nearly uniform in log distance, enough to draw a 100 m station and the 1e13 m solar system in one
// frame without z-fighting (Reed 2015, "Depth Precision Visualized"; Kemen 2012). It needs
// glClipControl (GL 4.5 or ARB_clip_control, which Mesa's llvmpipe has).
#pragma once

namespace perihelion::engine {

enum class DepthMode { ReversedZ, Conventional };

/// Chooses reversed-Z when the driver allows it and sets clip control, depth function and clear depth.
DepthMode setUpDepth();

/// The depth buffer's clear value and comparison for a mode.
void applyDepthState(DepthMode mode);

}  // namespace perihelion::engine
