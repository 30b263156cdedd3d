// Logging for the engine and the game: one line per message on stderr, tagged with its subsystem
// ("MODEL", "GL", "DATA") so a reader can grep for it, like raylib's TRACELOG.
#pragma once

#include <string_view>

namespace perihelion::engine {

enum class LogLevel { Info, Warning, Error };

/// "[MODEL] warning: message". Thread-safe; messages below the minimum level are dropped.
void log(LogLevel level, std::string_view tag, std::string_view message);

/// "[DATA] data/ships.json:3:5: error: ...": for a line that already carries its level word, such as a
/// compiler-style diagnostic, so that the word is not printed twice.
void logLine(LogLevel level, std::string_view tag, std::string_view line);

inline void logInfo(std::string_view tag, std::string_view message) { log(LogLevel::Info, tag, message); }
inline void logWarning(std::string_view tag, std::string_view message) { log(LogLevel::Warning, tag, message); }
inline void logError(std::string_view tag, std::string_view message) { log(LogLevel::Error, tag, message); }

/// Messages below this level are dropped (default Info). Tests may raise it to keep output quiet.
void setMinimumLogLevel(LogLevel level);

}  // namespace perihelion::engine
