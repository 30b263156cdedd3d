// The fields shared by everything that costs something or yields something: whole amounts of money,
// resources and rare materials (world/amounts.h). A cost in a material the game lacks is an error.
#pragma once

#include <array>

#include <nlohmann/json.hpp>

#include "data/format_spec.h"
#include "world/amounts.h"

namespace perihelion::data {

/// Up to a trillion of each: far beyond play, far below where int64 sums could overflow.
inline constexpr NumberRange kAmountRange{0.0, 1e12};

inline constexpr std::array kAmountFields{
    FieldSpec{.key = "money", .type = ValueType::Integer, .description = "Money, whole units.", .range = kAmountRange,
              .defaultNumber = 0.0},
    FieldSpec{.key = "resources", .type = ValueType::Integer, .description = "Resources, whole units.",
              .range = kAmountRange, .defaultNumber = 0.0},
    FieldSpec{.key = "rare", .type = ValueType::Integer,
              .description = "Rare materials, whole units (only comets yield them).", .range = kAmountRange,
              .defaultNumber = 0.0},
};

/// A yield a game day: up to a billion of each, so that a tick's income (yield x 10,000 basis points x
/// the hours of the longest tick) stays far inside 64 bits.
inline constexpr NumberRange kYieldRange{0.0, 1e9};

inline constexpr std::array kYieldFields{
    FieldSpec{.key = "money", .type = ValueType::Integer, .description = "Money a game day, whole units.",
              .range = kYieldRange, .defaultNumber = 0.0},
    FieldSpec{.key = "resources", .type = ValueType::Integer, .description = "Resources a game day, whole units.",
              .range = kYieldRange, .defaultNumber = 0.0},
    FieldSpec{.key = "rare", .type = ValueType::Integer, .description = "Rare materials a game day, whole units.",
              .range = kYieldRange, .defaultNumber = 0.0},
};

inline constexpr ObjectSpec kCost{"cost", "Money, resources and rare materials, whole units.", kAmountFields, true};
inline constexpr ObjectSpec kYield{"yield", "Money, resources and rare materials a game day, whole units.",
                                   kYieldFields, true};

/// The longest build: ten years.
inline constexpr NumberRange kBuildDays{0.0, 3652.5, true, false};

/// The amounts of a checked cost or yield object; zero for a missing one.
world::Amounts amountsFrom(const nlohmann::json& parent, const char* key);

}  // namespace perihelion::data
