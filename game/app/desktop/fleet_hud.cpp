#include "desktop/fleet_hud.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <map>
#include <vector>

#include <glm/geometric.hpp>
#include <imgui.h>

#include "astro/units.h"
#include "desktop/owner_colours.h"
#include "ui/imgui_color.h"

namespace perihelion::app {
namespace {

using engine::toImColor;

/// Past this many selected ships on screen, selection rings are left out: the tint still marks them.
constexpr std::size_t kMaxMarkers = 2000;

struct FleetCounts {
  std::size_t ships = 0;
  std::size_t arrived = 0;  ///< Arrived or InWell
  std::size_t inWell = 0;
  std::optional<fleet::ShipTypeId> type;
  bool mixed = false;
};

std::vector<FleetCounts> countFleets(const fleet::Fleets& fleets) {
  std::vector<FleetCounts> counts(fleets.fleets.size());
  const fleet::Ships& ships = fleets.ships;
  for (std::size_t i = 0; i < ships.size(); ++i) {
    if (ships.fleet[i].value >= counts.size()) continue;
    FleetCounts& c = counts[ships.fleet[i].value];
    ++c.ships;
    if (fleet::hasArrived(ships.mode[i])) ++c.arrived;
    if (ships.mode[i] == fleet::ShipMode::InWell) ++c.inWell;
    if (c.type && !(*c.type == ships.type[i])) c.mixed = true;
    c.type = ships.type[i];
  }
  return counts;
}

std::string typeName(const fleet::ShipCatalogue& types, const FleetCounts& c) {
  if (c.mixed) return "mixed";
  if (!c.type || c.type->value >= types.types.size()) return "-";
  return types.type(*c.type).name;
}

const char* modeName(fleet::ShipMode mode) {
  switch (mode) {
    case fleet::ShipMode::Idle: return "idle";
    case fleet::ShipMode::Moving: return "moving";
    case fleet::ShipMode::Arrived: return "arrived";
    case fleet::ShipMode::InWell: return "in a well";
  }
  return "?";
}

/// The fleet's order, or the attack it is on ("attack a ship"): an attack keeps the order beneath it.
std::string describeFleetOrder(const world::SolarSystem& system, const fleet::Fleet& fl) {
  using Kind = world::TargetRef::Kind;
  switch (fl.combat.focus.kind) {
    case Kind::Ship: return "attack a ship";
    case Kind::Station: return "attack station #" + std::to_string(fl.combat.focus.id);
    case Kind::Fleet: return "attack a fleet";
    case Kind::None: break;
  }
  if (fl.combat.attackMove) return "attack-move";
  return describeOrder(system, fl.order);
}

const char* stanceLabel(fleet::Stance stance) {
  switch (stance) {
    case fleet::Stance::HoldFire: return "Hold fire";
    case fleet::Stance::Engage: return "Engage";
    case fleet::Stance::Guard: return "Guard";
  }
  return "?";
}

/// Hold fire / Engage / Guard for one fleet, the current stance highlighted.
void drawStanceButtons(const HudInput& in, const fleet::Fleet& fl, HudRequests& requests) {
  static constexpr fleet::Stance kStances[] = {fleet::Stance::HoldFire, fleet::Stance::Engage, fleet::Stance::Guard};
  static constexpr const char* kTips[] = {"never fire", "fire at enemies in reach; go where ordered, no chasing",
                                          "fire, chase enemies near the post (where it is now), then return"};
  ImGui::Indent();
  for (std::size_t k = 0; k < std::size(kStances); ++k) {
    const bool current = fl.combat.stance == kStances[k];
    if (k > 0) ImGui::SameLine();
    if (current) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    const std::string label = std::string(stanceLabel(kStances[k])) + "##stance" + std::to_string(fl.id.value);
    if (ImGui::SmallButton(label.c_str()) && !current) {
      requests.commands.push_back(sim::SetStance{{fl.id}, kStances[k], in.player});
    }
    if (current) ImGui::PopStyleColor();
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", kTips[k]);
  }
  ImGui::Unindent();
}

}  // namespace

std::string describeOrder(const world::SolarSystem& system, const fleet::Order& order) {
  char text[128];
  switch (order.kind) {
    case fleet::Order::Kind::Hold: return "hold";
    case fleet::Order::Kind::MoveTo: {
      const glm::dvec3 p = order.point / astro::kAuMetres;
      std::snprintf(text, sizeof text, "move to (%.4f, %.4f, %.4f) au", p.x, p.y, p.z);
      return text;
    }
    case fleet::Order::Kind::GoTo:
      return "go to " + (order.body.value < system.bodies.size() ? system.body(order.body).name : std::string("?"));
  }
  return "?";
}

void drawFleetsPanel(const HudInput& in, HudRequests& requests) {
  const HudFleets& f = in.fleets;
  if (f.fleets.fleets.empty() && f.scenario.name.empty()) return;
  ImGui::SetNextWindowPos(ImVec2(8, 128), ImGuiCond_FirstUseEver);
  ImGui::SetNextWindowBgAlpha(0.75f);
  ImGui::Begin("Fleets", nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings);
  if (!f.scenario.name.empty()) {
    ImGui::TextDisabled("scenario: %s%s", f.scenario.name.c_str(), f.scenario.failed() ? " (not used: see the errors)" : "");
  }
  if (f.navigationPaused) {
    ImGui::TextColored(ImVec4(1.0f, 0.45f, 0.35f, 1.0f), "navigation stopped: the fleets refer to bodies the data lack");
  }
  if (f.fleets.fleets.empty()) {
    ImGui::TextDisabled("no fleets");
    ImGui::End();
    return;
  }
  const std::vector<FleetCounts> counts = countFleets(f.fleets);
  if (ImGui::BeginTable("##fleets", 5, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg)) {
    ImGui::TableSetupColumn("fleet");
    ImGui::TableSetupColumn("ships");
    ImGui::TableSetupColumn("type");
    ImGui::TableSetupColumn("order");
    ImGui::TableSetupColumn("arrived");
    ImGui::TableHeadersRow();
    for (const fleet::Fleet& fl : f.fleets.fleets) {
      const FleetCounts& c = counts[fl.id.value];
      if (c.ships == 0) continue;  // merged into another: its id stays, empty
      // Another player's fleet is listed while the player sees some of it, with what is seen of it.
      const bool theirs = in.fog && in.fog->hides(fl.owner);
      const std::size_t shown = theirs ? in.fog->shownOf(fl.id) : c.ships;
      if (shown == 0) continue;
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::PushStyleColor(ImGuiCol_Text, toImColor(fleetColour(in.state, fl.id)));
      const std::string label = fl.name + "##fleet" + std::to_string(fl.id.value);
      if (ImGui::Selectable(label.c_str(), false, ImGuiSelectableFlags_SpanAllColumns | ImGuiSelectableFlags_AllowItemOverlap)) {
        requests.selectFleet = fl.id;
        // Fleets to merge or to send together: one's own (orders to a mix with another's are refused whole).
        requests.addToSelection = (ImGui::GetIO().KeyShift || ImGui::GetIO().KeyCtrl) && fl.owner == in.player;
      }
      ImGui::PopStyleColor();
      // With ships selected, an enemy fleet's row offers the attack on it (its ship nearest each attacker).
      if (!f.selection.empty() && in.player != world::kNobody && fl.owner != world::kNobody && fl.owner != in.player) {
        ImGui::SameLine();
        if (ImGui::SmallButton(("Attack##attack" + std::to_string(fl.id.value)).c_str())) requests.attackFleet = fl.id;
      }
      ImGui::TableNextColumn();
      ImGui::Text("%zu", shown);
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(theirs ? "seen" : typeName(f.types, c).c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(theirs ? "?" : describeFleetOrder(in.system, fl).c_str());
      ImGui::TableNextColumn();
      if (theirs || fl.order.kind == fleet::Order::Kind::Hold) {
        ImGui::TextDisabled("-");
      } else if (c.inWell > 0) {
        ImGui::Text("%zu/%zu (%zu in the well)", c.arrived, c.ships, c.inWell);
      } else {
        ImGui::Text("%zu/%zu", c.arrived, c.ships);
      }
    }
    ImGui::EndTable();
  }
  ImGui::TextDisabled("click a fleet to select it (Shift: add it)");
  ImGui::End();
}

void drawSelectedShips(const HudInput& in, HudRequests& requests) {
  const HudFleets& f = in.fleets;
  if (f.selection.empty()) return;
  const fleet::Ships& ships = f.fleets.ships;
  // Counted by type id and mode (a selection may hold every ship, every frame); named below.
  std::vector<std::size_t> ofType(f.types.types.size() + 1, 0);  // the last: an unknown type
  std::array<std::size_t, static_cast<std::size_t>(fleet::ShipMode::InWell) + 1> ofMode{};
  double speed = 0.0;
  const std::vector<std::size_t> selected = f.selection.indices(ships);
  for (const std::size_t i : selected) {
    ++ofType[std::min<std::size_t>(ships.type[i].value, f.types.types.size())];
    ++ofMode[static_cast<std::size_t>(ships.mode[i])];
    speed += ships.speed[i];
  }
  std::map<std::string, std::size_t> byType;
  for (std::size_t t = 0; t < ofType.size(); ++t) {
    if (ofType[t] > 0) byType[t < f.types.types.size() ? f.types.types[t].name : "?"] += ofType[t];
  }
  const std::vector<fleet::FleetId> fleets = f.selection.fleets(ships);
  ImGuiIO& io = ImGui::GetIO();
  ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x - 8, 8), ImGuiCond_Always, ImVec2(1, 0));
  ImGui::SetNextWindowBgAlpha(0.8f);
  const std::string title = std::to_string(f.selection.size()) + (f.selection.size() == 1 ? " ship" : " ships") +
                            " selected###selection";
  ImGui::Begin(title.c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoMove |
                                           ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse);
  for (const fleet::FleetId id : fleets) {
    if (id.value >= f.fleets.fleets.size()) continue;
    const fleet::Fleet& fl = f.fleets.fleets[id.value];
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(toImColor(fleetColour(in.state, id))), "%s", fl.name.c_str());
    ImGui::SameLine();
    const bool theirs = in.fog && in.fog->hides(fl.owner);
    ImGui::TextDisabled("%s", theirs ? "?" : describeFleetOrder(in.system, fl).c_str());
    if (in.player != world::kNobody && fl.owner == in.player) drawStanceButtons(in, fl, requests);
  }
  ImGui::Separator();
  for (const auto& [name, count] : byType) ImGui::Text("%-12s %zu", name.c_str(), count);
  std::string modes;
  for (std::size_t mode = 0; mode < ofMode.size(); ++mode) {
    if (ofMode[mode] == 0) continue;
    modes += (modes.empty() ? "" : ", ") + std::to_string(ofMode[mode]) + " " + modeName(static_cast<fleet::ShipMode>(mode));
  }
  ImGui::Text("%s", modes.c_str());
  ImGui::Text("mean speed   %.1f km/s", speed / static_cast<double>(std::max<std::size_t>(selected.size(), 1)) / astro::kKmMetres);
  ImGui::Separator();
  if (f.orderHeightKm != 0.0) ImGui::Text("order height %+.0f km above the fleet plane", f.orderHeightKm);
  ImGui::TextDisabled("right click: move there (a planet or station: go to the planet)");
  if (in.player != world::kNobody) {
    ImGui::TextDisabled("right click an enemy ship or station: attack it; Ctrl + right click: attack-move");
    ImGui::TextDisabled("right click a planet not yours: troop ships land, the others go along");
  }
  ImGui::TextDisabled("hold Shift and move the mouse: height above the plane");
  if (ImGui::Button("Hold")) requests.holdSelected = true;
  ImGui::SameLine();
  if (ImGui::Button("Form fleet")) requests.formFleet = true;
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("a new fleet of the selected ships (a split, when they are some of one fleet)");
  if (fleets.size() > 1) {
    ImGui::SameLine();
    if (ImGui::Button("Merge fleets")) requests.mergeFleets = true;
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("the selected ships' fleets join the first of them");
  }
  ImGui::SameLine();
  if (ImGui::Button("Look at them (F)")) requests.focusSelected = true;
  ImGui::End();
}

void drawShipMarkers(const HudInput& in) {
  const HudFleets& f = in.fleets;
  ImDrawList* draw = ImGui::GetBackgroundDrawList();
  const ImVec2 scale = ImGui::GetIO().DisplayFramebufferScale;
  std::size_t drawn = 0;
  for (const std::size_t i : f.selection.indices(f.fleets.ships)) {
    if (drawn >= kMaxMarkers) break;
    const render::ShipView* shown = render::shipViewAt(f.ships, i);
    if (!shown) continue;
    const render::ShipView& s = *shown;
    const glm::dvec3 at = in.camera.toScreen(s.position);
    if (at.z < 0.0 || at.z > 1.0) continue;
    const double radius = std::max(in.camera.projectedRadiusPixels(s.radius, glm::length(s.position - in.scene.eye)), 3.0);
    const float r = static_cast<float>(radius) / scale.y + 4.0f;
    const ImVec2 c(static_cast<float>(at.x) / scale.x, static_cast<float>(at.y) / scale.y);
    // A selection ring, as strategy games mark what the player commands; thin, so that the rings of a
    // fleet packed tight still show each ship.
    draw->AddCircle(c, r, IM_COL32(255, 255, 255, 200), 0, 1.0f);
    ++drawn;
  }
  if (f.dragBox) {
    const ImVec2 a(static_cast<float>(f.dragBox->min.x) / scale.x, static_cast<float>(f.dragBox->min.y) / scale.y);
    const ImVec2 b(static_cast<float>(f.dragBox->max.x) / scale.x, static_cast<float>(f.dragBox->max.y) / scale.y);
    draw->AddRectFilled(a, b, IM_COL32(120, 200, 255, 40));
    draw->AddRect(a, b, IM_COL32(120, 200, 255, 200));
  }
}

}  // namespace perihelion::app
