#include "gl/draw_stats.h"

namespace perihelion::engine {

DrawStats& drawStats() {
  static DrawStats stats;
  return stats;
}

}  // namespace perihelion::engine
