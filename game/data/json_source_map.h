// Where each value of a JSON text starts, by JSON pointer: nlohmann::json (3.11) keeps no positions,
// so a second, light scan of the text (already accepted by the parser) records them.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace perihelion::data {

struct TextPosition {
  std::size_t line = 0;    ///< 1-based
  std::size_t column = 0;  ///< 1-based, in characters (UTF-8 code points)
};

/// Maps byte offsets of a text to line and column.
class LineIndex {
 public:
  explicit LineIndex(std::string_view text);
  TextPosition positionOf(std::size_t byteOffset) const;

 private:
  std::string_view text_;
  std::vector<std::size_t> lineStarts_;
};

/// Byte offset of the first [ or { (outside strings) that nests deeper than `limit`, if any.
/// One pass, no recursion, so a megabyte of '[' is cheap to refuse before any parser sees it.
std::optional<std::size_t> findNestingBeyond(std::string_view text, std::size_t limit);

/// Escapes one JSON pointer reference token (RFC 6901: "~" -> "~0", "/" -> "~1").
std::string escapePointerToken(std::string_view token);

class JsonSourceMap {
 public:
  /// Scans a syntactically valid JSON text. On text that is not valid JSON it stays memory-safe
  /// but its positions are unspecified.
  explicit JsonSourceMap(std::string_view text);

  /// Position of the value at `pointer`, or of the nearest enclosing value that has one.
  TextPosition valueAt(std::string_view pointer) const;
  /// Whether the text has a value at `pointer` itself (a key given, not a default).
  bool hasValue(std::string_view pointer) const { return valueOffsets_.contains(std::string(pointer)); }
  /// Position of the key naming the member at `pointer` (its opening quote); falls back to valueAt.
  TextPosition keyAt(std::string_view pointer) const;
  /// Pointer of the innermost value that starts at or before `byteOffset`: where a syntax error is.
  std::string pointerNear(std::size_t byteOffset) const;
  TextPosition positionOf(std::size_t byteOffset) const { return lines_.positionOf(byteOffset); }
  /// Pointers of keys that appear more than once in their object (the parser keeps the last one).
  const std::vector<std::string>& duplicateKeys() const { return duplicateKeys_; }

 private:
  LineIndex lines_;
  std::unordered_map<std::string, std::size_t> valueOffsets_;
  std::unordered_map<std::string, std::size_t> keyOffsets_;
  std::vector<std::string> duplicateKeys_;
};

}  // namespace perihelion::data
