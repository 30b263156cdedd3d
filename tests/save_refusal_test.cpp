// Saved games that must be refused, each with the place of its first problem: empty, truncated, too
// large, of another format version, edited to contradict itself (a fleet of a player the game lacks,
// an id used twice), hostile (1e400, NaN, deep nesting), or not fitting the data it names.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "data/data_fingerprint.h"
#include "data/scenario_world.h"
#include "save/restore.h"
#include "save/save_reader.h"
#include "save/save_writer.h"
#include "sim/state_hash.h"

namespace perihelion {
namespace {

const std::filesystem::path kScenario = std::filesystem::path(PERIHELION_DATA_DIR) / "scenarios" / "combat_capture.json";

/// A good save: a game of two players with fleets, stations and a shipyard, a few ticks in.
std::string goodSave() {
  data::LoadedScenarioWorld loaded = data::loadScenarioWorld(kScenario);
  EXPECT_TRUE(loaded.world.has_value());
  data::ScenarioWorld& w = *loaded.world;
  sim::TickScratch scratch;
  for (int k = 0; k < 5; ++k) sim::tick(w.state, w.rules(), {}, scratch);
  return save::saveText(save::savedScenarioGame(kScenario.string(), sim::hashText(data::dataFingerprint(w, kScenario.string())), w.state));
}

/// The first error's line "save:LINE:COL: error: POINTER: message [code]".
std::string firstError(std::string_view text) {
  const data::Loaded<save::SavedGame> read = save::parseSave(text);
  EXPECT_FALSE(read.value.has_value()) << "refused";
  return read.diagnostics.empty() ? std::string() : data::formatDiagnostic(read.diagnostics.front(), "save");
}

/// The good save with one edit made to its JSON.
template <class Edit>
std::string edited(Edit&& edit) {
  nlohmann::ordered_json j = nlohmann::ordered_json::parse(goodSave());
  edit(j);
  return j.dump(1);
}

TEST(SaveRefusals, TheGoodSaveIsRead) {
  const data::Loaded<save::SavedGame> read = save::parseSave(goodSave());
  EXPECT_TRUE(read.value.has_value());
  EXPECT_TRUE(read.diagnostics.empty());
}

TEST(SaveRefusals, AGameBeforeYearZeroIsSavedAndReadButNotOneBefore4713BC) {
  // The clock goes back to JD 0 (4713 BC), before the orbits' 3000 BC: a game jumped there saves and reads back.
  data::LoadedScenarioWorld loaded = data::loadScenarioWorld(kScenario);
  ASSERT_TRUE(loaded.world.has_value());
  data::ScenarioWorld& w = *loaded.world;
  const double bc3000 = (625673.5 - 2451545.0) * 86400.0;
  sim::TickScratch scratch;
  const std::vector<sim::Command> jump{sim::JumpToTime{bc3000}};
  sim::tick(w.state, w.rules(), jump, scratch);
  ASSERT_EQ(w.state.time, bc3000 + w.state.tickSeconds()) << "the jump was taken, then the tick ran";
  const data::Loaded<save::SavedGame> read =
      save::parseSave(save::saveText(save::savedScenarioGame(kScenario.string(), "0000000000000000", w.state)));
  ASSERT_TRUE(read.value.has_value());
  EXPECT_EQ(read.value->state.time, w.state.time);
  const std::string before = edited([](nlohmann::ordered_json& j) { j["state"]["time"] = (-1.0 - 2451545.0) * 86400.0; });
  EXPECT_NE(firstError(before).find("/state/time: expected a time from 4713 BC (JD 0)"), std::string::npos) << firstError(before);
}

TEST(SaveRefusals, AnEmptyFile) { EXPECT_NE(firstError("  \n").find("[empty-file]"), std::string::npos); }

TEST(SaveRefusals, ATruncatedFileIsASyntaxErrorAtItsEnd) {
  const std::string good = goodSave();
  const std::string cut = good.substr(0, good.size() / 2);
  const std::string e = firstError(cut);
  EXPECT_NE(e.find("[syntax-error]"), std::string::npos) << e;
  const std::size_t lines = static_cast<std::size_t>(std::count(cut.begin(), cut.end(), '\n')) + 1;
  EXPECT_NE(e.find("save:" + std::to_string(lines) + ":"), std::string::npos) << "at the last line, " << lines << ": " << e;
}

TEST(SaveRefusals, AFileOverTheLimitIsRefusedBeforeParsing) {
  const std::string huge(save::kMaxSaveBytes + 1, ' ');
  EXPECT_NE(firstError(huge).find("[file-too-large]"), std::string::npos);
}

TEST(SaveRefusals, ANewerFormatVersionForThatAlone) {
  const std::string e = firstError(edited([](auto& j) {
    j["format_version"] = 2;
    j["state"]["a_field_of_version_2"] = 1;
  }));
  EXPECT_NE(e.find(":3:"), std::string::npos) << "line 3: " << e;
  EXPECT_NE(e.find("/format_version: expected format_version 1"), std::string::npos) << e;
}

TEST(SaveRefusals, AFleetOfAPlayerTheGameLacks) {
  const std::string e = firstError(edited([](auto& j) { j["state"]["fleets"]["fleets"][0]["owner"] = 7; }));
  EXPECT_NE(e.find("error: /state/fleets/fleets/0/owner: expected a player id below 2"), std::string::npos) << e;
}

TEST(SaveRefusals, AStationIdUsedTwice) {
  const std::string e = firstError(edited([](auto& j) {
    auto& stations = j["state"]["stations"];
    ASSERT_GE(stations.size(), 1u);
    stations.push_back(stations[0]);
  }));
  EXPECT_NE(e.find("/state/stations/1/id: expected a station id used once"), std::string::npos) << e;
}

TEST(SaveRefusals, AShipOfAFleetTheGameLacks) {
  const std::string e = firstError(edited([](auto& j) { j["state"]["fleets"]["ships"][3]["fleet"] = 4000000000u; }));
  EXPECT_NE(e.find("/state/fleets/ships/3/fleet: expected a fleet id below"), std::string::npos) << e;
}

TEST(SaveRefusals, ShipIdsOutOfOrder) {
  const std::string e = firstError(edited([](auto& j) { j["state"]["fleets"]["ships"][1]["id"] = 0; }));
  EXPECT_NE(e.find("/state/fleets/ships/1/id: expected ship ids in ascending order"), std::string::npos) << e;
}

TEST(SaveRefusals, ANumberTooLargeForADouble) {
  std::string text = goodSave();
  const std::size_t at = text.find("\"seconds_per_tick\": ");
  ASSERT_NE(at, std::string::npos);
  const std::size_t value = at + std::string("\"seconds_per_tick\": ").size();
  text.replace(value, text.find(',', value) - value, "1e400");
  const std::string e = firstError(text);
  EXPECT_NE(e.find("/state/seconds_per_tick: expected a finite number"), std::string::npos) << e;
}

TEST(SaveRefusals, NaNIsNotJson) {
  std::string text = goodSave();
  const std::size_t at = text.find("\"time\": ");
  const std::size_t value = at + std::string("\"time\": ").size();
  text.replace(value, text.find(',', value) - value, "NaN");
  EXPECT_NE(firstError(text).find("[syntax-error]"), std::string::npos);
}

TEST(SaveRefusals, AWrongTypeAndAMissingFieldAndAnUnknownKey) {
  EXPECT_NE(firstError(edited([](auto& j) { j["state"]["tick"] = "100"; })).find("/state/tick: expected a whole number"),
            std::string::npos);
  EXPECT_NE(firstError(edited([](auto& j) { j["state"].erase("paused"); })).find("/state/paused: expected the key"),
            std::string::npos);
  EXPECT_NE(firstError(edited([](auto& j) { j["state"]["cheat"] = true; })).find("/state/cheat: expected no key"),
            std::string::npos);
}

TEST(SaveRefusals, DeepNestingAndNulBytes) {
  EXPECT_NE(firstError(std::string(100000, '[')).find("[nesting-too-deep]"), std::string::npos);
  std::string text = goodSave();
  text[40] = '\0';
  EXPECT_NE(firstError(text).find("NUL"), std::string::npos);
}

TEST(SaveRefusals, AStateThatDoesNotFitTheDataItNames) {
  const std::string text = edited([](auto& j) { j["state"]["fleets"]["ships"][2]["type"] = 99; });
  data::Loaded<save::SavedGame> read = save::parseSave(text);
  ASSERT_TRUE(read.value.has_value()) << "the save holds together: only the data lack the type";
  const save::RestoredGame restored = save::restoreGame(std::move(*read.value), "save", text);
  EXPECT_FALSE(restored.scenario || restored.skirmish) << "no half-made game";
  ASSERT_FALSE(restored.errors.empty());
  EXPECT_NE(restored.errors.front().find("error: /state/fleets/ships/2/type: expected a ship type below"), std::string::npos)
      << restored.errors.front();
  EXPECT_EQ(restored.errors.front().rfind("save:", 0), 0u) << "with its line and column";
}

TEST(SaveRefusals, EditedDataAreAWarningNotARefusal) {
  const std::string text = edited([](auto& j) { j["data_hash"] = "0000000000000000"; });
  data::Loaded<save::SavedGame> read = save::parseSave(text);
  ASSERT_TRUE(read.value.has_value());
  const save::RestoredGame restored = save::restoreGame(std::move(*read.value), "save", text);
  EXPECT_TRUE(restored.scenario.has_value());
  ASSERT_EQ(restored.warnings.size(), 1u);
  EXPECT_NE(restored.warnings[0].find("the data files differ"), std::string::npos);
}

}  // namespace
}  // namespace perihelion
