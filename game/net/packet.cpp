#include "net/packet.h"

#include <bit>
#include <cmath>
#include <optional>
#include <type_traits>

#include "sim/recording.h"

namespace perihelion::net {
namespace {

constexpr std::uint8_t kMagic0 = 'P', kMagic1 = 'H';

/// Packet types on the wire: the variant's index (stable: new packets go at the end of Packet).
template <class T, class... Ts>
constexpr std::uint8_t indexIn(const std::variant<Ts...>*) {
  constexpr bool same[] = {std::is_same_v<T, Ts>...};
  for (std::uint8_t k = 0; k < sizeof...(Ts); ++k) {
    if (same[k]) return k;
  }
  return 0xff;
}
template <class T>
constexpr std::uint8_t typeOf() {
  return indexIn<T>(static_cast<const Packet*>(nullptr));
}

class Writer {
 public:
  void u8(std::uint8_t v) { bytes.push_back(v); }
  void u32(std::uint32_t v) {
    for (int k = 0; k < 4; ++k) u8(static_cast<std::uint8_t>(v >> (8 * k)));
  }
  void u64(std::uint64_t v) {
    for (int k = 0; k < 8; ++k) u8(static_cast<std::uint8_t>(v >> (8 * k)));
  }
  void i64(std::int64_t v) { u64(static_cast<std::uint64_t>(v)); }
  void f64(double v) { u64(std::bit_cast<std::uint64_t>(v)); }
  void text(std::string_view s) {
    u32(static_cast<std::uint32_t>(s.size()));
    bytes.insert(bytes.end(), s.begin(), s.end());
  }
  void command(const sim::Command& c) { text(sim::commandText(c)); }
  std::vector<std::uint8_t> bytes;
};

/// Thrown out of a field's read; decode turns it into a DecodeError.
struct Failure {
  std::string reason;
};

class Reader {
 public:
  explicit Reader(std::span<const std::uint8_t> bytes) : bytes_(bytes) {}

  std::uint8_t u8() { return take(1, "a byte")[0]; }
  std::uint32_t u32() {
    const auto b = take(4, "a 32-bit integer");
    std::uint32_t v = 0;
    for (int k = 3; k >= 0; --k) v = (v << 8) | b[static_cast<std::size_t>(k)];
    return v;
  }
  std::uint64_t u64() {
    const auto b = take(8, "a 64-bit integer");
    std::uint64_t v = 0;
    for (int k = 7; k >= 0; --k) v = (v << 8) | b[static_cast<std::size_t>(k)];
    return v;
  }
  /// A tick: 0 to sim::kMaxTicks.
  std::int64_t tick(const char* what) {
    const auto v = static_cast<std::int64_t>(u64());
    if (v < 0 || v > sim::kMaxTicks) fail(std::string(what) + " out of range: " + std::to_string(v));
    return v;
  }
  /// A double that must not be NaN; infinite only when `infinityAllowed` (+inf only).
  double f64(const char* what, bool infinityAllowed = false) {
    const double v = std::bit_cast<double>(u64());
    if (std::isnan(v) || (std::isinf(v) && !(infinityAllowed && v > 0.0))) fail(std::string(what) + " is not finite");
    return v;
  }
  /// A count of items to follow, at most `limit`, each at least `minBytes` long (so a count cannot
  /// promise more than the packet holds, and nothing is reserved for it).
  std::size_t count(const char* what, std::size_t limit, std::size_t minBytes) {
    const std::uint32_t n = u32();
    if (n > limit) fail(std::string(what) + ": " + std::to_string(n) + " over the limit of " + std::to_string(limit));
    if (static_cast<std::uint64_t>(n) * minBytes > left()) fail(std::string(what) + ": " + std::to_string(n) + " cannot fit in what is left");
    return n;
  }
  /// A string of printable bytes (no control bytes: it may reach a terminal), at most kMaxTextBytes.
  std::string text(const char* what) {
    const std::uint32_t n = u32();
    if (n > kMaxTextBytes) fail(std::string(what) + " of " + std::to_string(n) + " bytes, over the limit of " + std::to_string(kMaxTextBytes));
    const auto b = take(n, what);
    for (const std::uint8_t c : b) {
      if (c < 0x20 || c == 0x7f) fail(std::string(what) + " holds a control byte");
    }
    return std::string(b.begin(), b.end());
  }
  sim::Command command() {
    const std::string t = text("a command");
    std::string error;
    std::optional<sim::Command> c = sim::parseCommandText(t, error);
    if (!c) fail("a command that does not parse: " + error);
    return std::move(*c);
  }
  std::size_t left() const { return bytes_.size() - at_; }
  std::size_t at() const { return at_; }
  [[noreturn]] static void fail(std::string reason) { throw Failure{std::move(reason)}; }

 private:
  std::span<const std::uint8_t> take(std::size_t n, const char* what) {
    if (n > left()) {
      fail("truncated: " + std::string(what) + " of " + std::to_string(n) + " bytes at byte " + std::to_string(at_) + ", " +
           std::to_string(left()) + " left");
    }
    const auto out = bytes_.subspan(at_, n);
    at_ += n;
    return out;
  }
  std::span<const std::uint8_t> bytes_;
  std::size_t at_ = 0;
};

void write(Writer& w, const Hello& p) {
  w.u32(p.protocol);
  w.text(p.program);
  w.text(p.seat);
}
void write(Writer& w, const Welcome& p) {
  w.u32(p.seat);
  w.text(p.scenario);
  w.u64(p.seed);
  w.f64(p.maxDays);
  w.u64(p.dataHash);
}
void write(Writer& w, const Ready& p) { w.u64(p.dataHash); }
void write(Writer& w, const Start& p) {
  w.u32(static_cast<std::uint32_t>(p.seats.size()));
  for (const std::string& s : p.seats) w.text(s);
  w.u64(p.startHash);
  w.u32(p.checkpointEvery);
}
void write(Writer& w, const Refuse& p) { w.text(p.reason); }
void write(Writer& w, const Input& p) {
  w.i64(p.tick);
  w.f64(p.quietBefore);
  w.u32(static_cast<std::uint32_t>(p.commands.size()));
  for (const sim::Command& c : p.commands) w.command(c);
}
void write(Writer& w, const Checkpoint& c) {
  w.i64(c.tick);
  w.u64(c.hash);
}
void write(Writer& w, const Turn& p) {
  w.i64(p.from);
  w.i64(p.to);
  w.u32(static_cast<std::uint32_t>(p.commands.size()));
  for (const TickCommand& c : p.commands) {
    w.i64(c.tick);
    w.command(c.command);
  }
  w.u32(static_cast<std::uint32_t>(p.checkpoints.size()));
  for (const Checkpoint& c : p.checkpoints) write(w, c);
}
void write(Writer& w, const Hash& p) { write(w, p.checkpoint); }
void write(Writer& w, const TakeOver& p) {
  w.u32(p.seat);
  w.i64(p.tick);
  w.text(p.spec);
  w.text(p.why);
}
void write(Writer& w, const Desync& p) { w.i64(p.tick); }
void write(Writer& w, const End& p) {
  w.i64(p.tick);
  w.text(p.reason);
}

std::uint32_t seat(Reader& r) {
  const std::uint32_t s = r.u32();
  if (s >= kMaxSeats) Reader::fail("seat " + std::to_string(s) + " out of range (at most " + std::to_string(kMaxSeats - 1) + ")");
  return s;
}

// The smallest encoded sizes, for Reader::count: a string is at least its length's 4 bytes.
constexpr std::size_t kMinText = 4;

Packet read(Reader& r, std::uint8_t type) {
  switch (type) {
    case typeOf<Hello>(): {
      Hello p;
      p.protocol = r.u32();
      if (p.protocol != kProtocolVersion) Reader::fail("protocol " + std::to_string(p.protocol) + ", expected " + std::to_string(kProtocolVersion));
      p.program = r.text("the program version");
      p.seat = r.text("the seat spec");
      return p;
    }
    case typeOf<Welcome>(): {
      Welcome p;
      p.seat = seat(r);
      p.scenario = r.text("the scenario file");
      p.seed = r.u64();
      p.maxDays = r.f64("max days");
      if (p.maxDays > 36525.0) Reader::fail("max days over 36525");
      p.dataHash = r.u64();
      return p;
    }
    case typeOf<Ready>(): return Ready{r.u64()};
    case typeOf<Start>(): {
      Start p;
      const std::size_t n = r.count("seats", kMaxSeats, kMinText);
      for (std::size_t k = 0; k < n; ++k) p.seats.push_back(r.text("a seat spec"));
      p.startHash = r.u64();
      p.checkpointEvery = r.u32();
      if (p.checkpointEvery == 0 || p.checkpointEvery > 100000) Reader::fail("checkpoint interval out of range");
      return p;
    }
    case typeOf<Refuse>(): return Refuse{r.text("the reason")};
    case typeOf<Input>(): {
      Input p;
      p.tick = r.tick("the input's tick");
      p.quietBefore = r.f64("quiet before", true);
      const std::size_t n = r.count("commands", kMaxCommands, kMinText);
      for (std::size_t k = 0; k < n; ++k) p.commands.push_back(r.command());
      return p;
    }
    case typeOf<Turn>(): {
      Turn p;
      p.from = r.tick("the turn's first tick");
      p.to = r.tick("the turn's end");
      if (p.to < p.from) Reader::fail("a turn that ends before it starts");
      const std::size_t n = r.count("commands", kMaxCommands, 8 + kMinText);
      for (std::size_t k = 0; k < n; ++k) {
        const std::int64_t tick = r.tick("a command's tick");
        if (tick < p.from || tick >= p.to || (!p.commands.empty() && tick < p.commands.back().tick)) {
          Reader::fail("a command at tick " + std::to_string(tick) + ", out of the turn's order or range");
        }
        p.commands.push_back({tick, r.command()});
      }
      const std::size_t m = r.count("checkpoints", kMaxCheckpoints, 16);
      for (std::size_t k = 0; k < m; ++k) {
        const std::int64_t tick = r.tick("a checkpoint's tick");
        if (tick <= p.from || tick > p.to) Reader::fail("a checkpoint at tick " + std::to_string(tick) + ", outside the turn");
        p.checkpoints.push_back({tick, r.u64()});
      }
      return p;
    }
    case typeOf<Hash>(): {
      Hash p;
      p.checkpoint.tick = r.tick("the checkpoint's tick");
      p.checkpoint.hash = r.u64();
      return p;
    }
    case typeOf<TakeOver>(): {
      TakeOver p;
      p.seat = seat(r);
      p.tick = r.tick("the takeover's tick");
      p.spec = r.text("the seat spec");
      p.why = r.text("the reason");
      return p;
    }
    case typeOf<Desync>(): return Desync{r.tick("the desync's tick")};
    case typeOf<End>(): {
      End p;
      p.tick = r.tick("the end's tick");
      p.reason = r.text("the reason");
      return p;
    }
    default: Reader::fail("unknown packet type " + std::to_string(type));
  }
}

}  // namespace

std::string_view packetName(const Packet& packet) {
  static constexpr std::string_view names[] = {"hello", "welcome", "ready", "start", "refuse", "input",
                                               "turn",  "hash",    "takeover", "desync", "end"};
  static_assert(std::size(names) == std::variant_size_v<Packet>);
  return names[packet.index()];
}

std::vector<std::uint8_t> encode(const Packet& packet) {
  Writer w;
  w.u8(kMagic0);
  w.u8(kMagic1);
  w.u8(kProtocolVersion);
  w.u8(static_cast<std::uint8_t>(packet.index()));
  std::visit([&](const auto& p) { write(w, p); }, packet);
  return std::move(w.bytes);
}

Decoded decode(std::span<const std::uint8_t> bytes) {
  if (bytes.empty()) return DecodeError{"empty packet"};
  if (bytes.size() > kMaxPacketBytes) {
    return DecodeError{"oversized packet: " + std::to_string(bytes.size()) + " bytes, the limit is " + std::to_string(kMaxPacketBytes)};
  }
  try {
    Reader r(bytes);
    if (r.u8() != kMagic0 || r.u8() != kMagic1) Reader::fail("not a Perihelion packet (no 'PH' at its start)");
    if (const std::uint8_t version = r.u8(); version != kProtocolVersion) {
      Reader::fail("protocol version " + std::to_string(version) + ", expected " + std::to_string(kProtocolVersion));
    }
    Packet p = read(r, r.u8());
    if (r.left() != 0) Reader::fail(std::to_string(r.left()) + " bytes after the packet's end");
    return p;
  } catch (const Failure& f) {
    return DecodeError{f.reason};
  }
}

}  // namespace perihelion::net
