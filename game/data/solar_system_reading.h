// What both the solar-system gate's checks (data/solar_system_checks.h) and its conversion to structs
// (data/solar_system_loader.cpp) read from a file's JSON: one reading each, so that the two agree.
#pragma once

#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "data/format_spec.h"
#include "world/axial_rotation.h"

namespace perihelion::data {

/// The member `key` when it is a number; null otherwise (absent, or of a type the field checks report).
const nlohmann::json* numberAt(const nlohmann::json& object, std::string_view key);

/// The radii (km) of a well's rings as the data give them: listed, or counted from the innermost by the
/// spacing (the defaults where the data say nothing). Empty when a listed radius is not a number (the
/// field checks report it).
std::vector<double> ringRadiiKm(const nlohmann::json& well, double planetRadiusKm);

/// A Julian epoch year as a Julian date (TT): J2000.0 plus 365.25 days a year.
double julianDateOfYear(double year);

/// A body's spin from its rotation_period_h, axial_tilt_deg and north_pole (`spec`: the body's format).
world::AxialRotation toAxialRotation(const nlohmann::json& body, const ObjectSpec& spec);

}  // namespace perihelion::data
