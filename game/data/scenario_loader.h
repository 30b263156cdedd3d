// A scenario file -> data::Scenario: names and numbers, checked for form. Whether the names exist
// (a planet, a station type) is for the simulation's rules to say, with their own reasons.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <utility>
#include <string>
#include <string_view>
#include <vector>

#include <glm/vec3.hpp>

#include "data/json_document.h"

namespace perihelion::data {

struct ScenarioStation {
  std::string pointer;  ///< "/stations/2", for messages
  std::string planet;
  std::uint32_t ring = 0;  ///< 0 = innermost (the file counts from 1)
  double phase = 0.0;      ///< rad
  std::string type;
};

struct ScenarioObstacleField {
  glm::dvec3 centre{0.0};  ///< m
  double radius = 0.0;     ///< m
  std::uint32_t count = 0;
  double obstacleRadius = 0.0;  ///< m
  double minGap = 0.0;          ///< m
  std::uint32_t seed = 1;
};

struct ScenarioFleet {
  std::string pointer;
  std::string name;
  std::string shipType;
  std::uint32_t count = 0;
  glm::dvec3 centre{0.0};  ///< m
  double spread = 0.0;     ///< m
  std::uint32_t seed = 1;
};

struct ScenarioOrder {
  std::string pointer;
  std::uint64_t tick = 0;
  std::string fleet;
  std::optional<glm::dvec3> moveTo;  ///< m
  std::string goTo;                  ///< a planet's name, when not moveTo
};

struct Scenario {
  std::string name;
  std::filesystem::path solarSystem;   ///< resolved against the scenario's folder
  std::filesystem::path stationTypes;  ///< resolved against the scenario's folder
  std::filesystem::path shipTypes;     ///< resolved against the scenario's folder
  double startJulianDate = 0.0;        ///< TT
  std::uint64_t ticks = 0;
  double dtSeconds = 0.0;
  std::vector<ScenarioStation> stations;
  std::vector<std::pair<glm::dvec3, double>> obstacles;  ///< centre (m), radius (m)
  std::vector<ScenarioObstacleField> obstacleFields;
  std::vector<ScenarioFleet> fleets;
  std::vector<ScenarioOrder> orders;  ///< in file order
};

/// Parses and checks a scenario held in memory; relative paths are resolved against `folder`. No I/O.
Loaded<Scenario> parseScenario(std::string_view text, const std::filesystem::path& folder);

/// Reads a scenario file and parses it.
Loaded<Scenario> loadScenarioFile(const std::filesystem::path& path);

}  // namespace perihelion::data
