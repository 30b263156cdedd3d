// A recording: how a game started and every command given in it, with its tick, as text. The desktop
// writes one as it plays (`perihelion --record FILE`); `perihelion simulate SCENARIO --commands FILE`
// plays it back through the same tick and must reach the same state_hash. Pure text in and out: the
// callers read and write the files. The format, one item a line:
//
//   perihelion-recording 1
//   scenario Sandbox: three fleets round the inner planets     (the scenario's name, to match it)
//   start_seconds 848275200.12345678                           (TT s since J2000; %.17g: exact)
//   seconds_per_tick 1440
//   paused 0
//   scenario_file /home/me/perihelion/data/scenarios/skirmish.json   (optional: for `perihelion replay`)
//   skirmish seed 7 max_days 730 seats ai:hard,human              (optional: a skirmish, made again)
//   tick 120 length 1440 move_to fleets 0 2 point 1.5e11 -3e10 0
//   tick 120 length 1440 go_to fleets 1 planet 3
//   tick 121 length 1440 hold fleets 1
//   tick 130 length 1440 place_station planet 3 ring 0 phase 1.2345 type 2 time 848275400.5
//   tick 140 length 1440 time_rate 7200
//   tick 150 length 7200 pause 1
//   tick 160 length 7200 jump_to 848300000
//   end ticks 3600 state_hash 0123456789abcdef
//
// `length` is the tick's simulated seconds while playing (the state's secondsPerTick before the
// tick's commands): a replay whose game has another length at that tick is not this recording's game.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sim/command.h"

namespace perihelion::sim {

struct RecordedCommand {
  std::int64_t tick = 0;
  double tickLength = 0.0;  ///< the state's secondsPerTick at that tick, before its commands
  Command command;
  std::size_t line = 0;  ///< in the recording, for messages
};

/// A skirmish's set-up, from which `perihelion replay` makes the match again (match/skirmish.h).
struct RecordedSkirmish {
  std::uint64_t seed = 0;
  double maxDays = 0.0;            ///< 0: the scenario's
  std::vector<std::string> seats;  ///< "ai:hard", "human", "none", by player
};

struct Recording {
  std::string scenarioName;
  std::string scenarioFile;  ///< the scenario file as recorded (absolute); empty in recordings that do not name it
  std::optional<RecordedSkirmish> skirmish;  ///< a skirmish's recording: its every player's commands, the computer's too
  double startSeconds = 0.0;  ///< TT seconds since J2000.0
  double secondsPerTick = 0.0;
  bool paused = false;
  std::vector<RecordedCommand> commands;  ///< by tick, in the order given within a tick
  std::int64_t ticks = 0;                 ///< ticks played
  std::uint64_t stateHash = 0;            ///< the state's hash after them, as the recorder saw it
};

/// A scenario's name as a recording holds it: on one line (control bytes as spaces), without spaces at
/// either end. A replay compares the scenario's name through this too.
std::string recordedName(std::string_view name);

/// The first lines: magic, scenario, start, rate, pause.
std::string recordingHeader(std::string_view scenarioName, double startSeconds, double secondsPerTick, bool paused);
/// The optional lines after the header: the scenario file, and a skirmish's set-up.
std::string recordingOrigin(std::string_view scenarioFile, const std::optional<RecordedSkirmish>& skirmish);
/// One command's line, ending in a line feed.
std::string recordingLine(std::int64_t tick, double tickLength, const Command& command);
/// One command as a recording line writes it after "tick T length L " ("move_to player 1 fleets 3 point
/// 1 2 3"), with no line feed: the network sends commands as this text (net/packet.h), so they are read
/// by the same checked parser as a recording.
std::string commandText(const Command& command);

/// The last line: how many ticks were played and the state's hash then.
std::string recordingEnd(std::int64_t ticks, std::uint64_t stateHash);

struct RecordingError {
  std::size_t line = 0;  ///< 1-based; 0 for the file as a whole
  std::string message;
};

struct ParsedRecording {
  std::optional<Recording> recording;  ///< empty on any error
  std::optional<RecordingError> error;  ///< the first problem found
};

/// Reads a recording's text. Refuses anything but the format above: a wrong first line (not a
/// recording, or binary), a missing end line (truncated), an unknown command, a number that is not
/// finite (NaN, 1e400) or out of its range (a tick length of 0 or over kMaxSecondsPerTick, a start
/// before 4713 BC (JD 0) or after the year 9999, more than kMaxTicks ticks), ticks out of order.
ParsedRecording parseRecording(std::string_view text);

/// One command's text as commandText writes it; on any error, none and `error` says why (the checks of
/// parseRecording: unknown command, NaN, 1e400, ids out of range, text after the command).
std::optional<Command> parseCommandText(std::string_view text, std::string& error);

}  // namespace perihelion::sim
