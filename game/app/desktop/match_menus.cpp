#include "desktop/match_menus.h"

#include <imgui.h>

#include "desktop/owner_colours.h"
#include "ui/imgui_color.h"

namespace perihelion::app {
namespace {

using engine::toImColor;

/// A window in the middle of the screen, over a dimmed game.
void beginCentred(const char* title, float width) {
  const ImGuiIO& io = ImGui::GetIO();
  ImGui::GetBackgroundDrawList()->AddRectFilled(ImVec2(0, 0), io.DisplaySize, IM_COL32(0, 0, 0, 120));
  ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.5f), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(width, 0.0f), ImGuiCond_Always);
  ImGui::Begin(title, nullptr, ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize);
}

bool wideButton(const char* label) { return ImGui::Button(label, ImVec2(-1.0f, 0.0f)); }

void drawSkirmishForm(SkirmishForm& form, const std::vector<SkirmishScenario>& scenarios, MenuRequests& requests) {
  if (scenarios.empty()) {
    ImGui::TextWrapped("No skirmish scenario found (a scenario with start_planets, in data/scenarios/).");
    return;
  }
  form.scenario = std::clamp(form.scenario, 0, static_cast<int>(scenarios.size()) - 1);
  const SkirmishScenario& chosen = scenarios[static_cast<std::size_t>(form.scenario)];
  ImGui::SetNextItemWidth(260.0f);
  if (ImGui::BeginCombo("Scenario", chosen.name.c_str())) {
    for (std::size_t k = 0; k < scenarios.size(); ++k) {
      if (ImGui::Selectable((scenarios[k].name + "##" + scenarios[k].file.string()).c_str(), static_cast<int>(k) == form.scenario)) {
        form.scenario = static_cast<int>(k);
      }
    }
    ImGui::EndCombo();
  }
  if (form.seats.size() != chosen.playerNames.size()) {
    // You and one computer player; the other seats empty.
    form.seats.assign(chosen.playerNames.size(), kSeatEmpty);
    if (!form.seats.empty()) form.seats[0] = kSeatYou;
    if (form.seats.size() > 1) form.seats[1] = kSeatNormal;
  }
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  ImGui::TextWrapped("Each home is drawn from the start planets by the seed: nobody knows where the others start.");
  ImGui::PopStyleColor();
  for (std::size_t k = 0; k < form.seats.size(); ++k) {
    ImGui::PushStyleColor(ImGuiCol_Text, toImColor(colourOf(chosen.playerColours[k])));
    ImGui::Text("%-18s", chosen.playerNames[k].c_str());
    ImGui::PopStyleColor();
    ImGui::SameLine(170.0f);
    ImGui::SetNextItemWidth(200.0f);
    const std::string id = "##seat" + std::to_string(k);
    if (ImGui::BeginCombo(id.c_str(), kSeatChoices[form.seats[k]].label)) {
      for (int c = 0; c < static_cast<int>(std::size(kSeatChoices)); ++c) {
        if (ImGui::Selectable(kSeatChoices[c].label, c == form.seats[k])) form.seats[k] = c;
      }
      ImGui::EndCombo();
    }
  }
  ImGui::SetNextItemWidth(200.0f);
  ImGui::InputScalar("Seed", ImGuiDataType_U64, &form.seed);
  ImGui::SetNextItemWidth(200.0f);
  ImGui::InputInt("Time limit, days (0: scenario's)", &form.maxDays);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("0: the scenario's (skirmish.json: 730 days); then the score decides");
  form.maxDays = std::clamp(form.maxDays, 0, 36525);
  if (!form.error.empty()) ImGui::TextColored(ImVec4(1.0f, 0.5f, 0.4f, 1.0f), "%s", form.error.c_str());
  if (wideButton("Start")) {
    std::string why;
    if (auto choice = form.choice(scenarios, why)) {
      requests.start = std::move(choice);
    } else {
      form.error = why;
    }
  }
}

/// The saved games, newest first, each with its Load; in the pause menu also a name and Save.
void drawSaves(SaveForm& saves, bool canSave, MenuRequests& requests) {
  if (!saves.listed) {
    saves.saves = listSaves(savesFolder());
    saves.listed = true;
  }
  if (canSave) {
    ImGui::SetNextItemWidth(-70.0f);
    const bool entered = ImGui::InputTextWithHint("##savename", "name of the save", saves.name.data(), saves.name.size(),
                                                  ImGuiInputTextFlags_EnterReturnsTrue);
    ImGui::SameLine();
    if ((ImGui::Button("Save", ImVec2(-1.0f, 0.0f)) || entered) && saves.name[0] != '\0') {
      requests.saveAs = std::string(saves.name.data());
      saves.listed = false;
    }
  }
  if (saves.saves.empty()) {
    ImGui::TextDisabled("No saved games yet (F5 saves, F9 loads the quick save)");
    return;
  }
  ImGui::TextDisabled("Saved games");
  ImGui::BeginChild("##saves", ImVec2(0.0f, std::min(6.0f, static_cast<float>(saves.saves.size())) * ImGui::GetFrameHeightWithSpacing()), false);
  for (const SaveEntry& s : saves.saves) {
    ImGui::PushID(s.file.string().c_str());
    if (ImGui::SmallButton("Load")) requests.load = s.file;
    ImGui::SameLine();
    ImGui::TextUnformatted(s.name.c_str());
    ImGui::PopID();
  }
  ImGui::EndChild();
}

/// Host the skirmish form's match (its LAN players' seats wait for joiners), or join one at its host's
/// address; while joining, what it waits for.
void drawLan(LanForm& lan, const SkirmishForm& form, const std::vector<SkirmishScenario>& scenarios, MenuRequests& requests) {
  ImGui::Text("LAN match");
  if (lan.joining) {
    if (lan.hostedPort >= 0) ImGui::TextDisabled("Hosting on port %d: waiting for the LAN players...", lan.hostedPort);
    ImGui::TextDisabled("Joining %s: waiting for the host to start the match...", lan.address.data());
    return;
  }
  ImGui::SetNextItemWidth(120.0f);
  ImGui::InputInt("##port", &lan.port, 0);
  lan.port = std::clamp(lan.port, 0, 65535);
  ImGui::SameLine();
  if (ImGui::Button("Host the skirmish above on this port", ImVec2(-1.0f, 0.0f))) {
    std::string why;
    if (auto choice = form.choice(scenarios, why, true)) {
      requests.host = std::move(choice);
    } else {
      lan.error = why;
    }
  }
  ImGui::SetNextItemWidth(-70.0f);
  const bool entered = ImGui::InputTextWithHint("##address", "host:port (perihelion skirmish --host PORT)", lan.address.data(),
                                                lan.address.size(), ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::SameLine();
  if ((ImGui::Button("Join", ImVec2(-1.0f, 0.0f)) || entered) && lan.address[0] != '\0') requests.join = std::string(lan.address.data());
  if (!lan.error.empty()) ImGui::TextColored(ImVec4(1.0f, 0.5f, 0.4f, 1.0f), "%s", lan.error.c_str());
}

}  // namespace

void drawNotice(const std::string& text) {
  const ImGuiIO& io = ImGui::GetIO();
  // Above the holdings bar at the bottom, where no panel or menu is (it takes no focus: a name being typed keeps it).
  ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x * 0.5f, io.DisplaySize.y - 70.0f), ImGuiCond_Always, ImVec2(0.5f, 1.0f));
  ImGui::SetNextWindowBgAlpha(0.85f);
  ImGui::Begin("##notice", nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings |
                                        ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoInputs);
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 40.0f);
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopTextWrapPos();
  ImGui::End();
}

MenuRequests drawMenu(MenuScreen screen, SkirmishForm& form, const std::vector<SkirmishScenario>& scenarios, SaveForm& saves,
                      LanForm& lan) {
  MenuRequests requests;
  if (screen == MenuScreen::None || screen == MenuScreen::Summary) saves.listed = false;  // read again when one opens
  if (screen == MenuScreen::Main) {
    beginCentred("Perihelion###menu", 480.0f);
    ImGui::TextDisabled("A real-time strategy game on the moving planets");
    ImGui::Separator();
    ImGui::Text("New skirmish");
    drawSkirmishForm(form, scenarios, requests);
    ImGui::Separator();
    drawLan(lan, form, scenarios, requests);
    ImGui::Separator();
    drawSaves(saves, false, requests);
    ImGui::Separator();
    if (wideButton("Continue")) requests.resume = true;
    if (wideButton("Quit")) requests.quit = true;
    ImGui::End();
  } else if (screen == MenuScreen::Pause) {
    beginCentred("Paused###menu", 320.0f);
    if (wideButton("Resume")) requests.resume = true;
    ImGui::Separator();
    drawSaves(saves, true, requests);
    ImGui::Separator();
    if (wideButton("Main menu")) requests.mainMenu = true;
    if (wideButton("Quit")) requests.quit = true;
    ImGui::TextDisabled("Esc: resume");
    ImGui::End();
  }
  return requests;
}

}  // namespace perihelion::app
