#include "sim/recording.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>

#include "sim/state_hash.h"

namespace perihelion::sim {
namespace {

constexpr std::string_view kMagic = "perihelion-recording 1";

/// An attack's target kinds as recordings write them, in world::TargetRef::Kind's order.
constexpr std::array<std::string_view, 4> kTargetKinds{"none", "ship", "station", "fleet"};

/// %.17g: enough digits that reading the text back gives the same double, to the bit.
std::string exact(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.17g", value);
  return text;
}

std::string fleetList(const std::vector<fleet::FleetId>& fleets) {
  std::string out = "fleets";
  for (const fleet::FleetId id : fleets) out += " " + std::to_string(id.value);
  return out;
}

/// " point x y z", each to the bit.
std::string pointText(const glm::dvec3& p) { return " point " + exact(p.x) + " " + exact(p.y) + " " + exact(p.z); }

std::string orderText(const fleet::Order& order) {
  if (order.kind == fleet::Order::Kind::MoveTo) return pointText(order.point);
  if (order.kind == fleet::Order::Kind::GoTo) return " planet " + std::to_string(order.body.value);
  return " hold";
}

std::string commandWords(const Command& command) {
  std::string out(commandName(command));
  if (const world::PlayerId player = issuer(command); !(player == world::kNobody)) {
    out += " player " + std::to_string(player.value);  // absent for the sandbox's and game-wide commands
  }
  if (const auto* q = std::get_if<QueueShip>(&command)) {
    out += " shipyard " + std::to_string(q->shipyard.value) + " type " + std::to_string(q->type.value);
  } else if (const auto* x = std::get_if<CancelShip>(&command)) {
    out += " shipyard " + std::to_string(x->shipyard.value) + " position " + std::to_string(x->position);
  } else if (const auto* m = std::get_if<MoveQueuedShip>(&command)) {
    out += " shipyard " + std::to_string(m->shipyard.value) + " from " + std::to_string(m->from) + " to " +
           std::to_string(m->to);
  } else if (const auto* rally = std::get_if<SetRally>(&command)) {
    out += " shipyard " + std::to_string(rally->shipyard.value) + orderText(rally->order);
  } else if (const auto* f = std::get_if<FormFleet>(&command)) {
    out += " ships";
    for (const fleet::ShipId s : f->ships) out += " " + std::to_string(s.value);
    out += " name " + recordedName(f->name);  // last: the rest of the line
  } else if (const auto* g = std::get_if<MergeFleets>(&command)) {
    out += " into " + std::to_string(g->into.value) + " " + fleetList(g->from);
  } else if (const auto* a = std::get_if<Attack>(&command)) {
    out += " " + fleetList(a->fleets) + " target " + std::string(kTargetKinds[static_cast<std::size_t>(a->target.kind)]) +
           " " + std::to_string(a->target.id);
  } else if (const auto* am = std::get_if<AttackMove>(&command)) {
    out += " " + fleetList(am->fleets) + pointText(am->point);
  } else if (const auto* st = std::get_if<SetStance>(&command)) {
    out += " " + fleetList(st->fleets) + " " + std::string(fleet::kStanceNames[static_cast<std::size_t>(st->stance)]);
  } else if (const auto* l = std::get_if<LandTroops>(&command)) {
    out += " " + fleetList(l->fleets) + " planet " + std::to_string(l->planet.value);
  } else if (const auto* c = std::get_if<OrderFleets>(&command)) {
    out += " " + fleetList(c->fleets);
    if (c->order.kind != fleet::Order::Kind::Hold) out += orderText(c->order);  // "hold" is in the name already
  } else if (const auto* p = std::get_if<PlaceStation>(&command)) {
    const world::PlacementRequest& r = p->request;
    out += " planet " + std::to_string(r.planet.value) + " ring " + std::to_string(r.ring) + " phase " + exact(r.phase) +
           " type " + std::to_string(r.type.value) + " time " + exact(r.time);
  } else if (const auto* t = std::get_if<SetTimeRate>(&command)) {
    out += " " + exact(t->secondsPerTick);
  } else if (const auto* s = std::get_if<SetPaused>(&command)) {
    out += s->paused ? " 1" : " 0";
  } else {
    out += " " + exact(std::get<JumpToTime>(command).time);
  }
  return out;
}

/// The words of one line, read left to right; every read names what it expected when it fails.
class Words {
 public:
  explicit Words(std::string_view line) : rest_(line) {}

  bool done() {
    skipSpaces();
    return rest_.empty();
  }
  std::string_view next() {
    skipSpaces();
    const std::size_t end = std::min(rest_.find(' '), rest_.size());
    const std::string_view word = rest_.substr(0, end);
    rest_.remove_prefix(end);
    return word;
  }
  void skipRest() { rest_ = {}; }
  /// The rest of the line, as written.
  std::string_view rest() {
    skipSpaces();
    return rest_;
  }
  /// The next word if it is `keyword`; otherwise an error naming it.
  void expect(std::string_view keyword) {
    const std::string_view word = next();
    if (word != keyword) fail("expected \"" + std::string(keyword) + "\", found " + quoted(word));
  }
  template <class Int>
  Int integer(std::string_view what, Int lo, Int hi) {
    const std::string_view word = next();
    Int value{};
    const auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (word.empty() || ec != std::errc() || end != word.data() + word.size() || value < lo || value > hi) {
      fail("expected " + std::string(what) + " (a whole number from " + std::to_string(lo) + " to " + std::to_string(hi) +
           "), found " + quoted(word));
    }
    return value;
  }
  double number(std::string_view what) {
    const std::string_view word = next();
    double value = 0.0;
    const auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (word.empty() || ec != std::errc() || end != word.data() + word.size() || !std::isfinite(value)) {
      fail("expected " + std::string(what) + " (a finite number), found " + quoted(word));
    }
    return value;
  }
  bool flag(std::string_view what) { return integer<int>(what, 0, 1) == 1; }

  /// Thrown out of the line's parse, caught once per line below.
  struct Failure {
    std::string message;
  };
  [[noreturn]] static void fail(std::string message) { throw Failure{std::move(message)}; }

  /// A word for a message: in quotes, at most 40 characters, control and non-ASCII bytes as \xNN
  /// (never echoed raw to a terminal).
  static std::string quoted(std::string_view word) {
    if (word.empty()) return "the end of the line";
    std::string out = "\"";
    for (const char c : word.substr(0, 40)) {
      const auto u = static_cast<unsigned char>(c);
      if (u < 0x20 || u >= 0x7f) {  // never echo control bytes to a terminal
        char hex[8];
        std::snprintf(hex, sizeof hex, "\\x%02x", u);
        out += hex;
      } else {
        out += c;
      }
    }
    return out + (word.size() > 40 ? "...\"" : "\"");
  }

 private:
  void skipSpaces() {
    while (!rest_.empty() && rest_.front() == ' ') rest_.remove_prefix(1);
  }
  std::string_view rest_;
};

std::vector<fleet::FleetId> readFleets(Words& w) {
  w.expect("fleets");
  std::vector<fleet::FleetId> fleets;
  while (!w.done()) {
    const std::string_view peek = w.rest();
    if (peek.front() < '0' || peek.front() > '9') break;  // the word after the list ("point", "target", ...)
    fleets.push_back({w.integer<std::uint32_t>("a fleet id", 0, 1u << 30)});
  }
  if (fleets.empty()) Words::fail("expected at least one fleet id after \"fleets\"");
  return fleets;
}

/// The three coordinates after "point" (m).
glm::dvec3 readPoint(Words& w) {
  glm::dvec3 p;
  p.x = w.number("x (m)");
  p.y = w.number("y (m)");
  p.z = w.number("z (m)");
  return p;
}

fleet::Order readOrder(Words& w) {
  fleet::Order order;
  const std::string_view kind = w.next();
  if (kind == "point") {
    order.kind = fleet::Order::Kind::MoveTo;
    order.point = readPoint(w);
  } else if (kind == "planet") {
    order.kind = fleet::Order::Kind::GoTo;
    order.body = {w.integer<std::uint32_t>("a body id", 0, 1u << 30)};
  } else if (kind != "hold") {
    Words::fail("expected \"point\", \"planet\" or \"hold\", found " + Words::quoted(kind));
  }
  return order;
}

world::StationId readShipyard(Words& w) {
  w.expect("shipyard");
  return {w.integer<std::uint32_t>("a station id", 0, 0xfffffffeu)};
}

/// The command after its name and player.
Command readCommand(Words& w, std::string_view name) {
  if (name == "queue_ship") {
    QueueShip c;
    c.shipyard = readShipyard(w);
    w.expect("type");
    c.type = {w.integer<std::uint32_t>("a ship type id", 0, 1u << 30)};
    return c;
  }
  if (name == "cancel_ship") {
    CancelShip c;
    c.shipyard = readShipyard(w);
    w.expect("position");
    c.position = w.integer<std::uint32_t>("a queue position", 0, 1u << 30);
    return c;
  }
  if (name == "move_queued") {
    MoveQueuedShip c;
    c.shipyard = readShipyard(w);
    w.expect("from");
    c.from = w.integer<std::uint32_t>("a queue position", 0, 1u << 30);
    w.expect("to");
    c.to = w.integer<std::uint32_t>("a queue position", 0, 1u << 30);
    return c;
  }
  if (name == "rally") {
    SetRally c;
    c.shipyard = readShipyard(w);
    c.order = readOrder(w);
    return c;
  }
  if (name == "form_fleet") {
    FormFleet c;
    w.expect("ships");
    while (!w.done() && !w.rest().starts_with("name")) {
      c.ships.push_back({w.integer<std::uint32_t>("a ship id", 0, 0xfffffffeu)});
    }
    if (c.ships.empty()) Words::fail("expected at least one ship id after \"ships\"");
    w.expect("name");
    c.name = recordedName(w.rest());
    w.skipRest();
    return c;
  }
  if (name == "merge_fleets") {
    MergeFleets c;
    w.expect("into");
    c.into = {w.integer<std::uint32_t>("a fleet id", 0, 1u << 30)};
    c.from = readFleets(w);
    return c;
  }
  if (name == "attack") {
    Attack c;
    c.fleets = readFleets(w);
    w.expect("target");
    const std::string_view kind = w.next();
    // Every target the writer writes reads back ("none" too: the tick refuses it, the replay must too).
    const auto at = std::find(kTargetKinds.begin(), kTargetKinds.end(), kind);
    if (at == kTargetKinds.end()) {
      Words::fail("expected \"ship\", \"station\", \"fleet\" or \"none\", found " + Words::quoted(kind));
    }
    c.target.kind = static_cast<world::TargetRef::Kind>(at - kTargetKinds.begin());
    c.target.id = w.integer<std::uint32_t>("an id", 0, 0xffffffffu);
    return c;
  }
  if (name == "attack_move") {
    AttackMove c;
    c.fleets = readFleets(w);
    w.expect("point");
    c.point = readPoint(w);
    return c;
  }
  if (name == "stance") {
    SetStance c;
    c.fleets = readFleets(w);
    const std::string_view stance = w.next();
    const auto at = std::find(fleet::kStanceNames.begin(), fleet::kStanceNames.end(), stance);
    if (at == fleet::kStanceNames.end()) {
      Words::fail("expected \"hold_fire\", \"engage\" or \"guard\", found " + Words::quoted(stance));
    }
    c.stance = static_cast<fleet::Stance>(at - fleet::kStanceNames.begin());
    return c;
  }
  if (name == "land") {
    LandTroops c;
    c.fleets = readFleets(w);
    w.expect("planet");
    c.planet = {w.integer<std::uint32_t>("a body id", 0, 1u << 30)};
    return c;
  }
  if (name == "move_to" || name == "go_to" || name == "hold") {
    OrderFleets c{readFleets(w), {}};
    if (name == "move_to") {
      w.expect("point");
      c.order.kind = fleet::Order::Kind::MoveTo;
      c.order.point = readPoint(w);
    } else if (name == "go_to") {
      w.expect("planet");
      c.order.kind = fleet::Order::Kind::GoTo;
      c.order.body = {w.integer<std::uint32_t>("a body id", 0, 1u << 30)};
    }
    return c;
  }
  if (name == "place_station") {
    PlaceStation c;
    w.expect("planet");
    c.request.planet = {w.integer<std::uint32_t>("a body id", 0, 1u << 30)};
    w.expect("ring");
    c.request.ring = w.integer<std::uint32_t>("a ring index", 0, 1u << 30);
    w.expect("phase");
    c.request.phase = w.number("a phase (rad)");
    w.expect("type");
    c.request.type = {w.integer<std::uint32_t>("a station type id", 0, 1u << 30)};
    w.expect("time");
    c.request.time = w.number("a time (TT s since J2000)");
    return c;
  }
  if (name == "time_rate") return SetTimeRate{w.number("seconds per tick")};
  if (name == "pause") return SetPaused{w.flag("0 or 1")};
  if (name == "jump_to") return JumpToTime{w.number("a time (TT s since J2000)")};
  Words::fail("expected a command (move_to, go_to, hold, place_station, time_rate, pause, jump_to, queue_ship, "
              "cancel_ship, move_queued, rally, form_fleet, merge_fleets, attack, attack_move, stance, land), found " +
              Words::quoted(name));
}

/// A command with its player, when it names one.
Command readCommand(Words& w) {
  const std::string_view name = w.next();
  world::PlayerId player = world::kNobody;
  if (w.rest().starts_with("player ")) {
    w.expect("player");
    player = {w.integer<std::uint32_t>("a player id", 0, 0xfffffffeu)};
  }
  Command command = readCommand(w, name);
  std::visit(
      [&](auto& c) {
        if constexpr (requires { c.player; }) {
          c.player = player;
        } else if (!(player == world::kNobody)) {
          Words::fail("a " + std::string(name) + " command is the whole game's: it names no player");
        }
      },
      command);
  return command;
}

double tickLength(Words& w) {
  const double length = w.number("a tick length (s)");
  if (!(length > 0.0 && length <= kMaxSecondsPerTick)) {
    Words::fail("expected a tick length of more than 0 s and at most " + exact(kMaxSecondsPerTick) + " s, found " + exact(length));
  }
  return length;
}

/// Reads the header's line `k` (0-based after the magic) into `r`.
void readHeader(std::size_t k, Words& w, Recording& r) {
  static constexpr std::string_view keys[] = {"scenario", "start_seconds", "seconds_per_tick", "paused"};
  w.expect(keys[k]);
  if (k == 0) r.scenarioName = recordedName(w.rest());
  if (k == 1) {
    r.startSeconds = w.number("the start time (TT s since J2000)");
    if (r.startSeconds < kEarliestTime || r.startSeconds > kLatestTime) {
      Words::fail("expected a start time between 4713 BC (JD 0) and the end of the year 9999, found " + exact(r.startSeconds) + " s");
    }
  }
  if (k == 2) r.secondsPerTick = tickLength(w);
  if (k == 3) r.paused = w.flag("0 or 1");
}

/// Reads a command line or the end line into `r`; true for the end line.
bool readBody(Words& w, std::size_t lineNumber, Recording& r) {
  const std::string_view first = w.next();
  if (first == "end") {
    w.expect("ticks");
    r.ticks = w.integer<std::int64_t>("the ticks played", 0, kMaxTicks);
    if (!r.commands.empty() && r.commands.back().tick >= r.ticks) {
      Words::fail("the recording ends at tick " + std::to_string(r.ticks) + " but has a command at tick " +
                  std::to_string(r.commands.back().tick));
    }
    w.expect("state_hash");
    const std::string_view hash = w.next();
    const auto [end, ec] = std::from_chars(hash.data(), hash.data() + hash.size(), r.stateHash, 16);
    if (hash.size() != 16 || ec != std::errc() || end != hash.data() + hash.size()) {
      Words::fail("expected a state hash of 16 hexadecimal digits");
    }
    return true;
  }
  if ((first == "scenario_file" || first == "skirmish") && !r.commands.empty()) {
    Words::fail("\"" + std::string(first) + "\" belongs before the first command");
  }
  if ((first == "scenario_file" && !r.scenarioFile.empty()) || (first == "skirmish" && r.skirmish)) {
    Words::fail("\"" + std::string(first) + "\" given twice");
  }
  if (first == "scenario_file") {
    r.scenarioFile = std::string(w.rest());
    w.skipRest();
    if (r.scenarioFile.empty()) Words::fail("expected the scenario file's path");
    for (const char c : r.scenarioFile) {
      if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) Words::fail("expected a path with no control characters");
    }
    return false;
  }
  if (first == "skirmish") {
    RecordedSkirmish& k = r.skirmish.emplace();
    w.expect("seed");
    k.seed = w.integer<std::uint64_t>("the seed", 0, std::numeric_limits<std::uint64_t>::max());
    w.expect("max_days");
    k.maxDays = w.number("the time limit in days");
    if (!(k.maxDays >= 0.0 && k.maxDays <= 36525.0)) Words::fail("expected a time limit from 0 to 36525 days, found " + exact(k.maxDays));
    w.expect("seats");
    const std::string_view seats = w.next();
    for (std::size_t from = 0; from <= seats.size();) {
      const std::size_t comma = std::min(seats.find(',', from), seats.size());
      k.seats.emplace_back(seats.substr(from, comma - from));
      if (k.seats.back().empty() || k.seats.size() > 64) Words::fail("expected seats such as ai:hard,human");
      from = comma + 1;
    }
    return false;
  }
  if (first != "tick") Words::fail("expected \"tick\" or \"end\" at the start of the line");
  RecordedCommand c;
  c.line = lineNumber;
  c.tick = w.integer<std::int64_t>("a tick", 0, kMaxTicks - 1);
  if (!r.commands.empty() && c.tick < r.commands.back().tick) {
    Words::fail("tick " + std::to_string(c.tick) + " comes after tick " + std::to_string(r.commands.back().tick) +
                ": ticks must not go back");
  }
  w.expect("length");
  c.tickLength = tickLength(w);
  c.command = readCommand(w);
  r.commands.push_back(std::move(c));
  return false;
}

}  // namespace

std::string recordedName(std::string_view name) {
  std::string out(name);
  for (char& c : out) {
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = ' ';  // one line, whatever the name holds
  }
  const std::size_t first = out.find_first_not_of(' '), last = out.find_last_not_of(' ');
  return first == std::string::npos ? std::string() : out.substr(first, last - first + 1);
}

std::string recordingHeader(std::string_view scenarioName, double startSeconds, double secondsPerTick, bool paused) {
  return std::string(kMagic) + "\nscenario " + recordedName(scenarioName) + "\nstart_seconds " + exact(startSeconds) +
         "\nseconds_per_tick " + exact(secondsPerTick) + "\npaused " + (paused ? "1" : "0") + "\n";
}

std::string recordingOrigin(std::string_view scenarioFile, const std::optional<RecordedSkirmish>& skirmish) {
  // A path is written as it is (one with a control character or a line feed is refused when read).
  std::string out = scenarioFile.empty() ? std::string() : "scenario_file " + std::string(scenarioFile) + "\n";
  if (skirmish) {
    std::string seats;
    for (const std::string& s : skirmish->seats) seats += (seats.empty() ? "" : ",") + s;
    out += "skirmish seed " + std::to_string(skirmish->seed) + " max_days " + exact(skirmish->maxDays) + " seats " + seats + "\n";
  }
  return out;
}

std::string recordingLine(std::int64_t tick, double tickLength, const Command& command) {
  return "tick " + std::to_string(tick) + " length " + exact(tickLength) + " " + commandWords(command) + "\n";
}

std::string recordingEnd(std::int64_t ticks, std::uint64_t stateHash) {
  return "end ticks " + std::to_string(ticks) + " state_hash " + hashText(stateHash) + "\n";
}

std::string commandText(const Command& command) { return commandWords(command); }

std::optional<Command> parseCommandText(std::string_view text, std::string& error) {
  // One line only: a line feed inside would let one text carry two commands.
  if (text.find_first_of("\n\r") != std::string_view::npos) {
    error = "a command is one line";
    return std::nullopt;
  }
  try {
    Words w(text);
    Command command = readCommand(w);
    if (!w.done()) Words::fail("unexpected text at the end of the command");
    return command;
  } catch (const Words::Failure& failure) {
    error = failure.message;
    return std::nullopt;
  }
}

ParsedRecording parseRecording(std::string_view text) {
  if (text.empty()) return {std::nullopt, RecordingError{0, "the recording is empty"}};
  Recording r;
  std::size_t lineNumber = 0;
  bool ended = false;
  while (!text.empty()) {
    const std::size_t end = std::min(text.find('\n'), text.size());
    std::string_view line = text.substr(0, end);
    text.remove_prefix(std::min(end + 1, text.size()));
    ++lineNumber;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    try {
      if (lineNumber == 1) {
        if (line != kMagic) {
          Words::fail("not a Perihelion recording: the first line must be \"" + std::string(kMagic) + "\"");
        }
        continue;
      }
      if (ended) Words::fail("nothing may follow the end line");
      Words w(line);
      if (lineNumber <= 5) {
        readHeader(lineNumber - 2, w, r);
      } else {
        ended = readBody(w, lineNumber, r);
      }
      if (lineNumber > 2 && !w.done()) Words::fail("unexpected text at the end of the line");
    } catch (const Words::Failure& failure) {
      return {std::nullopt, RecordingError{lineNumber, failure.message}};
    }
  }
  if (!ended) {
    return {std::nullopt, RecordingError{lineNumber, "the recording is truncated: it has no end line (\"end ticks N state_hash H\")"}};
  }
  return {std::move(r), std::nullopt};
}

}  // namespace perihelion::sim
