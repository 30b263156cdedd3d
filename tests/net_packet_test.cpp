// The LAN packets (net/packet.h): every packet reads back as written, and hostile bytes of every kind
// the issue names (empty, truncated, oversized, wrong version, ids out of range, 1e400, NaN) are
// refused with a reason, never a crash.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <limits>

#include "net/packet.h"
#include "sim/recording.h"

namespace {

using namespace perihelion;
using net::decode;
using net::encode;

sim::Command moveTo(std::uint32_t player) {
  sim::OrderFleets c;
  c.fleets = {{2}, {5}};
  c.order.kind = fleet::Order::Kind::MoveTo;
  c.order.point = {1.5e11, -3.25e10, 0.1};
  c.player = {player};
  return c;
}

std::vector<net::Packet> everyPacket() {
  net::Turn turn{10, 20, {{10, moveTo(1)}, {12, sim::QueueShip{{4}, {0}, {0}}}}, {{16, 0x0123456789abcdefull}}};
  return {net::Hello{net::kProtocolVersion, "perihelion 0.1.0", "ai:easy"},
          net::Welcome{1, "data/scenarios/skirmish.json", 42, 3.5, 0xfeedull},
          net::Ready{0xfeedull},
          net::Start{{"ai:hard", "ai:easy"}, 0xabcdull, 48},
          net::Refuse{"every seat is taken"},
          net::Input{7, std::numeric_limits<double>::infinity(), {moveTo(1)}},
          turn,
          net::Hash{{48, 99}},
          net::TakeOver{1, 102, "ai:normal", "disconnected"},
          net::Desync{96},
          net::End{300, "ended_by_host"}};
}

std::string errorOf(const std::vector<std::uint8_t>& bytes) {
  const net::Decoded d = decode(bytes);
  const auto* e = std::get_if<net::DecodeError>(&d);
  return e ? e->reason : std::string("(decoded)");
}

/// A valid header then the given field bytes.
std::vector<std::uint8_t> packetOf(std::uint8_t type, std::vector<std::uint8_t> fields) {
  fields.insert(fields.begin(), {'P', 'H', net::kProtocolVersion, type});
  return fields;
}

void put64(std::vector<std::uint8_t>& out, std::uint64_t v) {
  for (int k = 0; k < 8; ++k) out.push_back(static_cast<std::uint8_t>(v >> (8 * k)));
}
void put32(std::vector<std::uint8_t>& out, std::uint32_t v) {
  for (int k = 0; k < 4; ++k) out.push_back(static_cast<std::uint8_t>(v >> (8 * k)));
}
void putText(std::vector<std::uint8_t>& out, std::string_view s) {
  put32(out, static_cast<std::uint32_t>(s.size()));
  out.insert(out.end(), s.begin(), s.end());
}

/// An Input packet for tick 3 with one command of this text and this quietBefore.
std::vector<std::uint8_t> inputWith(std::string_view commandText, double quietBefore = 0.0) {
  std::vector<std::uint8_t> f;
  put64(f, 3);
  put64(f, std::bit_cast<std::uint64_t>(quietBefore));
  put32(f, 1);
  putText(f, commandText);
  return packetOf(5, f);
}

TEST(NetPacket, EveryPacketReadsBackAsWritten) {
  for (const net::Packet& p : everyPacket()) {
    const std::vector<std::uint8_t> bytes = encode(p);
    const net::Decoded d = decode(bytes);
    ASSERT_TRUE(std::holds_alternative<net::Packet>(d)) << net::packetName(p) << ": " << errorOf(bytes);
    // Encoding what was read gives the same bytes: every field came back, to the bit.
    EXPECT_EQ(encode(std::get<net::Packet>(d)), bytes) << net::packetName(p);
  }
}

TEST(NetPacket, TheInputTypeIsFive) {
  // inputWith below writes type 5 by hand: it must stay the Input's.
  EXPECT_EQ(encode(net::Input{}).at(3), 5);
  EXPECT_EQ(errorOf(inputWith(sim::commandText(moveTo(1)))), "(decoded)");
}

TEST(NetPacket, EmptyIsRefused) { EXPECT_EQ(errorOf({}), "empty packet"); }

TEST(NetPacket, EveryTruncationIsRefused) {
  for (const net::Packet& p : everyPacket()) {
    const std::vector<std::uint8_t> bytes = encode(p);
    for (std::size_t n = 1; n < bytes.size(); ++n) {
      const std::vector<std::uint8_t> cut(bytes.begin(), bytes.begin() + static_cast<std::ptrdiff_t>(n));
      EXPECT_TRUE(std::holds_alternative<net::DecodeError>(decode(cut))) << net::packetName(p) << " cut to " << n;
    }
  }
}

TEST(NetPacket, TrailingBytesAreRefused) {
  std::vector<std::uint8_t> bytes = encode(net::Desync{4});
  bytes.push_back(0);
  EXPECT_NE(errorOf(bytes).find("after the packet's end"), std::string::npos);
}

TEST(NetPacket, OversizedIsRefusedBeforeReading) {
  std::vector<std::uint8_t> bytes = encode(net::Refuse{"x"});
  bytes.resize(net::kMaxPacketBytes + 1, 'x');
  EXPECT_NE(errorOf(bytes).find("oversized"), std::string::npos);
}

TEST(NetPacket, WrongMagicVersionAndTypeAreRefused) {
  std::vector<std::uint8_t> bytes = encode(net::Desync{4});
  bytes[0] = 'X';
  EXPECT_NE(errorOf(bytes).find("not a Perihelion packet"), std::string::npos);
  bytes = encode(net::Desync{4});
  bytes[2] = net::kProtocolVersion + 1;
  EXPECT_NE(errorOf(bytes).find("protocol version"), std::string::npos);
  bytes = encode(net::Desync{4});
  bytes[3] = 200;
  EXPECT_NE(errorOf(bytes).find("unknown packet type"), std::string::npos);
  // A Hello of another protocol, behind a header of this one.
  net::Hello hello{net::kProtocolVersion + 1, "perihelion", "ai:easy"};
  EXPECT_NE(errorOf(encode(hello)).find("protocol 2"), std::string::npos);
}

TEST(NetPacket, IdsOutOfRangeAreRefused) {
  EXPECT_NE(errorOf(encode(net::TakeOver{net::kMaxSeats, 1, "ai:normal", "x"})).find("seat 16 out of range"), std::string::npos);
  EXPECT_NE(errorOf(encode(net::Desync{-1})).find("out of range"), std::string::npos);
  EXPECT_NE(errorOf(encode(net::Desync{sim::kMaxTicks + 1})).find("out of range"), std::string::npos);
  // A fleet id past what any game holds, in a command's text.
  EXPECT_NE(errorOf(inputWith("hold player 1 fleets 4294967295")).find("does not parse"), std::string::npos);
  // A turn whose commands lie outside its ticks.
  net::Turn turn{10, 12, {{12, moveTo(1)}}, {}};
  EXPECT_NE(errorOf(encode(turn)).find("out of the turn's order or range"), std::string::npos);
}

TEST(NetPacket, NonFiniteNumbersAreRefused) {
  EXPECT_NE(errorOf(inputWith("move_to player 1 fleets 0 point 1e400 0 0")).find("finite"), std::string::npos);
  EXPECT_NE(errorOf(inputWith("move_to player 1 fleets 0 point nan 0 0")).find("finite"), std::string::npos);
  EXPECT_NE(errorOf(inputWith("hold player 1 fleets 0", std::nan(""))).find("not finite"), std::string::npos);
  EXPECT_NE(errorOf(inputWith("hold player 1 fleets 0", -std::numeric_limits<double>::infinity())).find("not finite"),
            std::string::npos);
  EXPECT_NE(errorOf(encode(net::Welcome{0, "f", 1, std::nan(""), 0})).find("not finite"), std::string::npos);
}

TEST(NetPacket, TextIsBoundedAndPrintable) {
  EXPECT_NE(errorOf(encode(net::Refuse{std::string(net::kMaxTextBytes + 1, 'a')})).find("over the limit"), std::string::npos);
  EXPECT_NE(errorOf(encode(net::Refuse{"a\x1b[2Jb"})).find("control byte"), std::string::npos);
  // Two commands in one text (a line feed) would smuggle a second one past the count.
  EXPECT_NE(errorOf(inputWith("hold player 1 fleets 0\nhold player 0 fleets 1")).find("control byte"), std::string::npos);
}

TEST(NetPacket, CountsThatCannotFitAreRefusedWithoutReserving) {
  std::vector<std::uint8_t> f;
  put64(f, 3);
  put64(f, 0);
  put32(f, 2000);  // 2000 commands promised, none there
  EXPECT_NE(errorOf(packetOf(5, f)).find("cannot fit"), std::string::npos);
  f.resize(16);
  put32(f, 0xffffffffu);
  EXPECT_NE(errorOf(packetOf(5, f)).find("over the limit"), std::string::npos);
}

TEST(NetPacket, EveryByteChangedGivesAPacketOrAnErrorAndAPacketReadsBackStable) {
  // The fuzz target's property (tests/fuzz/packet_fuzz.cpp) over each byte of each packet set to a
  // few values: never a crash (the sanitizer build runs this too), and what decodes re-encodes stably.
  for (const net::Packet& p : everyPacket()) {
    const std::vector<std::uint8_t> bytes = encode(p);
    for (std::size_t k = 0; k < bytes.size(); ++k) {
      for (const int v : {0x00, 0x01, 0x20, 0x7f, 0x80, 0xff}) {
        std::vector<std::uint8_t> changed = bytes;
        changed[k] = static_cast<std::uint8_t>(v);
        const net::Decoded d = decode(changed);
        if (const auto* q = std::get_if<net::Packet>(&d)) {
          const std::vector<std::uint8_t> again = encode(*q);
          const net::Decoded twice = decode(again);
          ASSERT_TRUE(std::holds_alternative<net::Packet>(twice)) << net::packetName(p) << " byte " << k;
          EXPECT_EQ(encode(std::get<net::Packet>(twice)), again) << net::packetName(p) << " byte " << k;
        }
      }
    }
  }
}

TEST(NetPacket, ACommandTextReadsBackAsTheSameCommand) {
  // The recording's single-command text, which the network carries: written and read back to the bit.
  for (const sim::Command& c : {moveTo(3), sim::Command{sim::SetTimeRate{1440.0}}, sim::Command{sim::FormFleet{{{1}, {2}}, "Strike group", {1}}}}) {
    std::string error;
    const std::optional<sim::Command> back = sim::parseCommandText(sim::commandText(c), error);
    ASSERT_TRUE(back) << error;
    EXPECT_EQ(sim::commandText(*back), sim::commandText(c));
    EXPECT_EQ(sim::issuer(*back), sim::issuer(c));
  }
  std::string error;
  EXPECT_FALSE(sim::parseCommandText("hold player 1 fleets 0 extra", error));
  EXPECT_NE(error.find("unexpected text"), std::string::npos);
}

}  // namespace
