// The steps every data file goes through before it becomes domain structs: read the bytes, refuse
// what is too big or too deep, parse, check against a declared format, then any checks that need
// more than one field. Each data format (solar system, station types, ship types, scenarios) calls
// this once and converts the checked document to its own structs.
#pragma once

#include <cstddef>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "data/diagnostic.h"
#include "data/format_check.h"
#include "data/format_spec.h"

namespace perihelion::data {

/// Larger files are refused before parsing: the default files are a few KiB, and a pathological
/// 1 MiB file still checks in well under a second, which the live reload can afford.
inline constexpr std::size_t kMaxDataFileBytes = 1u << 20;
/// Deeper nesting of [ and { is refused before parsing (the formats need at most 6 levels).
inline constexpr std::size_t kMaxNestingDepth = 64;

/// Checks that need more than one field (unique names, one star, ...), run after the format check.
using CrossChecks = std::function<void(const nlohmann::json& root, DiagnosticSink& sink)>;

struct ParsedJson {
  std::optional<nlohmann::json> root;   ///< present when the text is JSON within the limits
  std::vector<Diagnostic> diagnostics;  ///< why it is not: too large, empty, too deep, a NUL byte, bad syntax
};

/// The steps before a format's check: refuses text over `maxBytes`, empty, nested too deep or with a
/// NUL byte, then parses it (a number too large for a double is an out-of-range error at its place).
ParsedJson parseJsonText(std::string_view text, std::size_t maxBytes = kMaxDataFileBytes);

struct CheckedDocument {
  std::optional<nlohmann::json> root;   ///< present exactly when there is no error
  std::vector<Diagnostic> diagnostics;  ///< errors and warnings, in file order
};

/// Parses and checks a document held in memory. No I/O.
CheckedDocument checkDocument(std::string_view text, const ObjectSpec& format, const CrossChecks& crossChecks = {});

struct FileText {
  std::optional<std::string> text;      ///< the bytes of the file, when it could be read
  std::vector<Diagnostic> diagnostics;  ///< why it could not be (missing, not a file, too large)
};

/// What loading a data file of type T gives: the value when there is no error, and every diagnostic.
template <class T>
struct Loaded {
  std::optional<T> value;
  std::vector<Diagnostic> diagnostics;
};

/// Reads a whole data file, refusing one over `maxBytes` before reading it.
FileText readDataFile(const std::filesystem::path& path, std::size_t maxBytes = kMaxDataFileBytes);

/// What a checked document gives: `convert(root)` when it has no error, and its diagnostics.
template <class T, class Convert>
Loaded<T> loadedFrom(CheckedDocument document, Convert&& convert) {
  Loaded<T> result;
  result.diagnostics = std::move(document.diagnostics);
  if (document.root) result.value = convert(*document.root);
  return result;
}

/// Reads a data file and gives its text to `parse`; a file that cannot be read gives a Result
/// ({value, diagnostics}) holding only why.
template <class Result, class Parse>
Result parseDataFile(const std::filesystem::path& path, Parse&& parse, std::size_t maxBytes = kMaxDataFileBytes) {
  FileText file = readDataFile(path, maxBytes);
  if (!file.text) return Result{std::nullopt, std::move(file.diagnostics)};
  return parse(*file.text);
}

/// The value of a number field, or the format's default when the key is absent (or 0 without one).
double numberOr(const nlohmann::json& object, const ObjectSpec& spec, std::string_view key);

/// The value of a string field, or the format's default when the key is absent (empty without one).
std::string stringOr(const nlohmann::json& object, const ObjectSpec& spec, std::string_view key);

/// The member `key` of `object`, or null when it is absent (which reads as an empty list or object:
/// no items, no members); a reference, so that a list of 100,000 items is not copied to be read.
const nlohmann::json& memberOr(const nlohmann::json& object, std::string_view key);

/// The format of a nested object or of an array's items.
const ObjectSpec& nestedSpec(const ObjectSpec& parent, std::string_view key);

/// Reports a second use of a name (compared without regard to case) among the objects of an array:
/// "/station_types/3/name: expected a unique name, found \"Sentry\" again (first at /station_types/1)".
/// `noun` names what is unique in the message ("body name"); `key` is the member compared ("name", "id").
void checkUniqueNames(const nlohmann::json& array, const std::string& arrayPointer, DiagnosticSink& sink,
                      std::string_view noun = "name", const std::string& key = "name");

}  // namespace perihelion::data
