// Which x86-64 instructions the fleet step's vector code (fleet/neighbour_push.h, fleet/ship_lanes.h)
// runs with. Each such function is compiled twice from one body: for SSE2, which every x86-64
// processor has, and for AVX2, whose three-operand encoding and four-double registers make it
// faster. Both do the same IEEE operations element by element, so they give the same bits (the tests
// run both); the fastest the processor has is chosen once. A code the processor does not run is
// taken as SSE2 by every function that takes one, so asking for it never stops the program.
#pragma once

#include <cstdint>

namespace perihelion::fleet {

enum class VectorCode : std::uint8_t { Sse2, Avx2 };

/// Whether this processor runs `code` (asked once).
bool processorRuns(VectorCode code);

/// AVX2 where this processor has it, else SSE2.
VectorCode fastestVectorCode();

}  // namespace perihelion::fleet
