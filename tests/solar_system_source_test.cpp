// Live editing: a saved file reloads; a broken one never replaces the running system, and fixing
// it clears the errors.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "data/solar_system_source.h"

namespace perihelion::data {
namespace {

namespace fs = std::filesystem;

std::string defaultText() {
  std::ifstream in(std::string(PERIHELION_DATA_DIR) + "/solar_system.json");
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

/// Writes the file and moves its time stamp on, as a save in an editor does, however fast the test.
void save(const fs::path& path, const std::string& text) {
  const auto before = fs::exists(path) ? fs::last_write_time(path) : fs::file_time_type::min();
  std::ofstream(path, std::ios::trunc) << text;
  if (fs::last_write_time(path) <= before) fs::last_write_time(path, before + std::chrono::seconds(1));
}

class SolarSystemSourceTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("perihelion_source_" + std::to_string(::getpid()));
    fs::create_directories(dir_);
    file_ = dir_ / "system.json";
    save(file_, defaultText());
  }
  void TearDown() override { fs::remove_all(dir_); }
  fs::path dir_, file_;
};

TEST_F(SolarSystemSourceTest, ReloadsWhenTheFileIsSaved) {
  SolarSystemSource source(file_);
  ASSERT_TRUE(source.system());
  EXPECT_EQ(source.poll(), ReloadOutcome::Unchanged);  // nothing changed
  std::string text = defaultText();
  text.replace(text.find("\"Solar System\""), 14, "\"Renamed\"");
  save(file_, text);
  EXPECT_EQ(source.poll(), ReloadOutcome::Reloaded);
  EXPECT_EQ(source.system()->name, "Renamed");
  EXPECT_EQ(source.reloads(), 1);
}

TEST_F(SolarSystemSourceTest, ABrokenSaveKeepsTheLastGoodSystemAndFixingClearsTheErrors) {
  SolarSystemSource source(file_);
  const std::string good = defaultText();
  std::string broken = good;
  broken.replace(broken.find("\"eccentricity\": 0.20563593"), 26, "\"eccentricity\": 1.5");
  save(file_, broken);
  EXPECT_EQ(source.poll(), ReloadOutcome::Refused);
  EXPECT_TRUE(source.lastLoadFailed());
  ASSERT_TRUE(source.system());  // the last good one
  EXPECT_NEAR(source.system()->find("Mercury")->orbit->main().elements().atJ2000.eccentricity, 0.20563593, 1e-12);
  ASSERT_FALSE(source.diagnostics().empty());
  EXPECT_EQ(source.diagnostics()[0].code, DiagnosticCode::OutOfRange);
  EXPECT_EQ(source.diagnostics()[0].pointer, "/bodies/1/orbit/at_j2000/eccentricity");

  save(file_, good);
  EXPECT_EQ(source.poll(), ReloadOutcome::Reloaded);
  EXPECT_FALSE(source.lastLoadFailed());
  EXPECT_TRUE(source.diagnostics().empty());
}

TEST_F(SolarSystemSourceTest, AFileThatVanishesKeepsTheSystem) {
  SolarSystemSource source(file_);
  fs::remove(file_);
  EXPECT_EQ(source.poll(), ReloadOutcome::Refused);
  EXPECT_TRUE(source.system());
  EXPECT_TRUE(source.lastLoadFailed());
}

TEST_F(SolarSystemSourceTest, ABrokenFirstLoadHasNoSystem) {
  save(file_, "{");
  SolarSystemSource source(file_);
  EXPECT_FALSE(source.system());
  EXPECT_TRUE(source.lastLoadFailed());
}

}  // namespace
}  // namespace perihelion::data
