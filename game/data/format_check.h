// Checks a parsed JSON document against a declared format (format_spec.h) and reports every
// problem with its position, not just the first.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "data/diagnostic.h"
#include "data/format_spec.h"
#include "data/json_source_map.h"

namespace perihelion::data {

/// Collects diagnostics with their line and column: up to kMaxDiagnostics errors and as many
/// warnings, counted apart, so that warnings can neither crowd out an error nor refuse a file.
class DiagnosticSink {
 public:
  DiagnosticSink(const JsonSourceMap& map, std::vector<Diagnostic>& out) : map_(map), out_(out) {}

  /// Reports at the value `pointer` names, or at its key when `atKey` (unknown and duplicate keys).
  void report(Severity severity, DiagnosticCode code, const std::string& pointer, std::string message,
              bool atKey = false);
  void error(DiagnosticCode code, const std::string& pointer, std::string message) {
    report(Severity::Error, code, pointer, std::move(message));
  }
  /// Errors reported so far (checks across fields may rely on every field being of its type and range).
  std::size_t errors() const { return errors_; }

 private:
  const JsonSourceMap& map_;
  std::vector<Diagnostic>& out_;
  std::size_t errors_ = 0;
  std::size_t warnings_ = 0;
};

/// "a string \"Sun\"", "1.2", "an object": how a found value is shown in a message.
std::string describeValue(const nlohmann::json& value);

/// At most about 40 bytes of a text for a message ("..." after the cut, which falls on a character
/// boundary): a value in a file may be a megabyte long.
std::string shortened(const std::string& text);

/// Levenshtein distance, for "did you mean" suggestions.
std::size_t editDistance(std::string_view a, std::string_view b);

/// Checks `value` (at `pointer`) against `spec`, recursively: types, required and unknown keys,
/// ranges, enumerations, string formats and presence conditions.
void checkObject(const nlohmann::json& value, const std::string& pointer, const ObjectSpec& spec,
                 DiagnosticSink& sink);

}  // namespace perihelion::data
