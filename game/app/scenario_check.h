// A scenario checked as the commands that run it check it before they run, so that `perihelion validate`
// finds every mistake `simulate`, the desktop or `skirmish` would stop at, without running it: parsed
// and checked (data::parseScenario), then its world built as they build it (data::buildScenarioWorld:
// the files it names loaded, its stations placed, its fleets made, its orders' names found), one code
// for both.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "data/scenario_world.h"

namespace perihelion::app {

struct ScenarioCheck {
  std::vector<data::FileDiagnostic> diagnostics;  ///< the scenario's and the files' it names, each once
  std::optional<std::string> summary;              ///< "scenario, 6 stations"; none when there is an error
};

/// Checks the scenario `text` read from `file`. A skirmish's scenario (with start_planets) is built as a
/// skirmish builds it, once with each start planet as the first seat's home (the others' the planets after
/// it), so that every home is tried with the start stations; one whose players all have homes is also
/// built as `simulate` builds it.
ScenarioCheck checkScenario(const std::filesystem::path& file, std::string_view text);

}  // namespace perihelion::app
