#include "fleet/vector_code.h"

namespace perihelion::fleet {

bool processorRuns(VectorCode code) {
  // GCC's run-time check asks the processor (cpuid) and the operating system (that it saves the
  // AVX registers).
  static const bool avx2 = [] {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") != 0;
  }();
  return code == VectorCode::Sse2 || avx2;
}

VectorCode fastestVectorCode() { return processorRuns(VectorCode::Avx2) ? VectorCode::Avx2 : VectorCode::Sse2; }

}  // namespace perihelion::fleet
