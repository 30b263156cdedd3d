// A data file watched while the game runs: when it is saved with new content, it is loaded again. A
// file with errors, or one the game refuses, never replaces the value in use: the last good one stays,
// the errors are kept for the HUD and the log, and fixing the file clears them. The same class watches
// the planet file (solar_system_source.h) and the ship- and station-types files (type_sources.h).
//
// Reading happens only in poll(), which the caller runs between ticks: nothing here reaches the game
// state until the caller takes the new value.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "data/diagnostic.h"
#include "data/json_document.h"

namespace perihelion::data {

/// What one poll of a watched file did.
enum class ReloadOutcome {
  Unchanged,  ///< not saved since the last look, or saved with the very content read last time
  Reloaded,   ///< new content, valid and accepted: it replaced the value in use
  Refused,    ///< new content with errors, or refused by the caller: the last good value stays
};

/// The file half of a watched file: when it was last seen to change and what it held then. A default
/// (empty) path watches nothing.
class FileWatch {
 public:
  explicit FileWatch(std::filesystem::path path = {});

  const std::filesystem::path& path() const { return path_; }
  /// The file as it is now (its text, or why it cannot be read), remembered as the content read.
  FileText readNow();
  /// The file, when it was saved (modification time or size) since the last read and now holds
  /// something else than it did then; nullopt otherwise. One stat call when it was not saved.
  std::optional<FileText> readIfChanged();

 private:
  struct Stamp {
    std::filesystem::file_time_type time{};
    std::uintmax_t size = 0;
    bool exists = false;
    friend bool operator==(const Stamp&, const Stamp&) = default;
  };
  Stamp stamp() const;

  std::filesystem::path path_;
  Stamp seen_;
  std::uint64_t contentHash_ = 0;  ///< FNV-1a of the text, or of why it could not be read
};

/// Gives diagnostics that name a pointer but no line (a caller's refusal, such as "/ship_types") the
/// line and column of that value in `text`.
void locateDiagnostics(std::vector<Diagnostic>& diagnostics, std::string_view text);

template <class T>
class WatchedFile {
 public:
  /// Parses and checks a document held in memory (parseShipTypes, ...).
  using Parse = std::function<Loaded<T>(std::string_view text)>;
  /// The caller's last word on a valid value: errors (a pointer and a message; the line is found)
  /// refuse it, none accept it. The desktop refuses types files that lack types in play.
  using Accept = std::function<std::vector<Diagnostic>(const T& candidate)>;

  /// Loads the file at once; value() is empty when that first load fails.
  WatchedFile(std::filesystem::path path, Parse parse) : watch_(std::move(path)), parse_(std::move(parse)) {
    take(watch_.readNow(), {});
  }
  /// Starts from a value already read from the file (a scenario's types) and watches the file from
  /// now; with an empty path, a value that never changes.
  WatchedFile(std::filesystem::path path, Parse parse, T current)
      : watch_(std::move(path)), parse_(std::move(parse)), value_(std::move(current)) {
    if (!watch_.path().empty()) watch_.readNow();
  }

  /// Loads the file again when it was saved with new content (see ReloadOutcome).
  ReloadOutcome poll(const Accept& accept = {}) {
    std::optional<FileText> file = watch_.readIfChanged();
    if (!file) return ReloadOutcome::Unchanged;
    if (!take(std::move(*file), accept)) return ReloadOutcome::Refused;
    ++reloads_;
    return ReloadOutcome::Reloaded;
  }

  /// Loads the file again whether or not it was saved: for a file read against another that changed
  /// (the game rules name the planets of the solar-system file).
  ReloadOutcome reread(const Accept& accept = {}) {
    if (watch_.path().empty()) return ReloadOutcome::Unchanged;
    if (!take(watch_.readNow(), accept)) return ReloadOutcome::Refused;
    ++reloads_;
    return ReloadOutcome::Reloaded;
  }

  const std::filesystem::path& path() const { return watch_.path(); }
  /// The last good value; empty only when the first load failed.
  const std::optional<T>& value() const { return value_; }
  /// Problems of the latest load: errors (it was refused) and warnings (it was used).
  const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }
  bool lastLoadFailed() const { return lastLoadFailed_; }
  /// Successful reloads since the first load.
  int reloads() const { return reloads_; }

 private:
  /// Parses `file`; returns whether its value replaced the one in use.
  bool take(FileText file, const Accept& accept) {
    Loaded<T> loaded = file.text ? parse_(*file.text) : Loaded<T>{std::nullopt, std::move(file.diagnostics)};
    if (loaded.value && accept) {
      std::vector<Diagnostic> refusals = accept(*loaded.value);
      if (!refusals.empty()) {
        locateDiagnostics(refusals, *file.text);
        loaded.diagnostics.insert(loaded.diagnostics.end(), refusals.begin(), refusals.end());
        loaded.value.reset();
      }
    }
    diagnostics_ = std::move(loaded.diagnostics);
    lastLoadFailed_ = !loaded.value;
    if (lastLoadFailed_) return false;
    value_ = std::move(loaded.value);
    return true;
  }

  FileWatch watch_;
  Parse parse_;
  std::optional<T> value_;
  std::vector<Diagnostic> diagnostics_;
  bool lastLoadFailed_ = false;
  int reloads_ = 0;
};

}  // namespace perihelion::data
