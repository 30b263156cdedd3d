// A data file's text kept with where each of its values is, for problems found after the file was parsed
// and checked: a scenario's names the game lacks, its stations the placement rules refuse, the files it
// names that cannot be read (data/scenario_world.h). They are then reported at their line and column, as
// the checks' own problems are.
#pragma once

#include <string>
#include <string_view>

#include "data/json_source_map.h"

namespace perihelion::data {

class SourcePositions {
 public:
  explicit SourcePositions(std::string text) : text_(std::move(text)), map_(text_) {}
  // The map reads the text it holds: neither is copied or moved apart (share it by pointer).
  SourcePositions(const SourcePositions&) = delete;
  SourcePositions& operator=(const SourcePositions&) = delete;

  /// Where the value at `pointer` starts, or the nearest enclosing value that is in the file.
  TextPosition valueAt(std::string_view pointer) const { return map_.valueAt(pointer); }
  /// Whether the file gives a value at `pointer` (rather than leaving it to its default).
  bool has(std::string_view pointer) const { return map_.hasValue(pointer); }

 private:
  std::string text_;
  JsonSourceMap map_;  ///< after text_, which it reads
};

}  // namespace perihelion::data
