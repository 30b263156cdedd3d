#include "data/scenario_format.h"

#include <array>

namespace perihelion::data {
namespace {

constexpr std::array kStationFields{
    FieldSpec{.key = "planet", .type = ValueType::String, .required = true,
              .description = "Name of the planet whose well holds the station.", .format = StringFormat::Name,
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

constexpr std::array kRootFields{
    FieldSpec{.key = "$schema", .type = ValueType::String,
              .description = "The JSON Schema this file follows, for editors."},
    FieldSpec{.key = "format_version", .type = ValueType::Integer, .description = "Format version; 1.",
              .range = {1.0, 1.0}, .defaultNumber = 1.0},
    FieldSpec{.key = "name", .type = ValueType::String, .description = "Name of the scenario.",
              .format = StringFormat::Name, .maxLength = 64},
    FieldSpec{.key = "note", .type = ValueType::String, .description = "Free text.", .maxLength = 4000},
    FieldSpec{.key = "solar_system", .type = ValueType::String,
              .description = "Planet file, relative to this file.", .defaultString = "../solar_system.json",
              .format = StringFormat::NonEmpty},
    FieldSpec{.key = "station_types", .type = ValueType::String,
              .description = "Station-types file, relative to this file.", .defaultString = "../stations.json",
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
};

constexpr ObjectSpec kRoot{"Perihelion scenario", "A headless run: data files, start, stations and fleets.",
                           kRootFields};

}  // namespace

const ObjectSpec& scenarioFormat() { return kRoot; }

}  // namespace perihelion::data
