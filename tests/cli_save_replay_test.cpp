// The command line's saves and replays, run as a user runs them: `simulate --save` then `--load` gives
// the hash of one unbroken run; `skirmish --record` then `replay` prints the same result with the same
// state hash; a damaged recording or save is refused with its place and exit 1.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "cli_run.h"

namespace perihelion {
namespace {

using testing_cli::perihelion;
using testing_cli::slurp;

const std::string kScenarios = std::string(PERIHELION_DATA_DIR) + "/scenarios/";

std::string hashOf(const std::string& json) { return nlohmann::json::parse(json).at("state_hash").get<std::string>(); }

TEST(CliSaves, ASaveBetweenTicksGivesTheHashOfOneRun) {
  const auto whole = perihelion("simulate " + kScenarios + "combat_well.json --ticks 150");
  ASSERT_EQ(whole.exitCode, 0) << whole.err;
  const auto first = perihelion("simulate " + kScenarios + "combat_well.json --ticks 100 --save mid.json");
  ASSERT_EQ(first.exitCode, 0) << first.err;
  const auto rest = perihelion("simulate --load mid.json --ticks 50");
  ASSERT_EQ(rest.exitCode, 0) << rest.err;
  EXPECT_EQ(hashOf(rest.out), hashOf(whole.out));
  EXPECT_NE(hashOf(first.out), hashOf(whole.out)) << "100 ticks are not 150";
}

TEST(CliSaves, ABrokenSaveIsRefusedWithItsPlace) {
  ASSERT_EQ(perihelion("simulate " + kScenarios + "economy_two_players.json --ticks 5 --save s.json").exitCode, 0);
  const auto edit = testing_cli::runShell("sed -i 's/\"seconds_per_tick\": [0-9.e+]*/\"seconds_per_tick\": -1/' s.json");
  ASSERT_EQ(edit.exitCode, 0);
  const auto r = perihelion("simulate --load s.json --ticks 5");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find("s.json:"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find(": error: /state/seconds_per_tick: expected more than 0"), std::string::npos) << r.err;
  EXPECT_TRUE(r.out.empty()) << "no report of a game that was not loaded";
  EXPECT_EQ(perihelion("simulate --load nowhere.json").exitCode, 1);
  EXPECT_EQ(perihelion("simulate " + kScenarios + "economy_two_players.json --load s.json").exitCode, 2) << "one start only";
}

TEST(CliReplays, AFourPlayerSkirmishReplaysToItsResultAndHash) {
  const auto played =
      perihelion("skirmish --players ai:hard,ai:easy,ai:normal,ai:normal --seed 4 --max-days 45 --record match.txt");
  ASSERT_EQ(played.exitCode, 0) << played.err;
  const auto replayed = perihelion("replay match.txt");
  ASSERT_EQ(replayed.exitCode, 0) << replayed.err;
  nlohmann::json a = nlohmann::json::parse(played.out), b = nlohmann::json::parse(replayed.out);
  EXPECT_EQ(a.at("state_hash"), b.at("state_hash"));
  EXPECT_GT(a.at("decisions").get<int>(), 0);
  EXPECT_EQ(b.at("decisions").get<int>(), 0) << "the computer players do not think in a replay";
  for (nlohmann::json* j : {&a, &b}) {
    j->erase("decisions");
    j->erase("ai_ms_per_decision");
  }
  EXPECT_EQ(a, b) << "the same result";
  EXPECT_GE(a.at("events").size(), 2u) << "the first shots are fired, and the end";
}

TEST(CliReplays, ARecordingWithACommandTakenOutDoesNotReachItsHash) {
  ASSERT_EQ(perihelion("skirmish --players ai:normal,ai:normal --seed 2 --max-days 30 --record m.txt").exitCode, 0);
  // Drop the first queue_ship command: the game parts from the recorded one.
  ASSERT_EQ(testing_cli::runShell("sed -i '0,/queue_ship/{/queue_ship/d}' m.txt").exitCode, 0);
  const auto r = perihelion("replay m.txt");
  EXPECT_EQ(r.exitCode, 1);
  EXPECT_NE(r.err.find("error: the replay ends in state hash"), std::string::npos) << r.err;
}

TEST(CliReplays, ATruncatedOrForeignRecordingIsRefusedWithItsLine) {
  ASSERT_EQ(perihelion("skirmish --players ai:easy,none --seed 1 --max-days 5 --record t.txt").exitCode, 0);
  // (runShell sends the last command's output to its own files: each write here is followed by `true`.)
  ASSERT_EQ(testing_cli::runShell("head -n 9 t.txt > cut.txt; printf 'not a recording\\n' > foreign.txt; true").exitCode, 0);
  const auto cut = perihelion("replay cut.txt");
  EXPECT_EQ(cut.exitCode, 1);
  EXPECT_NE(cut.err.find("cut.txt:9: error: the recording is truncated"), std::string::npos) << cut.err;
  const auto foreign = perihelion("replay foreign.txt");
  EXPECT_EQ(foreign.exitCode, 1);
  EXPECT_NE(foreign.err.find("foreign.txt:1: error: not a Perihelion recording"), std::string::npos) << foreign.err;
}

}  // namespace
}  // namespace perihelion
