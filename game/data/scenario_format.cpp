#include "data/scenario_format.h"

#include <array>

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
};

constexpr ObjectSpec kStation{"station", "A station placed at the start.", kStationFields};

constexpr NumberRange kAu{-1e3, 1e3};
constexpr NumberRange kKm{-1e10, 1e10};

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
    FieldSpec{.key = "count", .type = ValueType::Integer, .required = true, .description = "Number of obstacles.",
              .range = {1.0, 100000.0}},
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
    FieldSpec{.key = "count", .type = ValueType::Integer, .required = true, .description = "Number of ships.",
              .range = {1.0, 1000000.0}},
    FieldSpec{.key = "position_au", .type = ValueType::ArrayOfNumbers, .required = true,
              .description = "Centre of the start region, heliocentric ecliptic x, y, z in au.", .range = kAu,
              .minItems = 3, .maxItems = 3},
    FieldSpec{.key = "spread_km", .description = "Radius of the spherical start region, km.",
              .range = {0.0, 1e9}, .defaultNumber = 0.0},
    FieldSpec{.key = "seed", .type = ValueType::Integer, .description = "Seed of the start positions.",
              .range = {0.0, 4294967295.0}, .defaultNumber = 1.0},
};

constexpr ObjectSpec kFleet{"fleet", "Ships of one type, started at random (with a seed) in a sphere.", kFleetFields};

constexpr std::array kOrderFields{
    FieldSpec{.key = "tick", .type = ValueType::Integer, .description = "Tick at which the order is given.",
              .range = {0.0, 1e9}, .defaultNumber = 0.0},
    FieldSpec{.key = "fleet", .type = ValueType::String, .required = true, .description = "The fleet's name.",
              .format = StringFormat::Name, .maxLength = 64},
    FieldSpec{.key = "move_to_au", .type = ValueType::ArrayOfNumbers,
              .description = "Move to this point, heliocentric ecliptic x, y, z in au (or give go_to).",
              .range = kAu, .minItems = 3, .maxItems = 3},
    FieldSpec{.key = "go_to", .type = ValueType::String,
              .description = "Go to this planet or comet: intercept it, then enter its well (or give move_to_au).",
              .format = StringFormat::Name, .maxLength = 64},
};

constexpr ObjectSpec kOrder{"order", "An order to a fleet at a tick: move_to_au or go_to.", kOrderFields};

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
    FieldSpec{.key = "start", .type = ValueType::String, .required = true,
              .description = "Start date: ISO 8601 read as UTC (\"2026-01-01T00:00:00Z\") or JD<number> on TT.",
              .format = StringFormat::NonEmpty, .maxLength = 64},
    FieldSpec{.key = "ticks", .type = ValueType::Integer,
              .description = "Ticks to run (the command line's --ticks overrides it).",
              .range = {0.0, 1e9}, .defaultNumber = 1000.0},
    FieldSpec{.key = "dt_seconds",
              .description = "Simulated seconds per tick (the command line's --dt overrides it).",
              .range = {0.0, 1e9, true, false}, .defaultNumber = 60.0},
    FieldSpec{.key = "stations", .type = ValueType::ArrayOfObjects,
              .description = "Stations placed at the start, in order; an illegal one stops the run.",
              .object = &kStation, .maxItems = 10000},
    FieldSpec{.key = "obstacles", .type = ValueType::ArrayOfObjects, .description = "Fixed obstacles.",
              .object = &kObstacle, .maxItems = 100000},
    FieldSpec{.key = "obstacle_fields", .type = ValueType::ArrayOfObjects,
              .description = "Fields of fixed obstacles scattered in spheres.", .object = &kObstacleField,
              .maxItems = 100},
    FieldSpec{.key = "fleets", .type = ValueType::ArrayOfObjects, .description = "Fleets at the start.",
              .object = &kFleet, .maxItems = 1000},
    FieldSpec{.key = "orders", .type = ValueType::ArrayOfObjects, .description = "Orders to fleets, by tick.",
              .object = &kOrder, .maxItems = 100000},
};

constexpr ObjectSpec kRoot{"Perihelion scenario", "A headless run: data files, start, stations and fleets.",
                           kRootFields};

}  // namespace

const ObjectSpec& scenarioFormat() { return kRoot; }

}  // namespace perihelion::data
