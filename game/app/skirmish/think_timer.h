// Times the computer players' looks with the wall clock, outside the match (which reads no clock).
#pragma once

#include <chrono>

#include "match/computer_seats.h"

namespace perihelion::app {

class ThinkTimer final : public match::ThinkObserver {
 public:
  void beforeThinking() override { start_ = std::chrono::steady_clock::now(); }
  void afterThinking() override { seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count(); }
  double seconds = 0.0;

 private:
  std::chrono::steady_clock::time_point start_;
};

}  // namespace perihelion::app
