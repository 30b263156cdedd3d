#include "data/ship_types_format.h"

#include <array>

#include "data/cost_format.h"
#include "fleet/ship_type.h"

namespace perihelion::data {
namespace {

constexpr NumberRange kPositive{0.0, 1e6, true, false};
constexpr NumberRange kTurnRate{0.0, 3600.0, true, false};
constexpr NumberRange kWeight{0.0, 1000.0};

// The defaults are those of fleet::SteeringWeights (game/fleet/ship_type.h); the loader test checks
// the weights a type without "steering" gets against the documented values.
constexpr std::array kSteeringFields{
    FieldSpec{.key = "push_range_radii",
              .description = "Obstacles and ships whose surface is within this many ship radii push the ship away "
                             "(a ship at rest: only ships overlapping it); other ships further off it does not see.",
              .range = {0.0, 1000.0, true, false}, .defaultNumber = 3.0},
    FieldSpec{.key = "min_surface_distance_radii",
              .description = "The surface distance in a push's 1/d is clamped to at least this, in ship radii "
                             "(at least 0.001, so that a push stays finite).",
              .range = {0.001, 100.0}, .defaultNumber = 0.05},
    FieldSpec{.key = "pull_boost_per_pusher",
              .description = "The pull towards the goal is multiplied by max(1, this * n) while n obstacles push.",
              .range = kWeight, .defaultNumber = 4.0},
    FieldSpec{.key = "separation_weight", .description = "Scales the pushes of other ships (0 = ignore them).",
              .range = kWeight, .defaultNumber = 1.0},
    FieldSpec{.key = "sidestep_weight",
              .description = "A push to the right of the pull, per pusher, that breaks head-on deadlocks.",
              .range = kWeight, .defaultNumber = 0.25},
    FieldSpec{.key = "field_of_view", .type = ValueType::String,
              .description = "Which neighbours the ship keeps apart from: \"wide\" (all round), \"limited\" "
                             "(the half ahead) or \"narrow\" (a 90-degree cone ahead).",
              .defaultString = "wide", .allowed = fleet::kFieldOfViewNames},
};

constexpr ObjectSpec kSteering{"steering", "The weights of the swarm rule by which ships steer round obstacles.",
                               kSteeringFields};

constexpr std::array kShipTypeFields{
    kUniqueNameField,
    FieldSpec{.key = "radius_km", .required = true,
              .description = "Radius of the sphere the ship occupies, km.", .range = kPositive},
    FieldSpec{.key = "size_class", .type = ValueType::String,
              .description = "Which rings of a well the ship's fleet rides: the innermost that takes this "
                             "class (data/solar_system.json), as stations of the class may be built there.",
              .defaultString = "small", .allowed = well::kSizeClassNames},
    FieldSpec{.key = "max_speed_km_s", .required = true, .description = "Top speed, km/s.", .range = kPositive},
    FieldSpec{.key = "acceleration_km_s2", .required = true, .description = "Acceleration up to top speed, km/s^2.",
              .range = kPositive},
    FieldSpec{.key = "deceleration_km_s2",
              .description = "Braking deceleration, used to stop at a destination, km/s^2; default: the "
                             "acceleration.",
              .range = kPositive},
    FieldSpec{.key = "turn_rate_deg_s", .required = true,
              .description = "Manoeuvre turn rate: the fastest turn at rest, degrees per second.", .range = kTurnRate},
    FieldSpec{.key = "cruise_turn_rate_deg_s", .required = true,
              .description = "Turn rate at top speed, degrees per second, at most turn_rate_deg_s; linear in "
                             "speed between the two.",
              .range = kTurnRate},
    FieldSpec{.key = "sensor_km",
              .description = "How far the ship sees, km: an enemy ship, station or planet within this distance "
                             "is in its owner's sight (sim/sight.h).",
              .range = {0.0, 1e10}, .defaultNumber = 0.0},
    FieldSpec{.key = "model", .type = ValueType::String,
              .description = "Model file in data/models/ (OBJ, glTF, glb or 3DS).", .defaultString = "ship.obj",
              .format = StringFormat::NonEmpty},
    FieldSpec{.key = "cost", .type = ValueType::Object, .description = "Paid when the ship is queued at a shipyard.",
              .object = &kCost},
    FieldSpec{.key = "build_days", .description = "Game days a shipyard takes to build one.", .range = kBuildDays,
              .defaultNumber = 1.0},
    kItemNoteField,
    FieldSpec{.key = "steering", .type = ValueType::Object,
              .description = "How the ship steers round obstacles and other ships (these are the defaults "
                             "when absent).",
              .object = &kSteering},
};

constexpr ObjectSpec kShipType{"ship type", "A kind of ship.", kShipTypeFields};

constexpr std::array kRootFields{
    kSchemaField,
    kFormatVersionField,
    kRootNoteField,
    FieldSpec{.key = "ship_types", .type = ValueType::ArrayOfObjects, .required = true,
              .description = "The ship types; a type's index is its stable id.", .object = &kShipType,
              .minItems = 1},
};

constexpr ObjectSpec kRoot{"Perihelion ship types", "The kinds of ship: size, speed, turning and steering.",
                           kRootFields};

}  // namespace

const ObjectSpec& shipTypesFormat() { return kRoot; }

}  // namespace perihelion::data
