// Writes the packet target's seeds: one packet of each type of the LAN protocol (net/packet.h), with
// commands and checkpoints in them, encoded by the game's own encoder into the folder given.
//   packet_seeds DIR
#include <limits>
#include <filesystem>
#include <fstream>
#include <string>

#include "net/packet.h"

int main(int argc, char** argv) {
  using namespace perihelion;
  if (argc != 2) return 2;
  const std::filesystem::path dir(argv[1]);
  std::filesystem::create_directories(dir);
  const sim::Command order = sim::OrderFleets{{fleet::FleetId{2}}, fleet::Order::goTo(world::BodyId{4}), world::PlayerId{1}};
  const sim::Command queue = sim::QueueShip{world::StationId{3}, fleet::ShipTypeId{1}, world::PlayerId{1}};
  const net::Packet packets[] = {
      net::Hello{net::kProtocolVersion, "perihelion 0.1.0", "ai:easy"},
      net::Welcome{1, "/data/scenarios/skirmish.json", 7, 30.0, 0x0123456789abcdefull},
      net::Ready{0x0123456789abcdefull},
      net::Start{{"ai:hard", "ai:easy"}, 0xfedcba9876543210ull, 48},
      net::Refuse{"another program version"},
      net::Input{120, 849400000.5, {order, queue}},
      net::Input{121, std::numeric_limits<double>::infinity(), {}},
      net::Turn{96, 128, {{100, order}, {101, queue}}, {{96, 0x1111}, {120, 0x2222}}},
      net::Hash{{48, 0x3333}},
      net::TakeOver{1, 300, "ai:normal", "disconnected"},
      net::Desync{144},
      net::End{2880, "ended_by_host"},
  };
  int k = 0;
  for (const net::Packet& p : packets) {
    const std::vector<std::uint8_t> bytes = net::encode(p);
    std::ofstream(dir / ("seed_" + std::to_string(k++) + "_" + std::string(net::packetName(p))), std::ios::binary)
        .write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  }
  return 0;
}
