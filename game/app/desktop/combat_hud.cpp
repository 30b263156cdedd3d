#include "desktop/combat_hud.h"

#include <algorithm>

#include <glm/geometric.hpp>
#include <imgui.h>

#include "desktop/combat_effects.h"
#include "ui/imgui_color.h"

namespace perihelion::app {
namespace {

using engine::toImColor;

constexpr float kBarHeight = 3.0f;
constexpr float kBarGap = 1.0f;
constexpr ImU32 kBarBack = IM_COL32(0, 0, 0, 170);
constexpr glm::vec3 kShieldColour{0.35f, 0.8f, 1.0f};
constexpr glm::vec3 kArmourColour{0.85f, 0.75f, 0.5f};

/// Whether any layer is below its full value (a fitted-out ship or station only: before its first
/// combat step its defences are zero, not damaged).
bool damaged(const world::CombatState& now, const combat::Defences& full) {
  if (!now.fittedOut) return false;
  return now.hull < full.hull || now.armour < full.armour || now.shield < full.shield;
}

/// Shield, armour and hull bars (those the type has), stacked above `centre` (window pixels).
void drawBars(ImDrawList* draw, ImVec2 centre, float radius, const world::CombatState& now, const combat::Defences& full) {
  const float width = std::clamp(radius * 2.0f, 18.0f, 44.0f);
  const float left = centre.x - width * 0.5f;
  float top = centre.y - radius - 6.0f - 3.0f * (kBarHeight + kBarGap);
  const auto bar = [&](double value, double max, glm::vec3 colour) {
    if (max <= 0.0) return;
    const auto fraction = static_cast<float>(std::clamp(value / max, 0.0, 1.0));
    draw->AddRectFilled(ImVec2(left - 1, top - 1), ImVec2(left + width + 1, top + kBarHeight + 1), kBarBack);
    draw->AddRectFilled(ImVec2(left, top), ImVec2(left + width * fraction, top + kBarHeight), toImColor(colour, 0.95f));
    top += kBarHeight + kBarGap;
  };
  bar(now.shield, full.shield, kShieldColour);
  bar(now.armour, full.armour, kArmourColour);
  const auto hull = static_cast<float>(full.hull > 0.0 ? std::clamp(now.hull / full.hull, 0.0, 1.0) : 0.0);
  bar(now.hull, full.hull, glm::mix(glm::vec3(1.0f, 0.25f, 0.2f), glm::vec3(0.35f, 1.0f, 0.4f), hull));
}

/// `at`'s window position and its radius in window pixels; nothing when off screen.
std::optional<std::pair<ImVec2, float>> onScreen(const HudInput& in, const glm::dvec3& at, double radius) {
  const glm::dvec3 s = in.camera.toScreen(at);
  const ImVec2 scale = ImGui::GetIO().DisplayFramebufferScale;
  const ImVec2 size = ImGui::GetIO().DisplaySize;
  if (s.z < 0.0 || s.z > 1.0) return std::nullopt;
  const ImVec2 c(static_cast<float>(s.x) / scale.x, static_cast<float>(s.y) / scale.y);
  if (c.x < -50 || c.y < -50 || c.x > size.x + 50 || c.y > size.y + 50) return std::nullopt;
  const double r = std::max(in.camera.projectedRadiusPixels(radius, glm::length(at - in.scene.eye)), 3.0);
  return std::pair{c, static_cast<float>(r) / scale.y};
}

}  // namespace

void drawHealthBars(const HudInput& in) {
  const combat::CombatRules& rules = in.combatRules();
  if (rules.shipArmaments.empty() && rules.stationArmaments.empty()) return;
  ImDrawList* draw = ImGui::GetBackgroundDrawList();
  const fleet::Ships& ships = in.fleets.fleets.ships;
  std::size_t drawn = 0;
  const auto shipBar = [&](std::size_t i) {
    const render::ShipView* view = render::shipViewAt(in.fleets.ships, i);
    if (!view || i >= ships.size() || drawn >= kMaxHealthBars) return;
    const render::ShipView& v = *view;
    if (const auto at = onScreen(in, v.position, v.radius)) {
      drawBars(draw, at->first, at->second, ships.combat[i], rules.of(ships.type[i]).full());
      ++drawn;
    }
  };
  for (const std::size_t i : in.fleets.selection.indices(ships)) {
    if (ships.combat[i].fittedOut) shipBar(i);
  }
  for (std::size_t i = 0; i < ships.size() && drawn < kMaxHealthBars; ++i) {
    if (!in.fleets.selection.contains(ships.id[i]) && damaged(ships.combat[i], rules.of(ships.type[i]).full())) shipBar(i);
  }
  for (const render::StationView& v : in.wells.stations) {
    const world::Station* s = in.state.station(v.id);
    if (!s) continue;
    const combat::Defences full = rules.of(s->type).full();
    const bool selected = in.wells.selected && *in.wells.selected == v.id;
    if (!(selected && s->combat.fittedOut) && !damaged(s->combat, full)) continue;
    if (const auto at = onScreen(in, v.position, v.radius)) drawBars(draw, at->first, at->second, s->combat, full);
  }
}

void drawCombatLog(const HudInput& in) {
  if (in.combatLog.empty()) return;
  const ImGuiIO& io = ImGui::GetIO();
  // Above the resource bar, at the bottom left.
  ImGui::SetNextWindowPos(ImVec2(8, io.DisplaySize.y - 48), ImGuiCond_Always, ImVec2(0, 1));
  ImGui::SetNextWindowBgAlpha(0.55f);
  ImGui::Begin("##combatlog", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoInputs);
  for (const LogEntry& e : in.combatLog) {
    const double left = kLogLineSeconds - (in.now - e.born);
    const auto alpha = static_cast<float>(std::clamp(left, 0.15, 1.0));  // fades in its last second
    ImGui::TextColored(ImVec4(e.colour.r, e.colour.g, e.colour.b, alpha), "%s", e.text.c_str());
  }
  ImGui::End();
}

}  // namespace perihelion::app
