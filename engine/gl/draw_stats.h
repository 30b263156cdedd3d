// Counts draw calls, so tests and the HUD can check that instancing keeps them flat.
#pragma once

namespace perihelion::engine {

struct DrawStats {
  int drawCalls = 0;
};

/// The counters for the frame being drawn; reset by the caller at the start of a frame.
DrawStats& drawStats();

}  // namespace perihelion::engine
