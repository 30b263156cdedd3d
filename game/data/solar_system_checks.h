// The solar-system gate's checks that need more than one field (the format check, data/format_check.h,
// has done each field's type and range): one star, unique names, planets that move, element sets that
// meet, wells that fit, moons round planets clear of their rings, barycentres, poles that agree with
// their tilts.
#pragma once

#include <nlohmann/json.hpp>

#include "data/format_check.h"

namespace perihelion::data {

/// Reports every problem of the file's "bodies" array to `sink`.
void checkBodies(const nlohmann::json& bodies, DiagnosticSink& sink);

}  // namespace perihelion::data
