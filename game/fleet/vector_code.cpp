#include "fleet/vector_code.h"

namespace perihelion::fleet {

bool processorRuns(VectorCode code) {
  if (code == VectorCode::Sse2) return true;
  // GCC's run-time check asks the processor (cpuid) and the operating system (that it saves the
  // AVX registers).
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx2");
}

VectorCode fastestVectorCode() {
  static const VectorCode fastest = processorRuns(VectorCode::Avx2) ? VectorCode::Avx2 : VectorCode::Sse2;
  return fastest;
}

}  // namespace perihelion::fleet
