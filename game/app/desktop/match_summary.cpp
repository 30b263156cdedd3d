#include "desktop/match_summary.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include <imgui.h>

#include "desktop/owner_colours.h"
#include "ui/imgui_color.h"

namespace perihelion::app {
namespace {

using engine::toImColor;

/// One figure of a player's samples, as floats for ImGui's plots.
template <class Figure>
std::vector<float> series(const std::vector<match::Sample>& samples, std::size_t player, Figure figure) {
  std::vector<float> values;
  values.reserve(samples.size());
  for (const match::Sample& s : samples) {
    values.push_back(player < s.players.size() ? static_cast<float>(figure(s.players[player])) : 0.0f);
  }
  return values;
}

/// A graph of one figure for every player: ImGui's line plots, one per player in their colour, drawn
/// over one another on a shared scale.
template <class Figure>
void drawGraph(const char* title, const sim::GameState& state, const std::vector<match::Sample>& samples, Figure figure) {
  std::vector<std::vector<float>> lines;
  float low = std::numeric_limits<float>::max(), high = std::numeric_limits<float>::lowest();
  for (std::size_t p = 0; p < state.players.size(); ++p) {
    lines.push_back(series(samples, p, figure));
    for (const float v : lines.back()) {
      low = std::min(low, v);
      high = std::max(high, v);
    }
  }
  if (lines.empty() || lines.front().empty()) return;
  low = std::min(low, 0.0f);
  if (high <= low) high = low + 1.0f;
  ImGui::Text("%s  (%.0f to %.0f)", title, static_cast<double>(low), static_cast<double>(high));
  const ImVec2 size(430.0f, 110.0f);
  const ImVec2 origin = ImGui::GetCursorPos();
  ImGui::PushStyleColor(ImGuiCol_FrameBg, ImVec4(0.08f, 0.09f, 0.12f, 1.0f));
  for (std::size_t p = 0; p < lines.size(); ++p) {
    ImGui::SetCursorPos(origin);
    ImGui::PushStyleColor(ImGuiCol_PlotLines, toImColor(colourOf(state.players[p].colour)));
    ImGui::PushStyleColor(ImGuiCol_PlotLinesHovered, toImColor(colourOf(state.players[p].colour)));
    const std::string id = std::string("##") + title + std::to_string(p);
    ImGui::PlotLines(id.c_str(), lines[p].data(), static_cast<int>(lines[p].size()), 0, nullptr, low, high, size);
    ImGui::PopStyleColor(2);
    if (p == 0) ImGui::PushStyleColor(ImGuiCol_FrameBg, ImVec4(0, 0, 0, 0));  // the later lines over the first
  }
  ImGui::PopStyleColor(lines.size() > 1 ? 2 : 1);
}

}  // namespace

std::string summaryHeadline(const sim::GameState& state, const sim::MatchEnd& end, world::PlayerId viewer) {
  if (!end.winner) return "A draw";
  if (viewer != world::kNobody) return *end.winner == viewer ? "Victory" : "Defeat";
  return state.players[end.winner->value].name + " wins";
}

MenuRequests drawMatchSummary(const DesktopGame& game) {
  MenuRequests requests;
  const DesktopMatch& match = *game.match();
  const match::Chronicle& chronicle = match.chronicle;
  const sim::MatchEnd& end = *chronicle.end();
  const sim::GameState& state = game.state();
  const sim::Rules rules = game.rules();
  const ImGuiIO& io = ImGui::GetIO();
  ImGui::GetBackgroundDrawList()->AddRectFilled(ImVec2(0, 0), io.DisplaySize, IM_COL32(0, 0, 0, 140));
  ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowFocus();  // over the HUD's windows
  ImGui::SetNextWindowSizeConstraints(ImVec2(0, 0), ImVec2(io.DisplaySize.x - 20.0f, io.DisplaySize.y - 20.0f));
  ImGui::Begin("Match over###summary", nullptr, ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove |
                                                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize);
  const std::string headline = summaryHeadline(state, end, game.player());
  ImGui::SetWindowFontScale(1.6f);
  ImGui::TextUnformatted(headline.c_str());
  ImGui::SetWindowFontScale(1.0f);
  const std::string how = end.winner ? state.players[end.winner->value].name + " wins by " + std::string(sim::endReasonName(end.reason))
                                     : std::string("nobody wins (") + std::string(sim::endReasonName(end.reason)) + ")";
  ImGui::Text("%s after %.0f game days", how.c_str(), std::floor(chronicle.days(state)));

  if (ImGui::BeginTable("##players", 6, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg)) {
    for (const char* h : {"player", "planets", "ships", "ships lost", "money", "score"}) ImGui::TableSetupColumn(h);
    ImGui::TableHeadersRow();
    const match::Sample& last = chronicle.samples().back();
    for (const sim::Player& p : state.players) {
      const match::PlayerFigures& f = last.players[p.id.value];
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(toImColor(colourOf(p.colour))), "%s%s", p.name.c_str(),
                         p.id == game.player() ? " (you)" : "");
      ImGui::TableNextColumn();
      ImGui::Text("%lld", static_cast<long long>(f.planets));
      ImGui::TableNextColumn();
      ImGui::Text("%lld", static_cast<long long>(f.ships));
      ImGui::TableNextColumn();
      const auto& lost = state.combat.shipsLost;
      ImGui::Text("%lld", static_cast<long long>(p.id.value < lost.size() ? lost[p.id.value] : 0));
      ImGui::TableNextColumn();
      ImGui::Text("%lld", static_cast<long long>(f.money));
      ImGui::TableNextColumn();
      ImGui::Text("%lld", static_cast<long long>(sim::scoreOf(state, rules, p.id)));
    }
    ImGui::EndTable();
  }
  ImGui::Separator();
  const std::vector<match::Sample>& samples = chronicle.samples();
  ImGui::BeginGroup();
  drawGraph("Money", state, samples, [](const match::PlayerFigures& f) { return f.money; });
  drawGraph("Income a day", state, samples, [](const match::PlayerFigures& f) { return f.incomePerDay; });
  ImGui::EndGroup();
  ImGui::SameLine();
  ImGui::BeginGroup();
  drawGraph("Ships", state, samples, [](const match::PlayerFigures& f) { return f.ships; });
  drawGraph("Planets held", state, samples, [](const match::PlayerFigures& f) { return f.planets; });
  ImGui::EndGroup();
  ImGui::TextDisabled("one point a game day, from day 0 to day %.0f", std::floor(samples.back().day));
  ImGui::Separator();
  ImGui::Text("Key events");
  ImGui::BeginChild("##events", ImVec2(0.0f, 120.0f), true);
  for (const match::MatchEvent& e : chronicle.events()) ImGui::Text("day %5.0f  %s", std::floor(e.day), e.text.c_str());
  ImGui::EndChild();
  if (ImGui::Button("Main menu")) requests.mainMenu = true;
  ImGui::SameLine();
  if (ImGui::Button("Keep watching")) requests.resume = true;
  ImGui::SameLine();
  if (ImGui::Button("Quit")) requests.quit = true;
  ImGui::End();
  return requests;
}

}  // namespace perihelion::app
