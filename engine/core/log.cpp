#include "core/log.h"

#include <atomic>
#include <cstdio>
#include <mutex>

namespace perihelion::engine {
namespace {

std::atomic<LogLevel> gMinimum{LogLevel::Info};
std::mutex gMutex;

const char* levelWord(LogLevel level) {
  switch (level) {
    case LogLevel::Info: return "info";
    case LogLevel::Warning: return "warning";
    case LogLevel::Error: return "error";
  }
  return "";
}

}  // namespace

void log(LogLevel level, std::string_view tag, std::string_view message) {
  if (level < gMinimum.load()) return;
  const std::lock_guard lock(gMutex);
  std::fprintf(stderr, "[%.*s] %s: %.*s\n", static_cast<int>(tag.size()), tag.data(), levelWord(level),
               static_cast<int>(message.size()), message.data());
}

void logLine(LogLevel level, std::string_view tag, std::string_view line) {
  if (level < gMinimum.load()) return;
  const std::lock_guard lock(gMutex);
  std::fprintf(stderr, "[%.*s] %.*s\n", static_cast<int>(tag.size()), tag.data(), static_cast<int>(line.size()),
               line.data());
}

void setMinimumLogLevel(LogLevel level) { gMinimum.store(level); }

}  // namespace perihelion::engine
