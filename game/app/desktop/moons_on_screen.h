// A moon on screen: seen from afar it sits on its planet's dot (the Moon a few pixels from the Earth at
// the whole system's view), and its name would cover the planet's and a click there would take the moon.
// So a moon is named and clickable on its own only once it stands apart from its planet on screen.
#pragma once

#include "desktop/frame_camera.h"
#include "render/scene_view.h"
#include "world/solar_system.h"

namespace perihelion::app {

/// How far from its planet's centre on screen (framebuffer pixels) a moon stands apart.
inline constexpr double kMoonApartPixels = 40.0;

/// Whether the body is not a moon, or a moon standing apart from its planet in this view.
bool standsApart(const render::BodyView& body, const render::SceneView& scene, const world::SolarSystem& system,
                 const FrameCamera& camera);

}  // namespace perihelion::app
