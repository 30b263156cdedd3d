// A scenario file -> data::Scenario: names and numbers, checked for form. Whether the names exist
// (a planet, a station type) is for the simulation's rules to say, with their own reasons.
#pragma once

#include <cstdint>
#include <filesystem>
#include <array>
#include <memory>
#include <optional>
#include <utility>
#include <string>
#include <string_view>
#include <vector>

#include <glm/vec3.hpp>

#include "data/json_document.h"
#include "data/source_positions.h"
#include "world/amounts.h"

namespace perihelion::data {

/// ScenarioStation::ring of a skirmish's start station: the innermost ring that takes the type and has
/// room for it, at the first of six phases 60 degrees apart that is clear.
inline constexpr std::uint32_t kFirstFittingRing = 0xFFFFFFFFu;

struct ScenarioStation {
  std::string pointer;  ///< "/stations/2", for messages
  std::string planet;
  std::uint32_t ring = 0;  ///< 0 = innermost (the file counts from 1); kFirstFittingRing: see there
  double phase = 0.0;      ///< rad
  std::string type;
  std::string owner;  ///< a player's id; empty: neutral
};

struct ScenarioPlayer {
  std::string pointer;
  std::string id;
  std::string name;
  std::uint32_t colour = 0;  ///< 0xRRGGBB
  std::string home;  ///< empty: drawn from the scenario's start planets
  std::vector<std::string> holds;
  std::string kind;  ///< "human", "ai" or "none"
  world::Amounts stock;
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
  std::optional<double> spread;  ///< m; none for the default, room for the fleet (data/scenario_world.h)
  std::uint32_t seed = 1;
  std::string owner;
};

/// One command at a tick, by names and numbers; which it is, `action` says.
struct ScenarioOrder {
  enum class Action {
    MoveTo, GoTo, BuildStation, QueueShip, CancelShip, Rally, FormFleet, MergeFleets, Attack, AttackMove, Stance, Land
  };
  std::string pointer;
  std::uint64_t tick = 0;
  Action action = Action::MoveTo;
  std::string player;                ///< empty: the fleet's owner (fleet orders), else nobody
  std::string fleet;                 ///< MoveTo, GoTo; MergeFleets: the fleet that stays
  std::optional<glm::dvec3> moveTo;  ///< m
  std::string goTo;                  ///< GoTo, Rally: a planet's name
  ScenarioStation station;           ///< BuildStation (its owner unused: the player's)
  std::uint32_t shipyard = 0;        ///< QueueShip, CancelShip, Rally: a station id
  std::string shipType;              ///< QueueShip
  std::uint32_t position = 0;        ///< CancelShip: 0 = being built
  std::string name;                  ///< FormFleet
  std::vector<std::uint32_t> ships;  ///< FormFleet
  std::vector<std::string> from;     ///< MergeFleets
  std::string targetFleet;           ///< Attack: an enemy fleet's name, or
  std::optional<std::uint32_t> targetShip, targetStation;  ///< a ship's or station's id
  std::string stance;                ///< Stance
};

struct Scenario {
  std::string name;
  std::filesystem::path solarSystem;   ///< resolved against the scenario's folder
  std::filesystem::path stationTypes;  ///< resolved against the scenario's folder
  std::filesystem::path shipTypes;     ///< resolved against the scenario's folder
  std::filesystem::path rules;         ///< resolved against the scenario's folder; read when there are players
  std::filesystem::path combat;        ///< resolved against the scenario's folder; read when there are players
  std::vector<ScenarioPlayer> players;
  double startJulianDate = 0.0;        ///< TT
  std::uint64_t ticks = 0;
  double dtSeconds = 0.0;
  std::uint64_t seed = 1;
  std::vector<ScenarioStation> stations;
  std::vector<std::pair<glm::dvec3, double>> obstacles;  ///< centre (m), radius (m)
  std::vector<ScenarioObstacleField> obstacleFields;
  std::vector<ScenarioFleet> fleets;
  std::vector<ScenarioOrder> orders;  ///< in file order
  std::vector<std::string> startPlanets;   ///< a skirmish's candidate homes
  std::vector<std::string> startStations;  ///< station types each skirmish player starts with at home
  double maxDays = 730.0;                  ///< a skirmish's time limit
  double timeRateDaysPerSecond = 0.0;      ///< a skirmish's rate at the desktop's start; 0: the planet file's
  int maxNavigationSteps = 64;             ///< the most navigation steps a tick is cut into (sim::StepRules)
  /// What every drawn home of a skirmish is worth: money and resources a day, ground defence.
  std::optional<std::array<std::int64_t, 3>> homeWorth;
  /// Where each value is in the file, for the problems found when its world is built (an unknown name, a
  /// station refused, a file it names that cannot be read): their line and column. None for a scenario
  /// made in code.
  std::shared_ptr<const SourcePositions> positions{};
};

/// Parses and checks a scenario held in memory; relative paths are resolved against `folder`. No I/O.
Loaded<Scenario> parseScenario(std::string_view text, const std::filesystem::path& folder);

/// Reads a scenario file and parses it.
Loaded<Scenario> loadScenarioFile(const std::filesystem::path& path);

}  // namespace perihelion::data
