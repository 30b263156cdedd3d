// perihelion: the command line of the prototype.
//   perihelion                      the solar system now (the desktop window comes with the desktop issue)
//   perihelion validate FILE...     check data files; exit 0 valid, 1 invalid, 2 usage
//   perihelion ephemeris ...        CSV of positions
//   perihelion schema               the JSON Schema of the data format, generated from its declaration
#include <CLI/CLI.hpp>
#include <iostream>

#include "commands.h"
#include "data/json_schema_writer.h"
#include "data/solar_system_format.h"
#include "data_paths.h"

int main(int argc, char** argv) {
  using namespace perihelion;
  CLI::App cli{"Perihelion: a 3D solar-system strategy prototype"};
  cli.require_subcommand(0, 1);

  std::string dataFile = app::defaultSolarSystemFile().string();
  std::string stateDate;
  cli.add_option("--data", dataFile, "Solar-system data file")->capture_default_str();
  cli.add_option("--date", stateDate, "Date to show: JD<number> (TT) or ISO 8601 (UTC); default now");

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
  return app::runState(dataFile, stateDate);
}
