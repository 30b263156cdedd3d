#include "save/save_reader.h"

#include <cmath>
#include <limits>
#include <map>
#include <set>
#include <type_traits>

#include "data/format_check.h"
#include "data/json_source_map.h"
#include "match/seat.h"
#include "save/field_types.h"
#include "save/save_fields.h"
#include "save/save_writer.h"

namespace perihelion::save {
namespace {

using nlohmann::json;
using data::DiagnosticCode;

/// The problems found, by pointer (positions are added at the end, only when there are any).
class Problems {
 public:
  void add(DiagnosticCode code, std::string pointer, std::string message) {
    if (list.size() < data::kMaxDiagnostics) list.push_back({data::Severity::Error, code, std::move(pointer), 0, 0, std::move(message)});
  }
  bool any() const { return !list.empty(); }
  std::vector<data::Diagnostic> list;
};

std::string at(const std::string& pointer, std::string_view key) { return pointer + "/" + data::escapePointerToken(key); }
std::string at(const std::string& pointer, std::size_t index) { return pointer + "/" + std::to_string(index); }

/// Takes each field of one JSON object, checking it; then reports the keys no field took.
class Reader {
 public:
  Reader(const json& object, std::string pointer, Problems& problems)
      : object_(object), pointer_(std::move(pointer)), problems_(problems) {}

  template <class T>
  void operator()(std::string_view key, T& value) {
    if (const json* v = member(key)) read(*v, at(pointer_, key), value, problems_);
  }
  template <class E, std::size_t N>
  void choice(std::string_view key, E& value, const std::array<std::string_view, N>& names) {
    const json* v = member(key);
    if (!v) return;
    for (std::size_t k = 0; k < N; ++k) {
      if (v->is_string() && v->get_ref<const std::string&>() == names[k]) {
        value = static_cast<E>(k);
        return;
      }
    }
    std::string list;
    for (std::size_t k = 0; k < N; ++k) list += (k ? ", \"" : "\"") + std::string(names[k]) + "\"";
    problems_.add(v->is_string() ? DiagnosticCode::BadValue : DiagnosticCode::WrongType, at(pointer_, key),
                  "expected one of " + list + ", found " + data::describeValue(*v));
  }
  void orNever(std::string_view key, double& seconds) {
    const json* v = member(key);
    if (!v) return;
    if (v->is_null()) {
      seconds = -std::numeric_limits<double>::infinity();
    } else {
      read(*v, at(pointer_, key), seconds, problems_);
    }
  }
  template <class Resize, class Row>
  void rows(std::string_view key, std::size_t& n, Resize&& resize, Row&& row) {
    const json* v = member(key);
    if (!v) return;
    const std::string pointer = at(pointer_, key);
    if (!v->is_array()) {
      problems_.add(DiagnosticCode::WrongType, pointer, "expected an array, found " + data::describeValue(*v));
      return;
    }
    n = v->size();
    resize(n);
    for (std::size_t i = 0; i < n; ++i) {
      readObject((*v)[i], at(pointer, i), problems_, [&row, i](Reader& r) { row(r, i); });
    }
  }

  /// Reports every key of the object that no field took ("$schema" at the root is allowed).
  void finish(bool root) {
    for (const auto& [key, value] : object_.items()) {
      if (taken_.count(key) || (root && key == "$schema")) continue;
      problems_.add(DiagnosticCode::UnknownKey, at(pointer_, key), "expected no key \"" + key + "\" in a saved game of format " +
                                                                      std::to_string(kSaveFormatVersion));
    }
  }

  template <class Fill>
  static void readObject(const json& v, const std::string& pointer, Problems& problems, Fill&& fill, bool root = false) {
    if (!v.is_object()) {
      problems.add(DiagnosticCode::WrongType, pointer, "expected an object, found " + data::describeValue(v));
      return;
    }
    Reader r(v, pointer, problems);
    fill(r);
    r.finish(root);
  }

 private:
  const json* member(std::string_view key) {
    taken_.insert(std::string(key));
    const auto it = object_.find(key);
    if (it == object_.end()) {
      problems_.add(DiagnosticCode::MissingField, at(pointer_, key), "expected the key \"" + std::string(key) + "\", found none");
      return nullptr;
    }
    return &*it;
  }

  /// Whether an integer of the JSON fits in T.
  template <class T>
  static bool fits(const json& v) {
    if (v.is_number_unsigned()) return v.get<std::uint64_t>() <= static_cast<std::uint64_t>(std::numeric_limits<T>::max());
    const std::int64_t s = v.get<std::int64_t>();  // negative: nlohmann keeps non-negative integers unsigned
    return std::is_signed_v<T> && s >= static_cast<std::int64_t>(std::numeric_limits<T>::min());
  }

  template <class T>
  static void wholeNumber(const json& v, const std::string& pointer, T& value, Problems& problems) {
    constexpr auto lo = std::numeric_limits<T>::min();
    constexpr auto hi = std::numeric_limits<T>::max();
    const std::string range = "a whole number from " + std::to_string(lo) + " to " + std::to_string(hi);
    if (!v.is_number_integer()) {
      problems.add(DiagnosticCode::WrongType, pointer, "expected " + range + ", found " + data::describeValue(v));
    } else if (!fits<T>(v)) {
      problems.add(DiagnosticCode::OutOfRange, pointer, "expected " + range + ", found " + data::describeValue(v));
    } else {
      value = v.is_number_unsigned() ? static_cast<T>(v.get<std::uint64_t>()) : static_cast<T>(v.get<std::int64_t>());
    }
  }

  template <class T>
  static void read(const json& v, const std::string& pointer, T& value, Problems& problems) {
    if constexpr (std::is_same_v<T, bool>) {
      if (v.is_boolean()) {
        value = v.get<bool>();
      } else {
        problems.add(DiagnosticCode::WrongType, pointer, "expected true or false, found " + data::describeValue(v));
      }
    } else if constexpr (std::is_integral_v<T>) {
      wholeNumber(v, pointer, value, problems);
    } else if constexpr (std::is_same_v<T, double>) {
      if (!v.is_number()) {
        problems.add(DiagnosticCode::WrongType, pointer, "expected a number, found " + data::describeValue(v));
      } else if (!std::isfinite(v.get<double>())) {
        problems.add(DiagnosticCode::OutOfRange, pointer, "expected a finite number, found " + data::describeValue(v));
      } else {
        value = v.get<double>();
      }
    } else if constexpr (std::is_same_v<T, std::string>) {
      if (v.is_string()) {
        value = v.get<std::string>();
      } else {
        problems.add(DiagnosticCode::WrongType, pointer, "expected a string, found " + data::describeValue(v));
      }
    } else if constexpr (IsId<T>::value) {
      wholeNumber(v, pointer, value.value, problems);
    } else if constexpr (std::is_same_v<T, glm::dvec3>) {
      if (!v.is_array() || v.size() != 3) {
        problems.add(DiagnosticCode::WrongType, pointer, "expected an array of 3 numbers (x, y, z), found " + data::describeValue(v));
        return;
      }
      for (int k = 0; k < 3; ++k) read(v[static_cast<std::size_t>(k)], at(pointer, static_cast<std::size_t>(k)), value[k], problems);
    } else if constexpr (IsOptional<T>::value) {
      if (v.is_null()) {
        value.reset();
      } else {
        read(v, pointer, value.emplace(), problems);
      }
    } else if constexpr (IsVector<T>::value || IsArray<T>::value) {
      if (!v.is_array()) {
        problems.add(DiagnosticCode::WrongType, pointer, "expected an array, found " + data::describeValue(v));
        return;
      }
      if constexpr (IsVector<T>::value) {
        value.resize(v.size());
      } else if (v.size() != value.size()) {
        problems.add(DiagnosticCode::WrongType, pointer,
                     "expected an array of " + std::to_string(value.size()) + " items, found " + std::to_string(v.size()));
        return;
      }
      for (std::size_t k = 0; k < v.size(); ++k) {
        if constexpr (std::is_same_v<typename T::value_type, bool>) {
          bool b = false;
          read(v[k], at(pointer, k), b, problems);
          value[k] = b;
        } else {
          read(v[k], at(pointer, k), value[k], problems);
        }
      }
    } else {
      readObject(v, pointer, problems, [&value](Reader& r) { fields(r, value); });
    }
  }

  const json& object_;
  std::string pointer_;
  Problems& problems_;
  std::set<std::string, std::less<>> taken_;
};


/// Checks that the state holds together: what a game never writes, a hand-edited or hostile file can.
class Consistency {
 public:
  Consistency(const SavedGame& game, Problems& problems) : game_(game), state_(game.state), problems_(problems) {}

  void check() {
    clock();
    players();
    fleetsAndShips();
    stations();
    sightAndRecord();
    if (game_.match) matchPart(*game_.match);
  }

 private:
  void fail(const std::string& pointer, std::string message, DiagnosticCode code = DiagnosticCode::BadValue) {
    problems_.add(code, pointer, std::move(message));
  }
  bool isPlayerOrNobody(world::PlayerId p) const { return p == world::kNobody || p.value < state_.players.size(); }
  void owner(world::PlayerId p, const std::string& pointer) {
    if (!isPlayerOrNobody(p)) {
      fail(pointer, "expected a player id below " + std::to_string(state_.players.size()) + " or 4294967295 (nobody), found " +
                        std::to_string(p.value) + ": the state has no such player", DiagnosticCode::OutOfRange);
    }
  }
  void atLeastZero(double x, const std::string& pointer) {
    if (x < 0.0) fail(pointer, "expected a number at least 0, found " + data::describeValue(json(x)), DiagnosticCode::OutOfRange);
  }

  void clock() {
    if (state_.tick < 0 || state_.tick > sim::kMaxTicks) {
      fail("/state/tick", "expected a tick from 0 to " + std::to_string(sim::kMaxTicks) + ", found " + std::to_string(state_.tick),
           DiagnosticCode::OutOfRange);
    }
    if (state_.time < sim::kEarliestTime || state_.time > sim::kLatestTime) {
      fail("/state/time", "expected a time from 4713 BC (JD 0) to the end of the year 9999 (TT seconds since J2000.0), found " + data::describeValue(json(state_.time)),
           DiagnosticCode::OutOfRange);
    }
    if (!(state_.secondsPerTick > 0.0 && state_.secondsPerTick <= sim::kMaxSecondsPerTick)) {
      fail("/state/seconds_per_tick", "expected more than 0 and at most " + data::describeValue(json(sim::kMaxSecondsPerTick)) +
                                          " seconds a tick, found " + data::describeValue(json(state_.secondsPerTick)),
           DiagnosticCode::OutOfRange);
    }
    atLeastZero(state_.economySeconds, "/state/economy_seconds");
  }

  void players() {
    std::map<std::string, std::size_t> keys;
    for (std::size_t k = 0; k < state_.players.size(); ++k) {
      const sim::Player& p = state_.players[k];
      const std::string pointer = at("/state/players", k);
      if (p.id.value != k) fail(pointer + "/id", "expected " + std::to_string(k) + " (a player's id is its place in the list), found " + std::to_string(p.id.value));
      if (const auto [it, fresh] = keys.emplace(p.key, k); !fresh) {
        fail(pointer + "/key", "expected a key used once, found \"" + p.key + "\" again (first at /state/players/" + std::to_string(it->second) + ")",
             DiagnosticCode::DuplicateName);
      }
    }
    for (std::size_t b = 0; b < state_.bodyOwners.size(); ++b) owner(state_.bodyOwners[b], at("/state/body_owners", b));
  }

  void fleetsAndShips() {
    const auto& fleets = state_.fleets.fleets;
    for (std::size_t k = 0; k < fleets.size(); ++k) {
      const std::string pointer = at("/state/fleets/fleets", k);
      if (fleets[k].id.value != k) fail(pointer + "/id", "expected " + std::to_string(k) + " (a fleet's id is its place in the list), found " + std::to_string(fleets[k].id.value));
      owner(fleets[k].owner, pointer + "/owner");
    }
    const fleet::Ships& ships = state_.fleets.ships;
    for (std::size_t i = 0; i < ships.size(); ++i) {
      const std::string pointer = at("/state/fleets/ships", i);
      if (i > 0 && ships.id[i].value <= ships.id[i - 1].value) {
        fail(pointer + "/id", "expected ship ids in ascending order, each used once, found " + std::to_string(ships.id[i].value) +
                                  " after " + std::to_string(ships.id[i - 1].value));
      }
      if (ships.id[i].value >= ships.nextId) {
        fail(pointer + "/id", "expected an id below next_ship_id (" + std::to_string(ships.nextId) + "), found " + std::to_string(ships.id[i].value));
      }
      if (ships.fleet[i].value >= fleets.size()) {
        fail(pointer + "/fleet", "expected a fleet id below " + std::to_string(fleets.size()) + ", found " +
                                     std::to_string(ships.fleet[i].value) + ": the state has no such fleet", DiagnosticCode::OutOfRange);
      }
      atLeastZero(ships.speed[i], pointer + "/speed");
    }
    for (std::size_t k = 0; k < state_.obstacles.size(); ++k) atLeastZero(state_.obstacles[k].radius, at("/state/obstacles", k) + "/radius");
  }

  void stations() {
    std::map<std::uint32_t, std::size_t> ids;
    for (std::size_t k = 0; k < state_.stations.size(); ++k) {
      const world::Station& s = state_.stations[k];
      const std::string pointer = at("/state/stations", k);
      if (const auto [it, fresh] = ids.emplace(s.id.value, k); !fresh) {
        fail(pointer + "/id", "expected a station id used once, found " + std::to_string(s.id.value) + " again (first at /state/stations/" +
                                  std::to_string(it->second) + ")");
      }
      if (s.id.value >= state_.nextStationId) {
        fail(pointer + "/id", "expected an id below next_station_id (" + std::to_string(state_.nextStationId) + "), found " + std::to_string(s.id.value));
      }
      owner(s.owner, pointer + "/owner");
      atLeastZero(s.buildSecondsLeft, pointer + "/build_seconds_left");
    }
    std::set<std::uint32_t> yards;
    for (std::size_t k = 0; k < state_.shipyards.size(); ++k) {
      const sim::Shipyard& y = state_.shipyards[k];
      const std::string pointer = at("/state/shipyards", k);
      if (!ids.count(y.station.value)) {
        fail(pointer + "/station", "expected the id of a station of /state/stations, found " + std::to_string(y.station.value));
      } else if (!yards.insert(y.station.value).second) {
        fail(pointer + "/station", "expected one shipyard a station, found station " + std::to_string(y.station.value) + " again");
      }
      if (y.rallyFleet != sim::kNoFleet && y.rallyFleet.value >= state_.fleets.fleets.size()) {
        fail(pointer + "/rally_fleet", "expected a fleet id below " + std::to_string(state_.fleets.fleets.size()) +
                                           " or 4294967295 (none yet), found " + std::to_string(y.rallyFleet.value), DiagnosticCode::OutOfRange);
      }
      if (y.queue.size() > sim::kMaxQueuedShips) {
        fail(pointer + "/queue", "expected at most " + std::to_string(sim::kMaxQueuedShips) + " queued ships, found " + std::to_string(y.queue.size()));
      }
    }
  }

  void sightAndRecord() {
    if (!state_.sight.empty() && state_.sight.size() != state_.players.size()) {
      fail("/state/sight", "expected one sight for each of the " + std::to_string(state_.players.size()) + " players, found " +
                               std::to_string(state_.sight.size()));
    }
    for (std::size_t p = 0; p < state_.sight.size(); ++p) {
      for (std::size_t k = 0; k < state_.sight[p].sightings.size(); ++k) {
        owner(state_.sight[p].sightings[k].owner, at(at("/state/sight", p) + "/sightings", k) + "/owner");
      }
    }
    const sim::CombatRecord& r = state_.combat;
    if (r.shipsLost.size() > state_.players.size()) fail("/state/combat/ships_lost", "expected at most one count for each player");
    if (r.stationsLost.size() > state_.players.size()) fail("/state/combat/stations_lost", "expected at most one count for each player");
    for (std::size_t k = 0; k < r.landings.size(); ++k) {
      const std::string pointer = at("/state/combat/landings", k);
      if (r.landings[k].by.value >= state_.players.size()) owner(r.landings[k].by, pointer + "/by");
      owner(r.landings[k].from, pointer + "/from");
    }
  }

  void matchPart(const SavedMatch& m) {
    if (m.seats.size() != state_.players.size()) {
      fail("/match/seats", "expected a seat for each of the " + std::to_string(state_.players.size()) + " players, found " + std::to_string(m.seats.size()));
    }
    for (std::size_t k = 0; k < m.seats.size(); ++k) {
      if (!match::parseSeat(m.seats[k])) fail(at("/match/seats", k), "expected human, none or ai:LEVEL, found \"" + m.seats[k] + "\"");
    }
    if (m.nextLooks.size() != m.seats.size()) {
      fail("/match/next_looks", "expected a time for each seat (" + std::to_string(m.seats.size()) + "), found " + std::to_string(m.nextLooks.size()));
    }
    const match::ChronicleLog& c = m.chronicle;
    if (c.refused.size() != state_.players.size() || c.out.size() != state_.players.size()) {
      fail("/match/chronicle", "expected refused and out to have one item for each player");
    }
    for (std::size_t k = 0; k < c.samples.size(); ++k) {
      if (c.samples[k].players.size() != state_.players.size()) fail(at("/match/chronicle/samples", k) + "/players", "expected one item for each player");
    }
    if (c.end && c.end->winner && c.end->winner->value >= state_.players.size()) owner(*c.end->winner, "/match/chronicle/end/winner");
  }

  const SavedGame& game_;
  const sim::GameState& state_;
  Problems& problems_;
};

}  // namespace

data::Loaded<SavedGame> parseSave(std::string_view text) {
  data::Loaded<SavedGame> result;
  data::ParsedJson parsed = data::parseJsonText(text, kMaxSaveBytes);
  if (!parsed.root) {
    result.diagnostics = std::move(parsed.diagnostics);
    return result;
  }
  const json& root = *parsed.root;
  Problems problems;
  SavedGame game;
  // The version first: a newer save is refused for that alone, not for each field it adds.
  const auto version = root.is_object() ? root.find("format_version") : root.end();
  if (root.is_object() && version != root.end() && version->is_number_integer() && *version != json(kSaveFormatVersion)) {
    problems.add(DiagnosticCode::OutOfRange, "/format_version",
                 "expected format_version " + std::to_string(kSaveFormatVersion) + " (the saves this build reads), found " +
                     data::describeValue(*version) + ": a save of another version of Perihelion");
  } else {
    Reader::readObject(root, "", problems, [&game](Reader& r) { fields(r, game); }, true);
    if (!problems.any()) Consistency(game, problems).check();
  }
  if (problems.any()) {
    const data::JsonSourceMap map(text);
    for (data::Diagnostic& d : problems.list) {
      const data::TextPosition p = map.valueAt(d.pointer);
      d.line = p.line;
      d.column = p.column;
    }
    result.diagnostics = std::move(problems.list);
    return result;
  }
  result.value = std::move(game);
  return result;
}

}  // namespace perihelion::save
