// The shipped data files (data/*.json), loaded once for the targets whose format is read against them
// (the rules against the planets, combat against the ship and station types), as the game reads them.
#pragma once

#include "shipped_data.h"

namespace perihelion::fuzz {

/// Loads them at the first call (call it from LLVMFuzzerInitialize, so that no input pays for it).
const testing_data::ShippedData& shippedData();

}  // namespace perihelion::fuzz
