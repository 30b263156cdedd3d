#include "data/scenario_format.h"

#include <array>

#include "data/cost_format.h"
#include "data/scenario_totals.h"
#include "sim/command.h"

namespace perihelion::data {
namespace {

constexpr std::array kStationFields{
    FieldSpec{.key = "planet", .type = ValueType::String, .required = true,
              .description = "Name of the planet (or comet) whose well holds the station.", .format = StringFormat::Name,
              .maxLength = 64},
    FieldSpec{.key = "ring", .type = ValueType::Integer, .required = true,
              .description = "Ring number, 1 = innermost.", .range = {1.0, 6.0}},
    FieldSpec{.key = "phase_deg", .description = "Where on the ring at the start, degrees from the ring frame's x axis.",
              .range = {-36000.0, 36000.0}, .defaultNumber = 0.0},
    FieldSpec{.key = "type", .type = ValueType::String, .required = true,
              .description = "Name of a station type in the station-types file.", .format = StringFormat::Name,
              .maxLength = 64},
    FieldSpec{.key = "owner", .type = ValueType::String,
              .description = "The id of the player who owns it (none: neutral).", .format = StringFormat::Name,
              .maxLength = 64},
};

constexpr ObjectSpec kStation{"station", "A station placed at the start, built.", kStationFields};

constexpr std::array<std::string_view, 3> kPlayerKinds{"human", "ai", "none"};

constexpr std::array kPlayerFields{
    FieldSpec{.key = "id", .type = ValueType::String, .required = true,
              .description = "Unique id, used by owners and orders.", .format = StringFormat::Name, .maxLength = 64},
    FieldSpec{.key = "name", .type = ValueType::String, .required = true, .description = "Name shown in the game.",
              .format = StringFormat::Name, .maxLength = 64},
    FieldSpec{.key = "colour", .type = ValueType::String, .required = true,
              .description = "Colour of everything the player owns, \"#RRGGBB\".", .format = StringFormat::HexColor},
    FieldSpec{.key = "home", .type = ValueType::String,
              .description = "The planet the player starts on, and holds; required unless the scenario has "
                             "start_planets, from which a skirmish draws it.",
              .format = StringFormat::Name,
              .maxLength = 64},
    FieldSpec{.key = "holds", .type = ValueType::ArrayOfStrings,
              .description = "Other planets or comets the player holds at the start.", .format = StringFormat::Name,
              .maxLength = 64, .maxItems = 1000},
    FieldSpec{.key = "kind", .type = ValueType::String,
              .description = "Who plays: \"human\", \"ai\" (the computer) or \"none\" (nobody: it only holds).",
              .defaultString = "human", .allowed = kPlayerKinds},
    FieldSpec{.key = "money", .type = ValueType::Integer, .description = "Money at the start.", .range = kAmountRange,
              .defaultNumber = 0.0},
    FieldSpec{.key = "resources", .type = ValueType::Integer, .description = "Resources at the start.",
              .range = kAmountRange, .defaultNumber = 0.0},
    FieldSpec{.key = "rare", .type = ValueType::Integer, .description = "Rare materials at the start.",
              .range = kAmountRange, .defaultNumber = 0.0},
};

constexpr std::array kStartStationFields{
    FieldSpec{.key = "type", .type = ValueType::String, .required = true,
              .description = "Name of a station type in the station-types file.", .format = StringFormat::Name,
              .maxLength = 64},
};

constexpr ObjectSpec kStartStation{"start station",
                                   "A station every player of a skirmish starts with at home, built: on the "
                                   "innermost ring of the home's well that takes it and has room.",
                                   kStartStationFields};

constexpr std::array kHomeWorthFields{
    FieldSpec{.key = "economics", .type = ValueType::Integer, .required = true,
              .description = "Money a game day to its holder.", .range = {0.0, 1e9}},
    FieldSpec{.key = "resources", .type = ValueType::Integer, .required = true,
              .description = "Resources a game day to its holder.", .range = {0.0, 1e9}},
    FieldSpec{.key = "ground_defence", .type = ValueType::Integer, .required = true,
              .description = "Troops an invasion must overcome to capture it.", .range = {0.0, 1e9}},
};

constexpr ObjectSpec kHomeWorth{"home worth",
                                "What every start planet (drawn or not) is worth in a skirmish, whatever the rules say "
                                "of the planet: the draw decides where a player starts, not how rich.",
                                kHomeWorthFields, true};

constexpr ObjectSpec kPlayer{"player", "A side of the game and what it starts with.", kPlayerFields};

constexpr NumberRange kAu{-1e3, 1e3};

constexpr std::array kObstacleFields{
    FieldSpec{.key = "position_au", .type = ValueType::ArrayOfNumbers, .required = true,
              .description = "Centre, heliocentric ecliptic x, y, z in au.", .range = kAu, .minItems = 3, .maxItems = 3},
    FieldSpec{.key = "radius_km", .required = true, .description = "Radius, km.", .range = {0.0, 1e7, true, false}},
};

constexpr ObjectSpec kObstacle{"obstacle", "A fixed sphere ships must go round.", kObstacleFields};

constexpr std::array kObstacleFieldFields{
    FieldSpec{.key = "centre_au", .type = ValueType::ArrayOfNumbers, .required = true,
              .description = "Centre of the field, heliocentric ecliptic x, y, z in au.", .range = kAu,
              .minItems = 3, .maxItems = 3},
    FieldSpec{.key = "radius_km", .required = true, .description = "Radius of the spherical field, km.",
              .range = {0.0, 1e9, true, false}},
    FieldSpec{.key = "count", .type = ValueType::Integer, .required = true,
              .description = "Number of obstacles (at most 100,000 in all: the fixed ones and every field's).",
              .range = {1.0, static_cast<double>(kMaxScenarioObstacles)}},
    FieldSpec{.key = "obstacle_radius_km", .required = true, .description = "Radius of each obstacle, km.",
              .range = {0.0, 1e7, true, false}},
    FieldSpec{.key = "min_gap_km", .description = "Least gap between two obstacles' surfaces, km.",
              .range = {0.0, 1e9}, .defaultNumber = 0.0},
    FieldSpec{.key = "seed", .type = ValueType::Integer, .description = "Seed of the placement.",
              .range = {0.0, 4294967295.0}, .defaultNumber = 1.0},
};

constexpr ObjectSpec kObstacleField{"obstacle field", "Obstacles scattered at random (with a seed) in a sphere.",
                                    kObstacleFieldFields};

constexpr std::array kFleetFields{
    FieldSpec{.key = "name", .type = ValueType::String, .required = true,
              .description = "Unique name, used by orders.", .format = StringFormat::Name, .maxLength = 64},
    FieldSpec{.key = "ship_type", .type = ValueType::String, .required = true,
              .description = "Name of a ship type in the ship-types file.", .format = StringFormat::Name, .maxLength = 64},
    FieldSpec{.key = "count", .type = ValueType::Integer, .required = true,
              .description = "Number of ships (at most 1,000,000 in all the scenario's fleets together).",
              .range = {1.0, static_cast<double>(kMaxScenarioShips)}},
    FieldSpec{.key = "position_au", .type = ValueType::ArrayOfNumbers, .required = true,
              .description = "Centre of the start region, heliocentric ecliptic x, y, z in au.", .range = kAu,
              .minItems = 3, .maxItems = 3},
    FieldSpec{.key = "spread_km", .description = "Radius of the spherical start region, km (default: room for the fleet, "
                                                 "3 ship radii times the cube root of count; 0 stacks the ships at one point).",
              .range = {0.0, 1e9}},
    FieldSpec{.key = "seed", .type = ValueType::Integer, .description = "Seed of the start positions.",
              .range = {0.0, 4294967295.0}, .defaultNumber = 1.0},
    FieldSpec{.key = "owner", .type = ValueType::String,
              .description = "The id of the player who owns it (none: nobody can order it in a game with players).",
              .format = StringFormat::Name, .maxLength = 64},
};

constexpr ObjectSpec kFleet{"fleet", "Ships of one type, started at random (with a seed) in a sphere.", kFleetFields};

constexpr std::array kBuildStationFields{
    FieldSpec{.key = "planet", .type = ValueType::String, .required = true,
              .description = "Name of the planet whose well gets the station.", .format = StringFormat::Name,
              .maxLength = 64},
    FieldSpec{.key = "ring", .type = ValueType::Integer, .required = true, .description = "Ring number, 1 = innermost.",
              .range = {1.0, 6.0}},
    FieldSpec{.key = "phase_deg", .description = "Where on the ring when the order is given, degrees.",
              .range = {-36000.0, 36000.0}, .defaultNumber = 0.0},
    FieldSpec{.key = "type", .type = ValueType::String, .required = true, .description = "Name of a station type.",
              .format = StringFormat::Name, .maxLength = 64},
};

constexpr ObjectSpec kBuildStation{"build station", "Place a station, paying its cost.", kBuildStationFields, true};

constexpr NumberRange kStationIdRange{1.0, 4294967294.0};

constexpr std::array kQueueShipFields{
    FieldSpec{.key = "shipyard", .type = ValueType::Integer, .required = true,
              .description = "The shipyard's station id: stations are numbered from 1 as placed (the scenario's "
                             "first, then those built).",
              .range = kStationIdRange},
    FieldSpec{.key = "type", .type = ValueType::String, .required = true, .description = "Name of a ship type.",
              .format = StringFormat::Name, .maxLength = 64},
};

constexpr ObjectSpec kQueueShip{"queue ship", "Queue a ship at a shipyard, paying its cost.", kQueueShipFields, true};

constexpr std::array kCancelShipFields{
    FieldSpec{.key = "shipyard", .type = ValueType::Integer, .required = true, .description = "The shipyard's station id.",
              .range = kStationIdRange},
    FieldSpec{.key = "position", .type = ValueType::Integer, .description = "Place in the queue, 1 = being built.",
              .range = {1.0, 1000.0}, .defaultNumber = 1.0},
};

constexpr ObjectSpec kCancelShip{"cancel ship", "Take a ship out of a queue, refunded.", kCancelShipFields, true};

constexpr std::array kRallyFields{
    FieldSpec{.key = "shipyard", .type = ValueType::Integer, .required = true, .description = "The shipyard's station id.",
              .range = kStationIdRange},
    FieldSpec{.key = "go_to", .type = ValueType::String, .required = true,
              .description = "The planet the yard's new ships go to.", .format = StringFormat::Name, .maxLength = 64},
};

constexpr ObjectSpec kRally{"rally", "Where a shipyard's new ships go.", kRallyFields, true};

constexpr std::array kFormFleetFields{
    FieldSpec{.key = "name", .type = ValueType::String, .required = true, .description = "The new fleet's name.",
              .format = StringFormat::Name, .maxLength = 64},
    FieldSpec{.key = "ships", .type = ValueType::ArrayOfNumbers, .required = true,
              .description = "Ship ids: ships are numbered from 0 as made (the scenario's fleets first, then as "
                             "shipyards launch them).",
              .range = {0.0, 4294967294.0}, .minItems = 1, .maxItems = 1000000},
};

constexpr ObjectSpec kFormFleet{"form fleet", "A new fleet from some ships.", kFormFleetFields, true};

constexpr std::array kMergeFields{
    FieldSpec{.key = "into", .type = ValueType::String, .required = true, .description = "The fleet that stays.",
              .format = StringFormat::Name, .maxLength = 64},
    FieldSpec{.key = "from", .type = ValueType::ArrayOfStrings, .required = true,
              .description = "The fleets whose ships join it.", .format = StringFormat::Name, .maxLength = 64,
              .minItems = 1},
};

constexpr ObjectSpec kMergeFleets{"merge fleets", "Fleets' ships join another fleet.", kMergeFields, true};

constexpr std::array kAttackFields{
    FieldSpec{.key = "fleet", .type = ValueType::String, .description = "An enemy fleet, by name: its nearest ship.",
              .format = StringFormat::Name, .maxLength = 64},
    FieldSpec{.key = "ship", .type = ValueType::Integer, .description = "An enemy ship, by id.",
              .range = {0.0, 4294967294.0}},
    FieldSpec{.key = "station", .type = ValueType::Integer, .description = "An enemy station, by id.",
              .range = kStationIdRange},
};

constexpr ObjectSpec kAttack{"attack", "What to attack: exactly one of fleet, ship or station.", kAttackFields, true};

constexpr std::array kOrderFields{
    FieldSpec{.key = "tick", .type = ValueType::Integer, .description = "Tick at which the order is given.",
              .range = {0.0, 1e9}, .defaultNumber = 0.0},
    FieldSpec{.key = "player", .type = ValueType::String,
              .description = "The id of the player who gives it; default: the fleet's owner for a fleet order.",
              .format = StringFormat::Name, .maxLength = 64},
    FieldSpec{.key = "fleet", .type = ValueType::String,
              .description = "The fleet's name, for move_to_au and go_to.", .format = StringFormat::Name, .maxLength = 64},
    FieldSpec{.key = "move_to_au", .type = ValueType::ArrayOfNumbers,
              .description = "Move to this point, heliocentric ecliptic x, y, z in au (or give go_to).",
              .range = kAu, .minItems = 3, .maxItems = 3},
    FieldSpec{.key = "go_to", .type = ValueType::String,
              .description = "Go to this planet or comet: intercept it, then enter its well (or give move_to_au).",
              .format = StringFormat::Name, .maxLength = 64},
    FieldSpec{.key = "build_station", .type = ValueType::Object, .description = "Place a station.",
              .object = &kBuildStation},
    FieldSpec{.key = "queue_ship", .type = ValueType::Object, .description = "Queue a ship.", .object = &kQueueShip},
    FieldSpec{.key = "cancel_ship", .type = ValueType::Object, .description = "Cancel a queued ship.",
              .object = &kCancelShip},
    FieldSpec{.key = "rally", .type = ValueType::Object, .description = "Set a shipyard's rally point.",
              .object = &kRally},
    FieldSpec{.key = "form_fleet", .type = ValueType::Object, .description = "Form a fleet.", .object = &kFormFleet},
    FieldSpec{.key = "merge_fleets", .type = ValueType::Object, .description = "Merge fleets.",
              .object = &kMergeFleets},
    FieldSpec{.key = "attack", .type = ValueType::Object,
              .description = "The fleet attacks an enemy fleet, ship or station until it is destroyed.",
              .object = &kAttack},
    FieldSpec{.key = "attack_move_au", .type = ValueType::ArrayOfNumbers,
              .description = "The fleet moves to this point (au), fighting what it meets, then guards it.",
              .range = kAu, .minItems = 3, .maxItems = 3},
    FieldSpec{.key = "stance", .type = ValueType::String,
              .description = "How the fleet fights: hold_fire, engage (the default) or guard (where it is).",
              .allowed = fleet::kStanceNames},
    FieldSpec{.key = "land", .type = ValueType::String,
              .description = "The fleet goes into this planet's well and lands its troop ships there.",
              .format = StringFormat::Name, .maxLength = 64},
};

constexpr ObjectSpec kOrder{"order",
                            "A command at a tick: exactly one of move_to_au, go_to, attack, attack_move_au, stance or "
                            "land (with fleet), build_station, queue_ship, cancel_ship, rally, form_fleet, merge_fleets.",
                            kOrderFields};

constexpr std::array kRootFields{
    kSchemaField,
    kFormatVersionField,
    FieldSpec{.key = "name", .type = ValueType::String, .description = "Name of the scenario.",
              .format = StringFormat::Name, .maxLength = 64},
    kRootNoteField,
    FieldSpec{.key = "solar_system", .type = ValueType::String,
              .description = "Planet file, relative to this file.", .defaultString = "../solar_system.json",
              .format = StringFormat::NonEmpty},
    FieldSpec{.key = "station_types", .type = ValueType::String,
              .description = "Station-types file, relative to this file.", .defaultString = "../stations.json",
              .format = StringFormat::NonEmpty},
    FieldSpec{.key = "ship_types", .type = ValueType::String,
              .description = "Ship-types file, relative to this file.", .defaultString = "../ships.json",
              .format = StringFormat::NonEmpty},
    FieldSpec{.key = "rules", .type = ValueType::String,
              .description = "Game-rules file (economy), relative to this file; read only when there are players.",
              .defaultString = "../rules.json", .format = StringFormat::NonEmpty},
    FieldSpec{.key = "combat", .type = ValueType::String,
              .description = "Combat-rules file (weapons, defences), relative to this file; read only when there are players.",
              .defaultString = "../combat.json", .format = StringFormat::NonEmpty},
    FieldSpec{.key = "players", .type = ValueType::ArrayOfObjects,
              .description = "The players; none: the sandbox (nobody owns anything, building is free).",
              .object = &kPlayer, .maxItems = 16},
    FieldSpec{.key = "start_planets", .type = ValueType::ArrayOfStrings,
              .description = "A skirmish's candidate home planets: `perihelion skirmish` draws each player's home "
                             "from them by the match's seed (the first players of the list play).",
              .format = StringFormat::Name, .maxLength = 64, .maxItems = 16},
    FieldSpec{.key = "start_stations", .type = ValueType::ArrayOfObjects,
              .description = "Stations each player of a skirmish starts with at home (at most 10,000 stations at "
                             "the start in all, with the scenario's own).",
              .object = &kStartStation,
              .maxItems = 16},
    FieldSpec{.key = "home_worth", .type = ValueType::Object,
              .description = "What every start planet of a skirmish is worth, drawn or not, so that the rules "
                             "tell nobody which were drawn (the rules' figures for the planet otherwise).",
              .object = &kHomeWorth},
    FieldSpec{.key = "max_days", .description = "A skirmish's time limit in game days: then the score decides.",
              .range = {0.0, 36525.0, true, true}, .defaultNumber = 730.0},
    FieldSpec{.key = "time_rate_days_per_second",
              .description = "A skirmish's time rate at the desktop's start, game days a real second (the player "
                             "can change it); without it, the planet file's.",
              .range = {0.0, 3652.5, true, false}},
    FieldSpec{.key = "start", .type = ValueType::String, .required = true,
              .description = "Start date: ISO 8601 read as UTC (\"2026-01-01T00:00:00Z\") or JD<number> on TT.",
              .format = StringFormat::NonEmpty, .maxLength = 64},
    FieldSpec{.key = "ticks", .type = ValueType::Integer,
              .description = "Ticks to run (the command line's --ticks overrides it).",
              .range = {0.0, 1e9}, .defaultNumber = 1000.0},
    FieldSpec{.key = "seed", .type = ValueType::Integer,
              .description = "The match's seed: every chance the game draws (which shots hit) comes from it.",
              .range = {0.0, 9007199254740991.0}, .defaultNumber = 1.0},
    FieldSpec{.key = "dt_seconds",
              .description = "Simulated seconds per tick (the command line's --dt overrides it).",
              .range = {0.0, sim::kMaxSecondsPerTick, true, false}, .defaultNumber = 60.0},
    FieldSpec{.key = "max_navigation_steps", .type = ValueType::Integer,
              .description = "The most navigation steps a tick is cut into (each at most 60 s, and halved where "
                             "ships meet anything): fewer is faster and coarser.",
              .range = {1.0, 4096.0}, .defaultNumber = 64.0},
    FieldSpec{.key = "stations", .type = ValueType::ArrayOfObjects,
              .description = "Stations placed at the start, in order; an illegal one stops the run.",
              .object = &kStation, .maxItems = kMaxStartStations},
    FieldSpec{.key = "obstacles", .type = ValueType::ArrayOfObjects,
              .description = "Fixed obstacles (at most 100,000 in all, with the obstacle fields').", .object = &kObstacle,
              .maxItems = kMaxScenarioObstacles},
    FieldSpec{.key = "obstacle_fields", .type = ValueType::ArrayOfObjects,
              .description = "Fields of fixed obstacles scattered in spheres.", .object = &kObstacleField,
              .maxItems = 100},
    FieldSpec{.key = "fleets", .type = ValueType::ArrayOfObjects,
              .description = "Fleets at the start: at most 1,000 fleets, and 1,000,000 ships in all.", .object = &kFleet,
              .maxItems = 1000},
    FieldSpec{.key = "orders", .type = ValueType::ArrayOfObjects, .description = "Orders to fleets, by tick.",
              .object = &kOrder, .maxItems = 100000},
};

constexpr ObjectSpec kRoot{"Perihelion scenario", "A headless run: data files, start, stations and fleets.",
                           kRootFields};

}  // namespace

const ObjectSpec& scenarioFormat() { return kRoot; }

}  // namespace perihelion::data
