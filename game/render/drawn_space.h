// One scale near a planet. A planet is drawn bodySizeScale (200) times its true size so that it is
// more than a pixel, and its well with it (render/well_view.h: rings and stations at 200 times their true
// offsets); far from the planets space is drawn at the display's distance scale. Drawn at that plain scale,
// a ship flying in would pass through the drawn globe (a true 300,000 km from the Earth is inside its drawn
// 1.27 million km radius) and jump onto the drawn ring as the well took it.
//
// So the space round each planet is drawn stretched, continuously. A point at true distance d from the
// planet's centre is drawn along the same direction from the drawn centre, at
//   g(d) = k d                                    d <= R, the outermost ring: the well's scale k (200),
//                                                 as the rings and stations are drawn;
//   g(d) = k R + (d - R) (s B - k R) / (B - R)    R < d < B = 1.5 k R / s: a linear blend down to ...
//   g(d) = s d                                    d >= B: the plain scale s (the display's distance scale).
// g is continuous and increasing: nothing jumps, and nothing drawn nearer a planet than another is drawn
// further. A ship outside a planet (d > its radius r) is drawn outside the drawn globe (g(d) > k r, as
// R > r and s B > k R). Sizes are drawn g(d) / d times theirs. Within B of two planets the nearer's
// applies; for the shipped planets that never happens (Venus's and the Earth's B, 0.10 and 0.147 au, are
// more than 0.26 au apart at the closest). The view is Kerbal Space Program's and Celestia's idea of
// showing bodies larger than true, kept consistent for what flies near them.
//
// Moons beyond the outermost ring (all but Phobos) would fall in the blend, where space is drawn at a third
// of the plain scale: Jupiter's four would crowd within 0.5 million km of one another. So a planet with moons
// out there has a moons' zone between R and M (its furthest moon's apoapsis, 5 % more), drawn linearly from
// k R to (1 + kMoonRoom) k R, and the blend runs from there: M and g(M) take R's and k R's places above. A
// moon is drawn where its true place falls (render/scene_view.cpp), ships about it with it.
#pragma once

#include <vector>

#include <glm/vec3.hpp>

#include "world/solar_system.h"

namespace perihelion::render {

/// The blend radius B over k R / s (see above).
inline constexpr double kBlendOverWell = 1.5;
/// The moons' zone's drawn depth over k R (see above).
inline constexpr double kMoonRoom = 0.4;

/// Where a true point is drawn, and how many drawn metres a true metre there is.
struct DrawnAt {
  glm::dvec3 position{0.0};
  double scale = 1.0;
};

/// The stretched space at one time: each planet's place and reach, worked out once (orbits cost a Kepler
/// solve each) for the many points drawn in a frame.
class DrawnSpace {
 public:
  DrawnSpace(const world::SolarSystem& system, double jdTT);

  /// Where the true heliocentric point is drawn.
  DrawnAt at(const glm::dvec3& truePoint) const;
  /// The inverse: the true point drawn at `drawnPoint` (for orders given by pointing).
  glm::dvec3 trueOf(const glm::dvec3& drawnPoint) const;

 private:
  struct Well {
    glm::dvec3 centre{0.0};  ///< true
    glm::dvec3 drawn{0.0};   ///< drawn centre
    double ring = 0.0;       ///< R, true metres
    double moons = 0.0;      ///< M, true metres: the moons' zone's outer edge (R when none is beyond R)
    double moonsDrawn = 0.0;  ///< g(M), drawn metres
    double blend = 0.0;      ///< B, true metres
    double scale = 1.0;      ///< k
  };
  /// The well whose stretched space holds the point (true or drawn), the nearest; null for none.
  const Well* wellOf(const glm::dvec3& point, bool drawn) const;

  std::vector<Well> wells_;
  double plain_ = 1.0;  ///< s
};

}  // namespace perihelion::render
