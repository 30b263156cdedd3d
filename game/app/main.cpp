// perihelion: the prototype and its command line.
//   perihelion [--data FILE] [--size WxH] [--date DATE] [--focus BODY] [--bench-frames N]   the game
//   perihelion state [--date DATE]        the system's state as a table
//   perihelion validate FILE...           check data files; exit 0 valid, 1 invalid, 2 usage
//   perihelion ephemeris ...              CSV of positions
//   perihelion screenshot --out FILE.png  render one picture with no interaction
//   perihelion schema                     the JSON Schema of the data format
#include <CLI/CLI.hpp>
#include <iostream>

#include "commands.h"
#include "data/json_schema_writer.h"
#include "data/solar_system_format.h"
#include "data_paths.h"
#include "desktop/desktop_app.h"

namespace {

/// "1280x720" -> {1280, 720}; an empty string when it is not a size.
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

}  // namespace

int main(int argc, char** argv) {
  using namespace perihelion;
  CLI::App cli{"Perihelion: a 3D solar-system strategy prototype. With no command: open the game."};
  cli.require_subcommand(0, 1);

  std::string dataFile = app::defaultSolarSystemFile().string();
  std::string size = "1280x720";
  std::string date;
  std::string focus;
  int benchFrames = 0;
  cli.add_option("--data", dataFile, "Solar-system data file")->capture_default_str();
  cli.add_option("--size", size, "Window size WxH")->capture_default_str()->check(checkSize);
  cli.add_option("--date", date, "Start date: JD<number> (TT) or ISO 8601 (UTC); default now");
  cli.add_option("--focus", focus, "Body to focus and follow at start");
  cli.add_option("--bench-frames", benchFrames, "Draw N frames without vsync, print the median frame time, exit")
      ->check(CLI::Range(1, 1000000));

  CLI::App* state = cli.add_subcommand("state", "Print the solar system's state at --date (default now)");
  state->add_option("--date", date, "JD<number> (TT) or ISO 8601 (UTC); default now");
  state->add_option("--data", dataFile, "Solar-system data file")->capture_default_str();

  std::vector<std::string> validateFiles;
  CLI::App* validate = cli.add_subcommand("validate", "Check data files; print every problem");
  validate->add_option("files", validateFiles, "Files to check")->required();

  app::EphemerisRequest ephemeris{dataFile, {}, {}};
  CLI::App* ephemerisCommand = cli.add_subcommand(
      "ephemeris", "Heliocentric J2000 ecliptic positions (au) and velocities (au/day) as CSV");
  ephemerisCommand->add_option("--data", dataFile, "Solar-system data file")->capture_default_str();
  ephemerisCommand->add_option("--body", ephemeris.bodies, "Body names, comma-separated or repeated")
      ->required()->delimiter(',');
  ephemerisCommand->add_option("--date", ephemeris.dates,
                               "JD<number> on the TT scale, or an ISO 8601 date/time read as UTC; repeatable")
      ->required();

  app::ScreenshotOptions shot;
  std::string shotOut, shotReport;
  CLI::App* screenshot = cli.add_subcommand("screenshot", "Render the scene to a PNG file, with no interaction");
  screenshot->add_option("--out", shotOut, "PNG file to write")->required();
  screenshot->add_option("--size", size, "Image size WxH")->capture_default_str()->check(checkSize);
  screenshot->add_option("--date", date, "Date shown: JD<number> (TT) or ISO 8601 (UTC); default now");
  screenshot->add_option("--focus", focus, "Body to centre on");
  screenshot->add_option("--frames", shot.frames, "Frames drawn before the capture")->capture_default_str()
      ->check(CLI::Range(1, 1000));
  screenshot->add_option("--data", dataFile, "Solar-system data file")->capture_default_str();
  screenshot->add_option("--report", shotReport, "Also write JSON: each body's pixel and what a click there picks");

  CLI::App* schema = cli.add_subcommand("schema", "Print the JSON Schema of the solar-system format");

  try {
    cli.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int code = cli.exit(e);
    return code == 0 ? app::kExitOk : app::kExitUsage;
  }

  if (*validate) return app::runValidate(validateFiles);
  if (*ephemerisCommand) {
    ephemeris.dataFile = dataFile;
    return app::runEphemeris(ephemeris);
  }
  if (*schema) {
    std::cout << data::jsonSchemaText(data::solarSystemFormat(), data::kSolarSystemSchemaId);
    return app::kExitOk;
  }
  if (*state) return app::runState(dataFile, date);
  const app::DesktopOptions desktop{dataFile, parseSize(size), date, focus, benchFrames};
  if (*screenshot) {
    shot.desktop = desktop;
    shot.out = shotOut;
    shot.report = shotReport;
    return app::runScreenshot(shot);
  }
  return app::runDesktop(desktop);
}
