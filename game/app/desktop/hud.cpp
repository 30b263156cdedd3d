#include "desktop/hud.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include <glm/geometric.hpp>
#include <imgui.h>

#include "astro/julian_date.h"
#include "astro/units.h"
#include "desktop/combat_hud.h"
#include "desktop/fleet_hud.h"
#include "desktop/station_hud.h"
#include "desktop/economy_hud.h"
#include "desktop/owner_colours.h"
#include "ui/imgui_color.h"

namespace perihelion::app {
namespace {

using astro::radToDeg;
using engine::toImColor;

/// The watched files' names: those whose last save was refused (`failing`), or all of them.
template <class... Files>
std::string fileNames(bool failing, const Files&... files) {
  std::string names;
  const auto add = [&](const auto& file) {
    if (file.path().empty() || file.lastLoadFailed() != failing) return;
    names += (names.empty() ? "" : ", ") + data::printableText(file.path().filename().string());
  };
  (add(files), ...);
  return names;
}

/// One line on the data files the game watches: those with errors, else their names and the reloads.
void drawDataStatus(const HudInput& in) {
  if (in.recording) {
    ImGui::TextDisabled("recording: live reload of the data files is off");
    return;
  }
  const auto& stations = in.wells.typesFile;
  const auto& ships = in.fleets.typesFile;
  static const data::RulesSource kNoRules({}, {}, {});
  static const data::CombatSource kNoCombat({}, {}, {});
  const data::RulesSource& rules = in.rulesFile ? *in.rulesFile : kNoRules;
  const data::CombatSource& combat = in.combatFile ? *in.combatFile : kNoCombat;
  if (const std::string failing = fileNames(true, in.source, stations, ships, rules, combat); !failing.empty()) {
    ImGui::TextColored(ImVec4(1.0f, 0.45f, 0.35f, 1.0f), "%s: errors; still using the last good data", failing.c_str());
  } else {
    const int reloads = in.source.reloads() + stations.reloads() + ships.reloads() + rules.reloads() + combat.reloads();
    ImGui::TextDisabled("data: %s (reloaded %d times)", fileNames(false, in.source, stations, ships, rules, combat).c_str(),
                        reloads);
  }
}

void drawTopBar(const HudInput& in, HudRequests& requests) {
  ImGui::SetNextWindowPos(ImVec2(8, 8), ImGuiCond_Always);
  ImGui::SetNextWindowBgAlpha(0.75f);
  ImGui::Begin("##time", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings);
  if (in.renderJd >= astro::kMinJulianDate + 1.0) {  // as formatUtcIso: no calendar date before
    ImGui::Text("%s  (JD %.4f TT)", astro::formatUtcIso(in.renderJd).c_str(), in.renderJd);
  } else {
    ImGui::Text("JD %.4f TT (before year 0)", in.renderJd);  // no calendar date here
  }
  if (const std::vector<std::string> out = in.system.extrapolatedAt(in.renderJd); !out.empty()) {
    ImGui::SameLine();
    ImGui::TextColored(ImVec4(1.0f, 0.8f, 0.3f, 1.0f), "outside the dates of %zu orbits' elements: extrapolated, errors grow",
                       out.size());
  }
  if (ImGui::Button("Menu")) requests.openMenu = true;
  ImGui::SameLine();
  if (ImGui::Button(in.state.paused ? "Play" : "Pause")) requests.togglePause = true;
  ImGui::SameLine();
  if (ImGui::Button("Slower")) requests.rateStep = -1;
  ImGui::SameLine();
  if (ImGui::Button("Faster")) requests.rateStep = +1;
  if (in.match.empty()) {  // a skirmish keeps its own clock
    ImGui::SameLine();
    if (ImGui::Button("Today")) requests.jumpToToday = true;
  }
  ImGui::SameLine();
  ImGui::Text("%s%s", describeTimeRate(world::daysPerSecondOf(in.state.secondsPerTick)).c_str(), in.state.paused ? " (paused)" : "");
  if (in.pace) {
    ImGui::SameLine();
    bool slowing = in.pace->enabled;
    if (ImGui::Checkbox("slow for events", &slowing)) requests.togglePace = true;
    if (in.pace->holding()) {
      ImGui::TextColored(ImVec4(0.55f, 0.85f, 1.0f, 1.0f), "slowed to %s: %s (back to %s after)",
                         describeTimeRate(world::daysPerSecondOf(in.state.secondsPerTick)).c_str(),
                         in.pace->reason().c_str(),
                         describeTimeRate(world::daysPerSecondOf(*in.pace->chosenSecondsPerTick())).c_str());
    }
  }
  if (!in.match.empty()) ImGui::TextColored(ImVec4(0.55f, 0.85f, 1.0f, 1.0f), "%s", in.match.c_str());
  ImGui::Text("%.2f ms/frame, %d draw calls", in.frameMilliseconds, in.drawCalls);
  if (in.cursorOnEcliptic) {
    const glm::dvec3 p = *in.cursorOnEcliptic / (astro::kAuMetres * in.system.display.distanceScale);
    ImGui::Text("cursor on the ecliptic: x %.3f au, y %.3f au", p.x, p.y);
  }
  if (in.refusal) {
    ImGui::TextColored(ImVec4(1.0f, 0.7f, 0.35f, 1.0f), "refused at tick %lld: %s: %s",
                       static_cast<long long>(in.refusal->tick), in.refusal->command.c_str(), in.refusal->reason.c_str());
  }
  drawDataStatus(in);
  ImGui::End();
}

void drawDiagnosticLines(const std::vector<data::Diagnostic>& diagnostics, const std::string& file) {
  for (const data::Diagnostic& d : diagnostics) {
    const ImVec4 color = d.severity == data::Severity::Error ? ImVec4(1.0f, 0.5f, 0.4f, 1.0f) : ImVec4(1.0f, 0.85f, 0.4f, 1.0f);
    ImGui::PushStyleColor(ImGuiCol_Text, color);
    ImGui::TextWrapped("%s", data::formatDiagnostic(d, file).c_str());
    ImGui::PopStyleColor();
  }
}

/// A watched file's diagnostics, after a line saying what its errors cost.
template <class T>
void drawFileDiagnostics(const data::WatchedFile<T>& file, const char* withoutIt) {
  if (file.lastLoadFailed()) {
    const std::string name = data::printableText(file.path().filename().string());
    if (file.value()) {
      ImGui::TextColored(ImVec4(1.0f, 0.45f, 0.35f, 1.0f), "%s has errors: still using the last good data", name.c_str());
    } else {
      ImGui::TextColored(ImVec4(1.0f, 0.45f, 0.35f, 1.0f), "%s has errors: %s", name.c_str(), withoutIt);
    }
  }
  drawDiagnosticLines(file.diagnostics(), file.path().string());
}

/// The data files' diagnostics (planets, station types, ship types: watched), then the scenario's
/// (read once, at start).
void drawDiagnostics(const HudInput& in) {
  const GameScenario& scenario = in.fleets.scenario;
  const auto& stations = in.wells.typesFile;
  const auto& ships = in.fleets.typesFile;
  const bool rulesProblems = in.rulesFile && !in.rulesFile->diagnostics().empty();
  const bool combatProblems = in.combatFile && !in.combatFile->diagnostics().empty();
  if (in.source.diagnostics().empty() && stations.diagnostics().empty() && ships.diagnostics().empty() &&
      scenario.messages.empty() && !rulesProblems && !combatProblems) {
    return;
  }
  const ImGuiIO& io = ImGui::GetIO();
  ImGui::SetNextWindowPos(ImVec2(8, io.DisplaySize.y - 8), ImGuiCond_Always, ImVec2(0, 1));
  ImGui::SetNextWindowSizeConstraints(ImVec2(io.DisplaySize.x - 16, 0), ImVec2(io.DisplaySize.x - 16, io.DisplaySize.y * 0.4f));
  const bool errors = in.source.lastLoadFailed() || stations.lastLoadFailed() || ships.lastLoadFailed() ||
                      scenario.failed() || (in.rulesFile && in.rulesFile->lastLoadFailed()) ||
                      (in.combatFile && in.combatFile->lastLoadFailed());
  ImGui::Begin(errors ? "Data errors###data" : "Data warnings###data", nullptr,
               ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
  drawFileDiagnostics(in.source, "no system");
  drawFileDiagnostics(stations, "no station types, nothing can be built");
  drawFileDiagnostics(ships, "no ship types");
  if (in.rulesFile) drawFileDiagnostics(*in.rulesFile, "no economy");
  if (in.combatFile) drawFileDiagnostics(*in.combatFile, "no combat");
  if (scenario.failed()) {
    ImGui::TextColored(ImVec4(1.0f, 0.45f, 0.35f, 1.0f), "%s could not be used: running without its fleets and stations",
                       data::printableText(scenario.file.filename().string()).c_str());
  }
  for (const std::string& line : scenario.messages) {
    const bool error = line.find(": error: ") != std::string::npos;
    ImGui::PushStyleColor(ImGuiCol_Text, error ? ImVec4(1.0f, 0.5f, 0.4f, 1.0f) : ImVec4(1.0f, 0.85f, 0.4f, 1.0f));
    ImGui::TextWrapped("%s", line.c_str());
    ImGui::PopStyleColor();
  }
  ImGui::End();
}

void drawSelection(const HudInput& in, HudRequests& requests) {
  if (!in.selected) return;
  const world::Body& body = in.system.body(*in.selected);
  ImGuiIO& io = ImGui::GetIO();
  ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x - 8, 8), ImGuiCond_Always, ImVec2(1, 0));
  ImGui::SetNextWindowBgAlpha(0.8f);
  // "###selection" fixes the window's identity whatever the body's name (which could be "##x").
  ImGui::Begin((body.name + "###selection").c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove |
                                               ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse);
  ImGui::Text("%s", std::string(world::nameOf(body.kind)).c_str());
  // A comet's nucleus is a few km across: one decimal, where a planet's thousands of km need none.
  if (body.radius < 1e5) {
    ImGui::Text("radius        %.1f km", body.radius / astro::kKmMetres);
  } else {
    ImGui::Text("radius        %.0f km", body.radius / astro::kKmMetres);
  }
  ImGui::Text("rotation      %.2f h%s", body.rotation.siderealPeriod / astro::kSecondsPerHour,
              body.rotation.axialTilt > astro::kPi / 2 ? " (retrograde)" : "");
  ImGui::Text("axial tilt    %.2f deg", radToDeg(body.rotation.axialTilt));
  if (body.orbit) {
    const orbit::KeplerianSet k = body.orbit->elementsAt(in.renderJd);
    const double r = glm::length(in.system.positionOf(body, in.renderJd));
    ImGui::Separator();
    ImGui::Text("from the Sun  %.6f au", r / astro::kAuMetres);
    ImGui::Text("a             %.6f au", k.semiMajorAxis / astro::kAuMetres);
    ImGui::Text("e             %.6f", k.eccentricity);
    if (body.kind == world::BodyKind::Comet) {
      ImGui::Text("q             %.6f au", k.semiMajorAxis * (1.0 - k.eccentricity) / astro::kAuMetres);
    }
    ImGui::Text("i             %.4f deg", radToDeg(k.inclination));
    ImGui::Text("node          %.4f deg", radToDeg(std::remainder(k.longitudeOfAscendingNode, astro::kTwoPi)));
    ImGui::Text("perihelion    %.4f deg", radToDeg(std::remainder(k.longitudeOfPerihelion, astro::kTwoPi)));
    const double periodDays = body.orbit->at(in.renderJd).siderealPeriod() / astro::kSecondsPerDay;
    ImGui::Text("period        %.2f days (%.3f years)", periodDays, periodDays / 365.25);
  } else if (body.moonOrbit && body.parent) {
    const world::Body& planet = in.system.body(*body.parent);
    const orbit::SatelliteElements& k = body.moonOrbit->elements();
    const double r = glm::length(in.system.positionOf(body, in.renderJd) - in.system.positionOf(planet, in.renderJd));
    ImGui::Separator();
    ImGui::Text("goes round    %s", planet.name.c_str());
    ImGui::Text("from it       %.0f km", r / astro::kKmMetres);
    ImGui::Text("a             %.0f km", k.semiMajorAxis / astro::kKmMetres);
    ImGui::Text("e             %.4f", k.eccentricity);
    ImGui::Text("i             %.3f deg%s", radToDeg(k.inclination), k.inclination > astro::kPi / 2 ? " (retrograde)" : "");
    ImGui::Text("period        %.3f days", body.moonOrbit->siderealPeriod() / astro::kSecondsPerDay);
  }
  if (ImGui::Button("Focus (F)")) requests.focusSelected = true;
  drawBuildMenu(in, requests);
  ImGui::End();
}

void drawLabels(const HudInput& in) {
  ImDrawList* draw = ImGui::GetBackgroundDrawList();
  // Projections are in framebuffer pixels; ImGui draws in window coordinates (they differ on HiDPI).
  const ImVec2 scale = ImGui::GetIO().DisplayFramebufferScale;
  for (const render::BodyView& b : in.scene.bodies) {
    const glm::dvec3 s = in.camera.toScreen(b.position);
    if (s.z < 0.0 || s.z > 1.0) continue;  // behind the camera or beyond the far plane
    const double distance = glm::length(b.position - in.scene.eye);
    const double radius = std::max(in.camera.projectedRadiusPixels(b.radius, distance), 5.0);
    const ImVec2 at(static_cast<float>(s.x) / scale.x, static_cast<float>(s.y) / scale.y);
    const world::Body& body = in.system.body(b.id);
    const float r = static_cast<float>(radius) / scale.y;
    if (b.crowded && !(in.selected && *in.selected == b.id)) continue;  // a moon on its planet's dot
    // A held body's name in its holder's colour, with a bar under it.
    const sim::Player* holder = in.state.player(in.fog ? in.fog->holderOf(in.state, b.id) : in.state.ownerOf(b.id));
    const ImU32 colour = holder ? toImColor(colourOf(holder->colour), 1.0f) : toImColor(b.color, 0.9f);
    const ImVec2 text(at.x + r + 4.0f, at.y - 7.0f);
    draw->AddText(text, colour, body.name.c_str());
    if (holder) {
      const float width = ImGui::CalcTextSize(body.name.c_str()).x;
      draw->AddLine(ImVec2(text.x, text.y + 15.0f), ImVec2(text.x + width, text.y + 15.0f), colour, 2.0f);
    }
    if (in.selected && *in.selected == b.id) draw->AddCircle(at, r + 6.0f, IM_COL32(255, 255, 255, 220), 48, 1.5f);
  }
}

/// Each far fleet as one diamond in its owner's colour with its ship count (desktop/fleet_markers.h);
/// a selected fleet's ringed.
void drawFleetMarkers(const HudInput& in) {
  ImDrawList* draw = ImGui::GetBackgroundDrawList();
  const ImVec2 scale = ImGui::GetIO().DisplayFramebufferScale;
  const std::vector<fleet::FleetId> selected = in.fleets.selection.fleets(in.fleets.fleets.ships);
  for (const FleetMarker& m : in.fleetMarkers) {
    const ImVec2 at(static_cast<float>(m.screen.x) / scale.x, static_cast<float>(m.screen.y) / scale.y);
    const ImU32 colour = toImColor(m.tint, 1.0f);
    constexpr float r = 6.0f;
    const ImVec2 top(at.x, at.y - r), right(at.x + r, at.y), bottom(at.x, at.y + r), left(at.x - r, at.y);
    draw->AddQuadFilled(top, right, bottom, left, colour);
    draw->AddQuad(top, right, bottom, left, IM_COL32(0, 0, 0, 200), 1.0f);
    if (std::find(selected.begin(), selected.end(), m.fleet) != selected.end()) {
      draw->AddCircle(at, r + 4.0f, IM_COL32(255, 255, 255, 230), 24, 1.5f);
    }
    // The count above it: a planet's name is to the right of its dot, where a fleet in its well is drawn.
    const std::string count = std::to_string(m.ships);
    const float width = ImGui::CalcTextSize(count.c_str()).x;
    draw->AddText(ImVec2(at.x - 0.5f * width, at.y - r - 16.0f), colour, count.c_str());
  }
}

/// Each ghost (an enemy fleet or station where the player last saw it) as a hollow marker in its
/// owner's colour, faded, with how many ships and how long ago.
void drawGhosts(const HudInput& in) {
  ImDrawList* draw = ImGui::GetBackgroundDrawList();
  const ImVec2 scale = ImGui::GetIO().DisplayFramebufferScale;
  std::vector<ImVec2> labelled;  // seen from afar, a well's ghosts fall on one point: one label for them
  for (const Ghost& g : in.ghosts) {
    const glm::dvec3 s = in.camera.toScreen(g.drawn);
    if (s.z < 0.0 || s.z > 1.0) continue;
    const ImVec2 at(static_cast<float>(s.x) / scale.x, static_cast<float>(s.y) / scale.y);
    const bool crowded = std::any_of(labelled.begin(), labelled.end(), [&](const ImVec2& o) {
      return std::abs(o.x - at.x) < 40.0f && std::abs(o.y - at.y) < 14.0f;
    });
    const sim::Player* owner = in.state.player(g.owner);
    const ImU32 colour = toImColor(owner ? colourOf(owner->colour) : glm::vec3(0.7f), 0.6f);
    constexpr float r = 6.0f;
    if (g.station) {
      draw->AddRect(ImVec2(at.x - r, at.y - r), ImVec2(at.x + r, at.y + r), colour, 0.0f, 0, 1.5f);
    } else {
      draw->AddQuad(ImVec2(at.x, at.y - r), ImVec2(at.x + r, at.y), ImVec2(at.x, at.y + r), ImVec2(at.x - r, at.y), colour, 1.5f);
    }
    if (crowded) continue;
    labelled.push_back(at);
    const double days = (in.state.time - g.seenAt) / astro::kSecondsPerDay;
    const std::string label = (g.station ? std::string("station") : std::to_string(g.count) + "?") + ", " +
                              (days < 1.0 ? std::to_string(static_cast<int>(days * 24.0)) + " h ago"
                                          : std::to_string(static_cast<int>(days)) + " d ago");
    draw->AddText(ImVec2(at.x + r + 3.0f, at.y - 7.0f), colour, label.c_str());
  }
}

void drawHelp(bool& showHelp) {
  if (!showHelp) return;
  ImGuiIO& io = ImGui::GetIO();
  ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.5f), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  ImGui::Begin("Controls (H)", &showHelp, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings);
  ImGui::TextUnformatted(
      "Right drag           rotate the view\n"
      "Middle drag          pan (also Shift + left drag)\n"
      "Wheel                zoom\n"
      "Click                select a ship's fleet, a body or a station (empty space: deselect)\n"
      "Left drag            select the ships inside the box\n"
      "Double-click, F      focus and follow the selected body (or station's planet);\n"
      "                     with ships selected, F moves the camera to them\n"
      "Escape               stop building; stop following; deselect; else the menu\n"
      "Home                 back to the whole system\n"
      "Space                pause / play\n"
      "[  or  -             slower\n"
      "]  or  =             faster\n"
      "T                    jump to today\n"
      "F12                  screenshot (perihelion-YYYYMMDD-HHMMSS.png)\n"
      "F5, F9               quick save, quick load (named saves: Menu)\n"
      "H                    this help\n"
      "Ctrl+Q               quit (prints the state hash; with --record the replay must reach it)\n"
      "\nBuilding stations: select a planet, choose a type under Build in its panel,\n"
      "then point at the planet's ring plane: the ghost snaps to the nearest ring,\n"
      "green where the station may go, red (with the reason) where it may not.\n"
      "Left click           place it (click again for another)\n"
      "Right click, Escape stop building\n"
      "\nFleets: select ships (click, box, or a fleet in the Fleets panel), then\n"
      "Right click          in space: move there, on the plane at the ships' altitude;\n"
      "                     on a planet or a station, or in a well: go to that planet\n"
      "                     and ride a ring of its well that fits the ships\n"
      "Shift + move mouse   raise or lower the point above that plane (disc and line show it)\n"
      "Right click enemy    attack that ship or station (also Attack on a fleet's row)\n"
      "Ctrl + right click   attack-move: there, fighting on the way, then guard the point\n"
      "Right click a planet not yours: troop ships land on it, the others go along\n"
      "Fire: kinetic pale yellow, EM cyan, heat orange-red, electric violet; beams solid,\n"
      "                     projectiles a faint line with a moving dot\n"
      "\nEdit data/solar_system.json, stations.json or ships.json while the game runs:\n"
      "each reloads on save (not while recording).");
  ImGui::End();
}

}  // namespace

std::string describeTimeRate(double daysPerSecond) {
  char text[64];
  const double seconds = daysPerSecond * astro::kSecondsPerDay;
  if (seconds < 59.5) {
    std::snprintf(text, sizeof text, "%.0f s/s", seconds);
  } else if (seconds < 3599.5) {
    std::snprintf(text, sizeof text, "%.0f min/s", seconds / 60.0);
  } else if (daysPerSecond < 0.99) {
    std::snprintf(text, sizeof text, "%.0f h/s", seconds / 3600.0);
  } else if (daysPerSecond < 365.0) {
    std::snprintf(text, sizeof text, "%.0f days/s", daysPerSecond);
  } else {
    std::snprintf(text, sizeof text, "%.0f years/s", daysPerSecond / 365.25);
  }
  return text;
}

HudRequests drawHud(const HudInput& in, bool& showHelp) {
  HudRequests requests;
  drawLabels(in);
  drawFleetMarkers(in);
  drawGhosts(in);
  drawTopBar(in, requests);
  drawStationMarker(in);
  drawConstructionRings(in);
  drawHealthBars(in);
  drawShipMarkers(in);
  drawResourceBar(in, requests);
  drawCombatLog(in);
  drawDiagnostics(in);
  drawFleetsPanel(in, requests);
  drawSelection(in, requests);
  drawStationSelection(in, requests);
  drawSelectedShips(in, requests);
  drawPlacementTip(in);
  drawHelp(showHelp);
  return requests;
}

}  // namespace perihelion::app
