#include "desktop/economy_hud.h"

#include <cstdio>
#include <numbers>

#include <glm/geometric.hpp>
#include <imgui.h>

#include "astro/units.h"
#include "desktop/fleet_hud.h"
#include "desktop/owner_colours.h"
#include "ui/imgui_color.h"
#include "sim/economy.h"
#include "sim/prices.h"

namespace perihelion::app {
namespace {

using engine::toImColor;

const ImVec4 kRefused(1.0f, 0.45f, 0.35f, 1.0f);

std::string days(double seconds) {
  char text[32];
  std::snprintf(text, sizeof text, seconds < 10.0 * astro::kSecondsPerDay ? "%.1f days" : "%.0f days",
                seconds / astro::kSecondsPerDay);
  return text;
}

std::string percent(std::int64_t basisPoints) {
  char text[16];
  std::snprintf(text, sizeof text, "%g %%", static_cast<double>(basisPoints) / 100.0);
  return text;
}

const sim::Player* me(const HudInput& in) { return in.state.player(in.player); }

ImVec4 colourOfPlayer(const sim::Player& p) { return ImGui::ColorConvertU32ToFloat4(toImColor(colourOf(p.colour))); }

void drawHoldings(const HudInput& in, const sim::Player& p, HudRequests& requests) {
  if (!ImGui::TreeNode("Holdings")) return;
  if (ImGui::BeginTable("##holdings", 4, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg)) {
    ImGui::TableSetupColumn("held");
    ImGui::TableSetupColumn("money/day");
    ImGui::TableSetupColumn("resources/day");
    ImGui::TableSetupColumn("rare/day");
    ImGui::TableHeadersRow();
    // The name is a button spanning the row: stations are small and move round their planet, so this
    // list is how a player finds their own shipyard without hunting for it in the scene.
    const auto row = [](const std::string& name, bool selected, const world::Amounts& a) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      const bool clicked = ImGui::Selectable(name.c_str(), selected, ImGuiSelectableFlags_SpanAllColumns);
      ImGui::TableNextColumn();
      ImGui::Text("%lld", static_cast<long long>(a.money));
      ImGui::TableNextColumn();
      ImGui::Text("%lld", static_cast<long long>(a.resources));
      ImGui::TableNextColumn();
      ImGui::Text("%lld", static_cast<long long>(a.rare));
      return clicked;
    };
    for (const world::Body& b : in.system.bodies) {
      if (!(in.state.ownerOf(b.id) == p.id)) continue;
      if (row(b.name, in.selected == b.id, in.economy->of(b.id).perDay)) requests.selectBody = b.id;
    }
    for (const world::Station& s : in.state.stations) {
      if (!(s.owner == p.id) || s.type.value >= in.wells.catalogue.types.size()) continue;
      const world::StationType& type = in.wells.catalogue.type(s.type);
      const std::string name = type.name + " #" + std::to_string(s.id.value) + (s.built() ? "" : " (building)");
      const world::Amounts yield = s.built() ? type.yieldPerDay : world::Amounts{};
      if (row(name, in.wells.selected == s.id, yield)) requests.selectStation = s.id;
    }
    ImGui::EndTable();
  }
  ImGui::TreePop();
}

void drawQueue(const HudInput& in, const world::Station& station, const sim::Shipyard& yard, HudRequests& requests) {
  ImGui::Text("Queue (%zu of %zu)", yard.queue.size(), sim::kMaxQueuedShips);
  if (yard.queue.empty()) ImGui::TextDisabled("  empty: queue a ship below");
  for (std::size_t k = 0; k < yard.queue.size(); ++k) {
    const sim::QueuedShip& q = yard.queue[k];
    // A type a live edit took away: the entry waits, and can still be cancelled for its refund.
    const bool known = q.type.value < in.fleets.types.types.size();
    const double total = known ? in.fleets.types.type(q.type).buildSeconds : 0.0;
    ImGui::PushID(static_cast<int>(k));
    const float done = total > 0.0 ? static_cast<float>(1.0 - q.secondsLeft / total) : 0.0f;
    const std::string name = known ? in.fleets.types.type(q.type).name : "type #" + std::to_string(q.type.value) + " (gone)";
    const std::string overlay = name + (k == 0 ? "  " + days(q.secondsLeft) + " left" : "  waiting");
    ImGui::ProgressBar(k == 0 ? done : 0.0f, ImVec2(220.0f, 0.0f), overlay.c_str());
    ImGui::SameLine();
    if (k > 0 && ImGui::SmallButton("up")) {
      requests.commands.push_back(sim::MoveQueuedShip{station.id, static_cast<std::uint32_t>(k),
                                                      static_cast<std::uint32_t>(k - 1), in.player});
    }
    if (k > 0) ImGui::SameLine();
    if (ImGui::SmallButton("cancel")) {
      requests.commands.push_back(sim::CancelShip{station.id, static_cast<std::uint32_t>(k), in.player});
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("refunds %s", world::describeAmounts(q.paid).c_str());
    ImGui::PopID();
  }
}

void drawShipMenu(const HudInput& in, const world::Station& station, HudRequests& requests) {
  ImGui::Text("Build ships");
  for (const fleet::ShipType& type : in.fleets.types.types) {
    const world::Amounts price = sim::priceOf(type, in.combatRules());  // with its guns' rare cost
    const std::string why = whyUnaffordable(in, price);
    const std::string label = type.name + "  " + describeCost(price, type.buildSeconds) + "##ship" +
                              std::to_string(type.id.value);
    ImGui::BeginDisabled(!why.empty());
    if (ImGui::Button(label.c_str())) requests.commands.push_back(sim::QueueShip{station.id, type.id, in.player});
    ImGui::EndDisabled();
    if (!why.empty()) {
      ImGui::SameLine();
      ImGui::TextColored(kRefused, "%s", why.c_str());
    }
  }
}

void drawRally(const HudInput& in, const world::Station& station, const sim::Shipyard& yard, HudRequests& requests) {
  const std::string now =
      yard.rally.kind == fleet::Order::Kind::Hold ? "wait at the yard" : describeOrder(in.system, yard.rally);
  ImGui::SetNextItemWidth(180.0f);
  if (ImGui::BeginCombo("rally point", now.c_str())) {
    if (ImGui::Selectable("wait at the yard")) requests.commands.push_back(sim::SetRally{station.id, {}, in.player});
    for (const world::Body& b : in.system.bodies) {
      if (!b.well) continue;  // a fleet goes to a well: not to the Sun, a moon or Pluto
      if (ImGui::Selectable(("go to " + b.name).c_str())) {
        requests.commands.push_back(sim::SetRally{station.id, fleet::Order::goTo(b.id), in.player});
      }
    }
    ImGui::EndCombo();
  }
  if (yard.rallyFleet != sim::kNoFleet && yard.rallyFleet.value < in.state.fleets.fleets.size()) {
    ImGui::TextDisabled("new ships join fleet %s", in.state.fleets.fleets[yard.rallyFleet.value].name.c_str());
  }
}

}  // namespace

std::string whyUnaffordable(const HudInput& in, const world::Amounts& cost) {
  const sim::Player* p = me(in);
  if (!p || p->stock.covers(cost)) return {};
  world::Amounts missing;
  missing.money = std::max<std::int64_t>(0, cost.money - p->stock.money);
  missing.resources = std::max<std::int64_t>(0, cost.resources - p->stock.resources);
  missing.rare = std::max<std::int64_t>(0, cost.rare - p->stock.rare);
  return "short of " + world::describeAmounts(missing);
}

std::string describeCost(const world::Amounts& cost, double buildSeconds) {
  return world::describeAmounts(cost) + ", " + days(buildSeconds);
}

void drawResourceBar(const HudInput& in, HudRequests& requests) {
  const sim::Player* p = me(in);
  if (!p || !in.economy) return;
  const world::Amounts gross = sim::grossPerDay(in.state, *in.economy, in.wells.catalogue, p->id);
  const std::int64_t rate = sim::taxRateOf(in.state, in.system, *in.economy, p->id);
  const world::Amounts net = sim::netPerDay(gross, rate);
  ImGuiIO& io = ImGui::GetIO();
  ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x * 0.5f, io.DisplaySize.y - 8.0f), ImGuiCond_Always, ImVec2(0.5f, 1.0f));
  ImGui::SetNextWindowBgAlpha(0.8f);
  ImGui::Begin("##resources", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                           ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing);
  ImGui::TextColored(colourOfPlayer(*p), "%s", p->name.c_str());
  ImGui::SameLine(0.0f, 16.0f);
  ImGui::Text("money %lld (%+lld/day)", static_cast<long long>(p->stock.money), static_cast<long long>(net.money));
  ImGui::SameLine(0.0f, 16.0f);
  ImGui::Text("resources %lld (%+lld/day)", static_cast<long long>(p->stock.resources), static_cast<long long>(net.resources));
  ImGui::SameLine(0.0f, 16.0f);
  ImGui::Text("rare %lld (%+lld/day)", static_cast<long long>(p->stock.rare), static_cast<long long>(net.rare));
  ImGui::SameLine(0.0f, 16.0f);
  ImGui::Text("tax %s", percent(rate).c_str());
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip(
        "Organisation tax: %s with one planet, %s more for each planet beyond the first, at most %s.\n"
        "Planets held: %lld. Gross a game day: %s; after tax: %s.",
        percent(in.economy->tax.base).c_str(), percent(in.economy->tax.perPlanet).c_str(),
        percent(in.economy->tax.max).c_str(), static_cast<long long>(sim::planetsHeld(in.state, in.system, p->id)),
        world::describeAmounts(gross).c_str(), world::describeAmounts(net).c_str());
  }
  drawHoldings(in, *p, requests);
  ImGui::End();
}

void drawStationEconomy(const HudInput& in, const world::Station& station, HudRequests& requests) {
  if (in.state.players.empty()) return;
  const sim::Player* owner = in.state.player(station.owner);
  if (owner) {
    ImGui::Text("owner        ");
    ImGui::SameLine(0.0f, 0.0f);
    ImGui::TextColored(colourOfPlayer(*owner), "%s", owner->name.c_str());
  } else {
    ImGui::Text("owner         nobody");
  }
  const world::StationType& type = in.wells.catalogue.type(station.type);
  if (!station.built()) {
    const float done = type.buildSeconds > 0.0 ? static_cast<float>(1.0 - station.buildSecondsLeft / type.buildSeconds) : 1.0f;
    const std::string overlay = "building: " + days(station.buildSecondsLeft) + " left";
    ImGui::ProgressBar(done, ImVec2(260.0f, 0.0f), overlay.c_str());
  } else if (!type.yieldPerDay.isZero()) {
    ImGui::Text("yields        %s a day", world::describeAmounts(type.yieldPerDay).c_str());
  }
  const sim::Shipyard* yard = in.state.shipyard(station.id);
  if (!yard || !(station.owner == in.player)) return;
  ImGui::Separator();
  if (!station.built()) {
    ImGui::TextDisabled("the shipyard takes orders once it is built");
    return;
  }
  // The buttons first: the queue below grows with each click and would push them away from the mouse.
  drawShipMenu(in, station, requests);
  drawRally(in, station, *yard, requests);
  drawQueue(in, station, *yard, requests);
}

void drawConstructionRings(const HudInput& in) {
  ImDrawList* draw = ImGui::GetBackgroundDrawList();
  const ImVec2 scale = ImGui::GetIO().DisplayFramebufferScale;
  for (const render::StationView& s : in.wells.stations) {
    if (s.built >= 1.0f) continue;
    const glm::dvec3 at = in.camera.toScreen(s.position);
    if (at.z < 0.0 || at.z > 1.0) continue;
    const double radius = std::max(in.camera.projectedRadiusPixels(s.radius, glm::length(s.position - in.scene.eye)), 5.0);
    const ImVec2 centre(static_cast<float>(at.x) / scale.x, static_cast<float>(at.y) / scale.y);
    const float r = static_cast<float>(radius) / scale.y + 7.0f;
    const ImU32 colour = toImColor(s.tint / 0.45f, 0.95f);
    draw->AddCircle(centre, r, IM_COL32(255, 255, 255, 60), 32, 2.0f);
    const float start = -0.5f * std::numbers::pi_v<float>;
    draw->PathArcTo(centre, r, start, start + 2.0f * std::numbers::pi_v<float> * s.built, 32);
    draw->PathStroke(colour, 0, 3.0f);
  }
}

}  // namespace perihelion::app
