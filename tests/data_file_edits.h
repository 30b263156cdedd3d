// Editing data files from a test as a designer does in an editor: read, change a piece, save with a
// new time stamp (however fast the test), so that the game's live reload sees each save.
#pragma once

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace perihelion::testing_edits {

inline std::string readText(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

/// Writes the file and moves its time stamp on, as a save in an editor does, however fast the test.
inline void save(const std::filesystem::path& path, const std::string& text) {
  namespace fs = std::filesystem;
  const auto before = fs::exists(path) ? fs::last_write_time(path) : fs::file_time_type::min();
  std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
  if (fs::last_write_time(path) <= before) fs::last_write_time(path, before + std::chrono::seconds(1));
}

/// `text` with the first `from` replaced by `to` (a failure when there is none).
inline std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

}  // namespace perihelion::testing_edits
