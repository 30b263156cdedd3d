#include "desktop/station_hud.h"

#include <cstdio>

#include <glm/geometric.hpp>
#include <imgui.h>

#include "astro/units.h"
#include "desktop/economy_hud.h"
#include "world/station_placement.h"
#include "sim/prices.h"

namespace perihelion::app {
namespace {

const ImVec4 kAllowed(0.45f, 1.0f, 0.5f, 1.0f);
const ImVec4 kRefused(1.0f, 0.45f, 0.35f, 1.0f);

const world::Station* selectedStation(const HudInput& in) {
  if (!in.wells.selected) return nullptr;
  const world::Station* station = in.wells.state.station(*in.wells.selected);
  // A reloaded planet file may have taken its ring away, or the types file its type.
  return station && world::stationFits(in.system, in.wells.catalogue, *station) ? station : nullptr;
}

}  // namespace

std::string describeRingPeriod(const well::Ring& ring) {
  if (!ring.turns()) return "does not turn";
  char text[64];
  const double hours = ring.period / astro::kSecondsPerHour;
  if (hours < 48.0) {
    std::snprintf(text, sizeof text, "%.2f h", hours);
  } else {
    std::snprintf(text, sizeof text, "%.2f days", ring.period / astro::kSecondsPerDay);
  }
  return text;
}

void drawBuildMenu(const HudInput& in, HudRequests& requests) {
  if (!in.selected) return;
  const world::Body& planet = in.system.body(*in.selected);
  if (!planet.well) return;
  ImGui::Separator();
  ImGui::Text("Build in the well (%zu rings)", planet.well->rings.size());
  if (in.wells.catalogue.types.empty()) {
    ImGui::TextDisabled("no station types: see %s", in.wells.typesFile.path().filename().string().c_str());
    return;
  }
  const bool players = !in.state.players.empty();
  if (players && !(in.state.ownerOf(planet.id) == in.player)) {
    ImGui::TextColored(kRefused, "not your planet: you build only in your own wells");
    return;
  }
  for (const world::StationType& type : in.wells.catalogue.types) {
    const bool active = in.wells.build && in.wells.build->type == type.id && in.wells.build->planet == planet.id;
    const world::Amounts price = sim::priceOf(type, in.combatRules());  // with its guns' rare cost
    const std::string why = whyUnaffordable(in, price);
    const std::string label = type.name + " (" + std::string(well::nameOf(type.size)) + ")" +
                              (players ? "  " + describeCost(price, type.buildSeconds) : "") + "##build" +
                              std::to_string(type.id.value);
    if (active) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.2f, 0.55f, 0.3f, 1.0f));
    ImGui::BeginDisabled(!why.empty());
    if (ImGui::Button(label.c_str())) requests.startBuilding = type.id;
    ImGui::EndDisabled();
    if (active) ImGui::PopStyleColor();
    if (!why.empty()) {
      ImGui::SameLine();
      ImGui::TextColored(kRefused, "%s", why.c_str());
    }
  }
  if (in.wells.build && ImGui::Button("Stop building (Esc)")) requests.stopBuilding = true;
}

void drawStationSelection(const HudInput& in, HudRequests& requests) {
  const world::Station* station = selectedStation(in);
  if (!station) return;
  const world::StationType& type = in.wells.catalogue.type(station->type);
  const world::Body& planet = in.system.body(station->planet);
  const well::Ring& ring = planet.well->rings[station->at.ring];
  ImGuiIO& io = ImGui::GetIO();
  ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x - 8, 8), ImGuiCond_Always, ImVec2(1, 0));
  ImGui::SetNextWindowBgAlpha(0.8f);
  const std::string title = type.name + " #" + std::to_string(station->id.value) + "###selection";
  ImGui::Begin(title.c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove |
                                           ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse);
  ImGui::Text("station       %s", type.name.c_str());
  ImGui::Text("size class    %s", std::string(well::nameOf(type.size)).c_str());
  ImGui::Text("planet        %s", planet.name.c_str());
  ImGui::Text("ring          %u of %zu", station->at.ring + 1, planet.well->rings.size());
  ImGui::Text("ring period   %s", describeRingPeriod(ring).c_str());
  ImGui::Text("ring radius   %.0f km", ring.radius / astro::kKmMetres);
  ImGui::Text("station size  %.0f km radius", type.radius / astro::kKmMetres);
  drawStationEconomy(in, *station, requests);
  if (ImGui::Button("Focus on the planet (F)")) requests.focusSelected = true;
  ImGui::End();
}

void drawPlacementTip(const HudInput& in) {
  if (!in.wells.build || in.wells.build->type.value >= in.wells.catalogue.types.size()) return;
  const world::StationType& type = in.wells.catalogue.type(in.wells.build->type);
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  ImGui::SetNextWindowPos(ImVec2(mouse.x + 18.0f, mouse.y + 12.0f), ImGuiCond_Always);
  ImGui::SetNextWindowBgAlpha(0.7f);
  ImGui::Begin("##placement", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings |
                   ImGuiWindowFlags_NoInputs | ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav);
  ImGui::Text("Placing %s (%s)", type.name.c_str(), std::string(well::nameOf(type.size)).c_str());
  if (const auto& preview = in.wells.preview) {
    ImGui::Text("ring %u", preview->request.ring + 1);
    if (preview->verdict.allowed()) {
      ImGui::TextColored(kAllowed, "click to place");
    } else {
      ImGui::PushStyleColor(ImGuiCol_Text, kRefused);
      ImGui::PushTextWrapPos(ImGui::GetFontSize() * 24.0f);
      ImGui::TextUnformatted(preview->verdict.reason.c_str());
      ImGui::PopTextWrapPos();
      ImGui::PopStyleColor();
    }
  } else {
    ImGui::TextDisabled("point at the ring plane");
  }
  ImGui::TextDisabled("Esc or right click: stop");
  ImGui::End();
}

void drawStationMarker(const HudInput& in) {
  if (!in.wells.selected) return;
  const ImVec2 scale = ImGui::GetIO().DisplayFramebufferScale;
  for (const render::StationView& s : in.wells.stations) {
    if (s.id != *in.wells.selected) continue;
    const glm::dvec3 at = in.camera.toScreen(s.position);
    if (at.z < 0.0 || at.z > 1.0) return;
    const double radius = std::max(in.camera.projectedRadiusPixels(s.radius, glm::length(s.position - in.scene.eye)), 4.0);
    const float r = static_cast<float>(radius) / scale.y + 5.0f;
    ImGui::GetBackgroundDrawList()->AddCircle(ImVec2(static_cast<float>(at.x) / scale.x, static_cast<float>(at.y) / scale.y),
                                              r, IM_COL32(255, 255, 255, 220), 32, 1.5f);
    return;
  }
}

}  // namespace perihelion::app
