// Guns firing over a tick: how many shots a mount fires, whether it can bear on its target, and how
// many of its shots hit. Deterministic: chance comes only from splitmix64 seeded by the match seed, the
// round and the shooter's stable id, so neither list order nor timing changes a result.
//
// A gun hits surely unless:
//  - its target crosses its sight faster than its turret tracks: then a share tracking / (angular
//    speed) of its shots hit (the "tracking" of EVE Online's turrets, without its signature radius);
//  - it fires projectiles, and the target can dodge while they fly: a projectile is aimed where the
//    target would be if it went on as it goes, and the target can be anywhere within a sphere of
//    radius a t^2 / 2 round that point when it arrives (a: its acceleration, t: the flight time); the
//    share hit is the target's radius over that, at most 1. Beams arrive at once.
// A mount whose target is outside its turret's arc does not fire (its reload runs on, so it fires as
// soon as the target comes into the arc); a station's guns turn all round.
#pragma once

#include <cstdint>

#include "combat/combatants.h"

namespace perihelion::combat {

/// The share of a gun's shots that hit `target` from `shooter` (0 to 1), or a negative number when the
/// gun cannot bear on it (out of its arc, or out of range outside a common well).
double hitShare(const WeaponType& weapon, const Combatant& shooter, const Combatant& target);

/// Shots a mount fires in `seconds` when its reload has `reload` seconds left; leaves in `reload` the
/// time left after them (<= 0 while it waits, ready, for a target).
std::int64_t shotsIn(double seconds, double secondsPerShot, double& reload);

/// How many of `shots` hit at a share `share`: the expected number, rounded up or down at random so
/// that it is right on average (one draw, however many shots: a tick of five game days fires thousands).
std::int64_t hitsOf(std::int64_t shots, double share, std::uint64_t draw);

/// splitmix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014): a
/// draw that depends only on its inputs.
std::uint64_t drawFor(std::uint64_t seed, std::int64_t round, const world::TargetRef& shooter, std::uint32_t mount);

}  // namespace perihelion::combat
