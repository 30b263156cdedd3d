// libFuzzer target for the LAN packet decoder (net/packet.h): any bytes must give a packet or a
// DecodeError, never a crash, a sanitizer report or unbounded memory; and a packet decoded must
// encode to bytes that decode again to the same bytes (nothing read is lost or invented).
// Not wired into the build here: the fuzz build (PERIHELION_FUZZ, scripts/fuzz.sh) links it with
// perihelion_net and -fsanitize=fuzzer.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <span>

#include "net/packet.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace perihelion::net;
  const Decoded decoded = decode(std::span<const std::uint8_t>(data, size));
  if (const auto* packet = std::get_if<Packet>(&decoded)) {
    const std::vector<std::uint8_t> again = encode(*packet);
    const Decoded twice = decode(again);
    const auto* back = std::get_if<Packet>(&twice);
    if (!back || encode(*back) != again) std::abort();
  }
  return 0;
}
