#include "data/rules_loader.h"

#include <cmath>

#include "astro/units.h"
#include "data/rules_format.h"

namespace perihelion::data {
namespace {

using nlohmann::json;

/// Per cent to basis points, exactly for the percentages a designer writes (12.5 -> 1250).
std::int64_t basisPoints(double percent) { return std::llround(percent * 100.0); }

/// Every body named must be one of the system's, other than the star.
void checkBodies(const json& bodies, const world::SolarSystem& system, DiagnosticSink& sink) {
  for (std::size_t k = 0; k < bodies.size(); ++k) {
    const auto name = bodies[k].is_object() ? bodies[k].find("name") : bodies[k].end();
    if (!bodies[k].is_object() || name == bodies[k].end() || !name->is_string()) continue;
    const world::Body* body = system.find(name->get<std::string>());
    const std::string pointer = "/bodies/" + std::to_string(k) + "/name";
    if (!body) {
      sink.error(DiagnosticCode::UnknownName, pointer,
                 "expected a planet or comet of the solar system \"" + system.name + "\", found " + describeValue(*name));
    } else if (!body->orbit) {
      sink.error(DiagnosticCode::BadValue, pointer, "expected a planet or comet, found the star " + describeValue(*name));
    }
  }
}

sim::EconomyRules toRules(const json& root, const world::SolarSystem& system) {
  sim::EconomyRules rules;
  const json& tax = root["tax"];
  rules.tax = {basisPoints(tax["base_percent"].get<double>()), basisPoints(tax["per_planet_percent"].get<double>()),
               basisPoints(tax["max_percent"].get<double>())};
  rules.cometHolding = stringOr(root, rulesFormat(), "comet_holding") == "ships" ? sim::CometHolding::Ships
                                                                                : sim::CometHolding::Station;
  rules.shipGhostLife = numberOr(root, rulesFormat(), "ship_ghost_hours") * astro::kSecondsPerHour;
  for (const json& l : memberOr(root, "computer_players")) {
    rules.computerLevels.push_back({l["name"].get<std::string>(), l["think_every_minutes"].get<double>() * 60.0,
                                    l["commands_per_decision"].get<int>(),
                                    l["foresight_days"].get<double>() * astro::kSecondsPerDay,
                                    l["attack_ratio"].get<double>()});
  }
  rules.bodies.resize(system.bodies.size());
  for (const json& b : root["bodies"]) {
    sim::BodyYield& y = rules.bodies[system.find(b["name"].get<std::string>())->id.value];
    y.perDay = {b.value("economics", std::int64_t{0}), b.value("resources", std::int64_t{0}),
                b.value("rare", std::int64_t{0})};
    y.groundDefence = b.value("ground_defence", std::int64_t{0});
    y.sensorRange = b.value("sensor_km", 0.0) * astro::kKmMetres;
  }
  return rules;
}

}  // namespace

Loaded<sim::EconomyRules> parseRules(std::string_view text, const world::SolarSystem& system) {
  CheckedDocument document = checkDocument(text, rulesFormat(), [&system](const json& root, DiagnosticSink& sink) {
    if (const auto tax = root.find("tax"); tax != root.end() && tax->is_object()) {
      const auto base = tax->find("base_percent"), max = tax->find("max_percent");
      if (base != tax->end() && max != tax->end() && base->is_number() && max->is_number() &&
          base->get<double>() > max->get<double>()) {
        sink.error(DiagnosticCode::OutOfRange, "/tax/base_percent",
                   "expected a base rate at most the cap (max_percent " + describeValue(*max) + "), found " +
                       describeValue(*base));
      }
    }
    if (const auto levels = root.find("computer_players"); levels != root.end() && levels->is_array()) {
      checkUniqueNames(*levels, "/computer_players", sink);
    }
    if (const auto bodies = root.find("bodies"); bodies != root.end() && bodies->is_array()) {
      checkUniqueNames(*bodies, "/bodies", sink);
      checkBodies(*bodies, system, sink);
    }
  });
  return loadedFrom<sim::EconomyRules>(std::move(document), [&system](const json& root) { return toRules(root, system); });
}

Loaded<sim::EconomyRules> loadRulesFile(const std::filesystem::path& path, const world::SolarSystem& system) {
  return parseDataFile<Loaded<sim::EconomyRules>>(path, [&system](std::string_view text) { return parseRules(text, system); });
}

}  // namespace perihelion::data
