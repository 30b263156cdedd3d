// perihelion: the prototype and its command line.
//   perihelion [--data FILE] [--size WxH] [--date DATE] [--focus BODY] [--bench-frames N] [--scenario FILE]
//              [--record FILE] [--time-rate S] [--players SPEC,... [--seed N] [--max-days D]]  the game
//   perihelion state [--date DATE]        the system's state as a table
//   perihelion validate FILE...           check data files; exit 0 valid, 1 invalid, 2 usage
//   perihelion ephemeris ...              CSV of positions
//   perihelion screenshot --out FILE.png  render one picture with no interaction (after --play-frames N)
//   perihelion schema [FORMAT]            the JSON Schema of a data format
//   perihelion simulate SCENARIO.json [--commands FILE]   run a scenario (or replay a recording) headless, print a JSON report
//   perihelion skirmish --players SPEC,... [--host PORT] | --join HOST:PORT --as SPEC   a headless match, on one machine or a LAN
#include <CLI/CLI.hpp>
#include <iostream>

#include "commands.h"
#include "data/combat_format.h"
#include "data/json_schema_writer.h"
#include "save/save_schema.h"
#include "data/rules_format.h"
#include "data/scenario_format.h"
#include "data/ship_types_format.h"
#include "data/solar_system_format.h"
#include "data/station_types_format.h"
#include "data_paths.h"
#include "desktop/desktop_app.h"
#include "sim/command.h"

namespace {

using namespace perihelion;

/// Every value the command line can set, with its default.
struct Options {
  std::string dataFile = app::defaultSolarSystemFile().string();
  std::string size = "1280x720";
  std::string date;
  std::string focus;
  int benchFrames = 0;
  double timeRate = 0.0;
  std::string scenario;
  std::string record;
  std::string load;
  std::string replay;
  std::string join;  ///< the desktop's LAN match
  int host = -1;
  std::vector<std::string> players;  ///< the desktop's skirmish
  std::uint64_t seed = 1;
  double maxDays = 0.0;
  std::vector<std::string> validateFiles;
  app::EphemerisRequest ephemeris;
  int screenshotFrames = 3;
  int screenshotPlayFrames = 0;
  bool screenshotHud = false;
  std::string screenshotOut;
  std::string screenshotReport;
  std::string schemaFormat = "solar_system";
  app::SimulateRequest simulate;
  app::SkirmishRequest skirmish;
  std::filesystem::path replayFile;
};

struct Commands {
  CLI::App* state = nullptr;
  CLI::App* validate = nullptr;
  CLI::App* ephemeris = nullptr;
  CLI::App* screenshot = nullptr;
  CLI::App* schema = nullptr;
  CLI::App* simulate = nullptr;
  CLI::App* skirmish = nullptr;
  CLI::App* replay = nullptr;
};

/// "1280x720" is a size; anything else gets a message saying what is expected.
std::string checkSize(const std::string& text) {
  int w = 0, h = 0;
  char x = 0, extra = 0;
  if (std::sscanf(text.c_str(), "%d%c%d%c", &w, &x, &h, &extra) != 3 || (x != 'x' && x != 'X') || w < 16 ||
      h < 16 || w > 16384 || h > 16384) {
    return "expected WIDTHxHEIGHT, such as 1280x720 (16..16384 each), found '" + text + "'";
  }
  return {};
}

glm::ivec2 parseSize(const std::string& text) {
  int w = 1280, h = 720;
  char x = 0;
  std::sscanf(text.c_str(), "%d%c%d", &w, &x, &h);
  return {w, h};
}

void addGameOptions(CLI::App& cli, Options& o) {
  cli.add_option("--data", o.dataFile, "Solar-system data file")->capture_default_str();
  cli.add_option("--size", o.size, "Window size WxH")->capture_default_str()->check(checkSize);
  cli.add_option("--date", o.date, "Start date: JD<number> (TT) or ISO 8601 (UTC); default now");
  cli.add_option("--focus", o.focus, "Body to focus and follow at start");
  cli.add_option("--bench-frames", o.benchFrames, "Draw N frames without vsync, print the median frame time, exit")
      ->check(CLI::Range(1, 1000000));
  cli.add_option("--time-rate", o.timeRate,
                 "Start at this many game seconds per real second (1: real time, 60: 1 min/s); default: the planet file's")
      ->check(CLI::Range(1.0, 3652.5 * 86400.0));
  cli.add_option("--record", o.record, "Record the game to FILE as it is played (replay: perihelion simulate SCENARIO --commands FILE)");
  cli.add_option("--scenario", o.scenario, "Start from a scenario's stations and fleets (default: data/scenarios/new_game.json)");
  cli.add_option("--players", o.players, "Play a skirmish: seats, comma-separated: human, ai:easy, ai:normal, ai:hard or none "
                                         "(scenario: --scenario, default data/scenarios/skirmish.json)")
      ->delimiter(',');
  cli.add_option("--seed", o.seed, "The skirmish's seed: it draws the homes (default 1)");
  cli.add_option("--load", o.load, "Go on from a saved game (F5 and the pause menu save one)");
  cli.add_option("--replay", o.replay, "Play a recording in the window: time controls and free camera, no commands");
  cli.add_option("--join", o.join, "Join a LAN match at HOST:PORT as a human seat (its host: perihelion skirmish --host PORT)");
  cli.add_option("--host", o.host, "With --players (one human, remote seats): host a LAN match on this UDP port (0: any free one)")
      ->check(CLI::Range(0, 65535));
  cli.add_option("--max-days", o.maxDays, "The skirmish's time limit in game days (default: the scenario's)")
      ->check(CLI::Range(1.0, 36525.0));
}

/// `skirmish --host PORT` and `skirmish --join HOST:PORT --as SPEC` (app/skirmish/lan.h), and the test-only knobs.
void addLanOptions(CLI::App& skirmish, app::SkirmishRequest& r) {
  skirmish.add_option("--host", r.hostPort, "Host a LAN match on this UDP port (0: any free one) for the remote seats");
  skirmish.add_option("--join", r.join, "Join a LAN match at HOST:PORT (seats, scenario and seed come from the host)");
  skirmish.add_option("--as", r.as, "With --join: how to play the seat: ai:easy, ai:normal or ai:hard")->capture_default_str();
  skirmish.add_option("--lan-timeout", r.lanTimeoutSeconds, "Seconds a joiner may keep the host waiting before ai:normal takes its seat")
      ->capture_default_str()->check(CLI::Range(0.5, 3600.0));
  // Test knobs, not shown in --help.
  skirmish.add_option("--lan-delay-ms", r.lanDelayMs, "hold each packet sent this long")->group("")->check(CLI::Range(0, 5000));
  skirmish.add_option("--lan-test-kill-at", r.lanTestKillAt, "joiner: SIGKILL itself at this tick")->group("");
  skirmish.add_option("--lan-test-desync-at", r.lanTestDesyncAt, "joiner: report a wrong hash from this tick on")->group("");
}

Commands addCommands(CLI::App& cli, Options& o) {
  Commands c;
  c.state = cli.add_subcommand("state", "Print the solar system's state at --date (default now)");
  c.state->add_option("--date", o.date, "JD<number> (TT) or ISO 8601 (UTC); default now");
  c.state->add_option("--data", o.dataFile, "Solar-system data file")->capture_default_str();

  c.validate = cli.add_subcommand("validate", "Check data files; print every problem");
  c.validate->add_option("files", o.validateFiles, "Files to check")->required();

  c.ephemeris = cli.add_subcommand("ephemeris", "Heliocentric J2000 ecliptic positions (au) and velocities (au/day) as CSV");
  c.ephemeris->add_option("--data", o.dataFile, "Solar-system data file")->capture_default_str();
  c.ephemeris->add_option("--body", o.ephemeris.bodies, "Body names, comma-separated or repeated")->required()->delimiter(',');
  c.ephemeris->add_option("--date", o.ephemeris.dates, "JD<number> on the TT scale, or an ISO 8601 date/time read as UTC; repeatable")
      ->required();

  c.screenshot = cli.add_subcommand("screenshot", "Render the scene to a PNG file, with no interaction");
  c.screenshot->add_option("--out", o.screenshotOut, "PNG file to write")->required();
  c.screenshot->add_option("--size", o.size, "Image size WxH")->capture_default_str()->check(checkSize);
  c.screenshot->add_option("--date", o.date, "Date shown: JD<number> (TT) or ISO 8601 (UTC); default now");
  c.screenshot->add_option("--focus", o.focus, "Body to centre on");
  c.screenshot->add_option("--frames", o.screenshotFrames, "Frames drawn before the capture")->capture_default_str()
      ->check(CLI::Range(1, 1000));
  c.screenshot->add_option("--play-frames", o.screenshotPlayFrames,
                           "Frames played first at the time rate (--time-rate), a 60th of a second each")
      ->capture_default_str()->check(CLI::Range(0, 1000000));
  c.screenshot->add_flag("--hud", o.screenshotHud, "Draw the HUD too (its panels, fleet markers and labels)");
  c.screenshot->add_option("--data", o.dataFile, "Solar-system data file")->capture_default_str();
  c.screenshot->add_option("--report", o.screenshotReport, "Also write JSON: each body's pixel and what a click there picks");

  c.schema = cli.add_subcommand("schema", "Print the JSON Schema of a data format");
  c.schema->add_option("format", o.schemaFormat, "solar_system, stations, ships, rules, combat, scenario or save")
      ->capture_default_str()
      ->check(CLI::IsMember({"solar_system", "stations", "ships", "rules", "combat", "scenario", "save"}));

  c.skirmish = cli.add_subcommand("skirmish", "Play a match of computer players to its end, print a JSON result");
  c.skirmish->add_option("--scenario", o.skirmish.scenarioFile, "Skirmish scenario (default: data/scenarios/skirmish.json)");
  c.skirmish->add_option("--players", o.skirmish.players,
                         "Seats, comma-separated: ai:easy, ai:normal, ai:hard, none, or remote (a LAN player, with --host)")
      ->delimiter(',');
  c.skirmish->add_option("--seed", o.skirmish.seed, "The match's seed: draws the homes and every chance")->capture_default_str();
  c.skirmish->add_option("--record", o.skirmish.recordFile, "Record the match to FILE (play it again: perihelion replay FILE)");
  c.replay = cli.add_subcommand("replay", "Play a recording again with no window: the same result, checked against its state hash");
  c.replay->add_option("recording", o.replayFile, "A recording made with --record")->required();
  c.skirmish->add_option("--max-days", o.skirmish.maxDays, "Time limit in game days (default: the scenario's)")
      ->check(CLI::Range(0.001, 36525.0));
  addLanOptions(*c.skirmish, o.skirmish);

  c.simulate = cli.add_subcommand("simulate", "Run a scenario with no window and print a JSON report");
  c.simulate->add_option("scenario", o.simulate.scenarioFile, "Scenario file (see data/README.md); not with --load");
  c.simulate->add_option("--ticks", o.simulate.ticks, "Ticks to run (default: the scenario's)")
      ->check(CLI::Range(std::uint64_t{0}, static_cast<std::uint64_t>(sim::kMaxTicks)));
  c.simulate->add_option("--dt", o.simulate.dtSeconds, "Simulated seconds per tick (default: the scenario's)")
      ->check(CLI::Range(1e-6, sim::kMaxSecondsPerTick));
  c.simulate->add_option("--commands", o.simulate.commandsFile,
                         "Replay a recording made with perihelion --record (ticks and tick lengths from it)");
  c.simulate->add_option("--load", o.simulate.loadFile, "Go on from a saved game (its scenario, state and match) instead of a scenario");
  c.simulate->add_option("--save", o.simulate.saveFile, "Save the game after the ticks run to FILE (perihelion simulate --load FILE goes on)");
  return c;
}

int run(const Commands& c, Options& o) {
  if (*c.validate) return app::runValidate(o.validateFiles);
  if (*c.ephemeris) {
    o.ephemeris.dataFile = o.dataFile;
    return app::runEphemeris(o.ephemeris);
  }
  if (*c.schema) {
    if (o.schemaFormat == "stations") {
      std::cout << data::jsonSchemaText(data::stationTypesFormat(), data::kStationTypesSchemaId);
    } else if (o.schemaFormat == "ships") {
      std::cout << data::jsonSchemaText(data::shipTypesFormat(), data::kShipTypesSchemaId);
    } else if (o.schemaFormat == "rules") {
      std::cout << data::jsonSchemaText(data::rulesFormat(), data::kRulesSchemaId);
    } else if (o.schemaFormat == "combat") {
      std::cout << data::jsonSchemaText(data::combatFormat(), data::kCombatSchemaId);
    } else if (o.schemaFormat == "save") {
      std::cout << save::saveSchemaText();
    } else if (o.schemaFormat == "scenario") {
      std::cout << data::jsonSchemaText(data::scenarioFormat(), data::kScenarioSchemaId);
    } else {
      std::cout << data::jsonSchemaText(data::solarSystemFormat(), data::kSolarSystemSchemaId);
    }
    return app::kExitOk;
  }
  if (*c.simulate) return app::runSimulate(o.simulate);
  if (*c.skirmish) return app::runSkirmish(o.skirmish);
  if (*c.replay) return app::runReplay(o.replayFile);
  if (*c.state) return app::runState(o.dataFile, o.date);
  const app::DesktopOptions desktop{o.dataFile, parseSize(o.size), o.date,    o.focus,   o.benchFrames, o.scenario,
                                    o.record,     o.timeRate,          o.players, o.seed,    o.maxDays, o.load, o.replay, o.join, o.host};
  if (*c.screenshot) {
    return app::runScreenshot(
        {desktop, o.screenshotOut, o.screenshotReport, o.screenshotFrames, o.screenshotPlayFrames, o.screenshotHud});
  }
  return app::runDesktop(desktop);
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App cli{"Perihelion: a 3D solar-system strategy prototype. With no command: open the game."};
  cli.require_subcommand(0, 1);
  Options options;
  addGameOptions(cli, options);
  const Commands commands = addCommands(cli, options);
  try {
    cli.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return cli.exit(e) == 0 ? app::kExitOk : app::kExitUsage;
  }
  return run(commands, options);
}
