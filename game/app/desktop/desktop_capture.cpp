// [SECTION] The desktop's headless uses: the frame-time benchmark (--bench-frames) and the screenshot
// command, with its JSON report of where each body was drawn and what a click there picks.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>

#include <glad/gl.h>
#include <nlohmann/json.hpp>
#include <stb_image_write.h>

#include "desktop/desktop_session.h"
#include "desktop/player_input.h"
#include "desktop/well_frame.h"

namespace perihelion::app {

bool DesktopSession::writeWindowPng(const std::filesystem::path& file) const {
  const glm::ivec2 size = window_->framebufferSize();
  const std::vector<std::uint8_t> rgba = engine::readPixelsTopDown(0, size);
  return stbi_write_png(file.string().c_str(), size.x, size.y, 4, rgba.data(), size.x * 4) != 0;
}

void DesktopSession::runBenchmark(int frames) {
  using Clock = std::chrono::steady_clock;
  const auto ms = [](Clock::time_point a, Clock::time_point b) {
    return std::chrono::duration<double, std::milli>(b - a).count();
  };
  std::vector<double> total, cpu, gpu, swap, navigation;
  constexpr int kWarmUp = 10;
  pace_.enabled = false;  // the rate the benchmark asks for, throughout, as the figures before the pacing
  for (int k = 0; k < frames + kWarmUp; ++k) {
    const auto start = Clock::now();
    window_->pollEvents();
    runFrame(world::kTickSeconds, true);
    const auto submitted = Clock::now();
    glFinish();  // count the GPU's (here llvmpipe's) work in the frame, not just the submission
    const auto finished = Clock::now();
    window_->swapBuffers();
    const auto end = Clock::now();
    if (k < kWarmUp) continue;
    total.push_back(ms(start, end));
    cpu.push_back(ms(start, submitted));
    gpu.push_back(ms(submitted, finished));
    swap.push_back(ms(finished, end));
    navigation.push_back(navigationMilliseconds_);
  }
  const auto median = [](std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
  };
  std::vector<double> sorted = total;
  std::sort(sorted.begin(), sorted.end());
  const glm::ivec2 size = window_->framebufferSize();
  std::printf("frames %d at %dx%d with %zu stations, %zu ships: median %.2f ms (cpu %.2f of which ticks "
              "%.2f, gpu %.2f, swap %.2f), p90 %.2f ms; %d draw calls; %s\n",
              frames, size.x, size.y, game_->state().stations.size(), game_->state().fleets.ships.size(), median(total),
              median(cpu), median(navigation), median(gpu), median(swap), sorted[sorted.size() * 9 / 10],
              drawCallsLastFrame_, window_->glDescription().c_str());
}

bool DesktopSession::captureScreenshot(const ScreenshotOptions& options) {
  pace_.enabled = false;
  player_->showHelp() = false;
  // Played first, if asked, frame by frame of a fixed length, so the same options give the same picture.
  for (int k = 0; k < options.playFrames; ++k) {
    window_->pollEvents();
    runFrame(world::kTickSeconds, false);
  }
  game_->submit(sim::SetPaused{true});  // the picture shows exactly the date reached
  for (int k = 0; k < std::max(options.frames, 1); ++k) {
    window_->pollEvents();
    runFrame(world::kTickSeconds, options.hud);
    if (k + 1 < options.frames) window_->swapBuffers();
  }
  const glm::ivec2 size = window_->framebufferSize();
  if (!writeWindowPng(options.out)) {
    std::cerr << "perihelion: cannot write " << options.out.string() << '\n';
    return false;
  }
  if (options.report.empty()) return true;
  const world::SolarSystem& system = game_->system();
  const FrameCamera& camera = frame_.camera;
  std::vector<engine::PickTarget> targets;
  for (const render::BodyView& b : frame_.scene.bodies) {
    if (!b.crowded) targets.push_back({b.position, b.radius, b.id.value});
  }
  nlohmann::json report;
  report["width"] = size.x;
  report["height"] = size.y;
  report["jd_tt"] = astro::julianDateOfSeconds(game_->state().time);
  report["draw_calls"] = drawCallsLastFrame_;
  report["bodies"] = nlohmann::json::array();
  for (const render::BodyView& b : frame_.scene.bodies) {
    const glm::dvec3 s = camera.toScreen(b.position);
    nlohmann::json entry;
    entry["name"] = system.body(b.id).name;
    entry["x"] = s.x;
    entry["y"] = s.y;
    entry["depth"] = s.z;
    entry["radius_px"] = camera.projectedRadiusPixels(b.radius, glm::length(b.position - frame_.scene.eye));
    entry["on_screen"] = s.z >= 0.0 && s.z <= 1.0 && s.x >= 0 && s.y >= 0 && s.x < size.x && s.y < size.y;
    const auto hit = engine::pickNearest(camera.rayThrough({s.x, s.y}), targets, kPickMinRadiusPixels,
                                         camera.radiansPerPixel());
    entry["picked"] = hit ? nlohmann::json(system.body(world::BodyId{hit->id}).name) : nlohmann::json(nullptr);
    entry["drawn_m"] = {b.position.x, b.position.y, b.position.z};
    entry["drawn_radius_m"] = b.radius;
    entry["crowded"] = b.crowded;  // a moon on its planet's dot: a click there takes the planet
    report["bodies"].push_back(entry);
  }
  // Ships and stations: where drawn (pixel, and drawn metres for checks in 3D), whose, and what a click
  // on their pixel picks, as the player's click does (desktop/player_input.h).
  const sim::GameState& state = game_->state();
  const auto ownerKey = [&](world::PlayerId owner) {
    const sim::Player* p = state.player(owner);
    return p ? nlohmann::json(p->key) : nlohmann::json(nullptr);
  };
  const auto placed = [&](nlohmann::json& entry, const glm::dvec3& drawn, double radius) {
    const glm::dvec3 s = camera.toScreen(drawn);
    entry["x"] = s.x;
    entry["y"] = s.y;
    entry["depth"] = s.z;
    entry["radius_px"] = camera.projectedRadiusPixels(radius, glm::length(drawn - frame_.scene.eye));
    entry["on_screen"] = s.z >= 0.0 && s.z <= 1.0 && s.x >= 0 && s.y >= 0 && s.x < size.x && s.y < size.y;
    entry["drawn_m"] = {drawn.x, drawn.y, drawn.z};
    const ClickTarget hit = clickTargetAt(camera.rayThrough({s.x, s.y}), frame_);
    if (hit.kind == ClickTarget::Kind::Ship) entry["picked"] = {{"ship", hit.id}};
    if (hit.kind == ClickTarget::Kind::Station) entry["picked"] = {{"station", hit.id}};
    if (hit.kind == ClickTarget::Kind::Body) entry["picked"] = {{"body", system.body(world::BodyId{hit.id}).name}};
    if (hit.kind == ClickTarget::Kind::None) entry["picked"] = nullptr;
  };
  report["ships"] = nlohmann::json::array();
  for (const render::ShipView& v : frame_.ships) {
    nlohmann::json entry;
    entry["id"] = v.ship.value;
    entry["fleet"] = state.fleets.fleets[v.fleet.value].name;
    entry["owner"] = ownerKey(state.fleets.fleets[v.fleet.value].owner);
    entry["in_well"] = v.mode == fleet::ShipMode::InWell;
    placed(entry, v.position, v.radius);
    report["ships"].push_back(entry);
  }
  report["stations"] = nlohmann::json::array();
  for (const render::StationView& v : frame_.stations) {
    nlohmann::json entry;
    entry["id"] = v.id.value;
    entry["type"] = game_->stationTypes().type(v.type).name;
    entry["planet"] = system.body(v.planet).name;
    entry["owner"] = ownerKey(v.owner);
    placed(entry, v.position, v.radius);
    report["stations"].push_back(entry);
  }
  std::ofstream(options.report) << report.dump(2) << '\n';
  return true;
}

}  // namespace perihelion::app
