// Render tests: `perihelion screenshot` under a display (Xvfb in CI), checked pixel by pixel.
// The program's JSON report says where it drew each body and what a click there picks; the picture
// must agree: not blank, the Sun bright where it projects, each planet's pixel not background.
// Exits 77 (skipped, for CTest) when there is no display, as perihelion itself does.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>
#include <stb_image.h>

namespace {

namespace fs = std::filesystem;

struct Picture {
  int width = 0, height = 0;
  std::shared_ptr<unsigned char> rgba;
  nlohmann::json report;

  const unsigned char* at(int x, int y) const { return rgba.get() + (static_cast<std::size_t>(y) * width + x) * 4; }
  /// Pixels of the (2r+1)^2 block round a point whose channels sum above `threshold`.
  int litNear(double fx, double fy, int r, int threshold) const {
    int lit = 0;
    for (int y = static_cast<int>(fy) - r; y <= static_cast<int>(fy) + r; ++y) {
      for (int x = static_cast<int>(fx) - r; x <= static_cast<int>(fx) + r; ++x) {
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        const unsigned char* p = at(x, y);
        lit += p[0] + p[1] + p[2] > threshold;
      }
    }
    return lit;
  }
};

int gExitOfShot = -1;
Picture gWhole;   // the inner system, from above
Picture gEarth;   // focused on the Earth
Picture gPlayed;  // the new game played an hour at 1 h/s, with the HUD
Picture gArriving;  // the new game as Blue's frigates come into the Earth's well, focused on the Earth

int runShot(const std::string& args, const fs::path& png, const fs::path& json, Picture& out,
            const std::string& gameArgs = "") {
  const std::string command = std::string("'") + PERIHELION_EXE + "' " + gameArgs + " screenshot --out '" + png.string() +
                              "' --report '" + json.string() + "' " + args + " 2> '" + png.string() + ".log'";
  const int status = std::system(command.c_str());
  const int code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  if (code != 0) return code;
  int channels = 0;
  out.rgba.reset(stbi_load(png.string().c_str(), &out.width, &out.height, &channels, 4), stbi_image_free);
  std::ifstream(json) >> out.report;
  return 0;
}

TEST(RenderScreenshot, HasTheRequestedSizeAndIsNotBlank) {
  ASSERT_TRUE(gWhole.rgba);
  EXPECT_EQ(gWhole.width, 960);
  EXPECT_EQ(gWhole.height, 540);
  long lit = 0;
  for (int y = 0; y < gWhole.height; ++y) {
    for (int x = 0; x < gWhole.width; ++x) lit += gWhole.at(x, y)[0] + gWhole.at(x, y)[1] + gWhole.at(x, y)[2] > 60;
  }
  EXPECT_GT(lit, 500) << "too few lit pixels: blank picture?";
  EXPECT_LT(lit, gWhole.width * gWhole.height / 2) << "most of the picture lit: no background?";
}

TEST(RenderScreenshot, TheSunIsBrightWhereItProjects) {
  const auto& sun = gWhole.report["bodies"][0];
  ASSERT_EQ(sun["name"], "Sun");
  ASSERT_TRUE(sun["on_screen"].get<bool>());
  const unsigned char* p = gWhole.at(static_cast<int>(sun["x"].get<double>()), static_cast<int>(sun["y"].get<double>()));
  EXPECT_GT(p[0], 200);
  EXPECT_GT(p[1], 180);
  EXPECT_GT(p[2], 100);
}

TEST(RenderScreenshot, EveryPlanetOnScreenIsDrawnWhereItProjects) {
  int checked = 0;
  for (const auto& body : gWhole.report["bodies"]) {
    if (!body["on_screen"].get<bool>()) continue;
    // The background is near black. A body, or its icon (a disc 10 px across), covers the whole 5x5
    // block round its projected centre; a star is at most 3 px across and covers at most 9 of the 25.
    EXPECT_GE(gWhole.litNear(body["x"].get<double>(), body["y"].get<double>(), 2, 60), 20) << body["name"];
    ++checked;
  }
  EXPECT_GE(checked, 5) << "the inner planets should all be in view";
}

TEST(RenderScreenshot, ClickingAPlanetsProjectedCentrePicksThatPlanet) {
  int checked = 0;
  for (const Picture* picture : {&gWhole, &gEarth}) {
    for (const auto& body : picture->report["bodies"]) {
      if (!body["on_screen"].get<bool>()) continue;
      EXPECT_EQ(body["picked"], body["name"]);
      ++checked;
    }
  }
  EXPECT_GE(checked, 6);
}

TEST(RenderScreenshot, AFocusedPlanetFillsTheMiddleOfTheView) {
  const auto& earth = gEarth.report["bodies"][3];
  ASSERT_EQ(earth["name"], "Earth");
  EXPECT_NEAR(earth["x"].get<double>(), gEarth.width / 2.0, 1.0);
  EXPECT_NEAR(earth["y"].get<double>(), gEarth.height / 2.0, 1.0);
  EXPECT_GT(earth["radius_px"].get<double>(), 20.0);
  EXPECT_GE(gEarth.litNear(gEarth.width / 2.0, gEarth.height / 2.0, 3, 40), 40);
}

TEST(RenderScreenshot, PlayFramesAdvanceTheGameAndTheHudIsDrawn) {
  // 60 frames of a 60th of a second at 3,600 game seconds a second: one game hour after the start,
  // 2026-11-22T00:00:00 UTC = JD 2461366.5 UTC, TT 69.184 s later.
  EXPECT_NEAR(gPlayed.report["jd_tt"].get<double>(), 2461366.5 + (69.184 + 3600.0) / 86400.0, 1e-6);
  // The HUD's top bar (date, time controls) is lit where space would be nearly black.
  EXPECT_GT(gPlayed.litNear(150.0, 22.0, 10, 250), 40);
  EXPECT_LT(gEarth.litNear(150.0, 22.0, 10, 250), 10);
}

TEST(RenderScreenshot, ShipsArrivingInAWellAreNeverDrawnInsideAPlanetAndAClickOnOnePicksAShipOfItsFleet) {
  // The new game 1,178 frames in at 1 h/s: Blue's 12 frigates (Home Guard) coming into the Earth's well,
  // some already riding its inner ring (2 drawn Earth radii out), the rest on their way to it.
  std::size_t guards = 0, inWell = 0;
  std::vector<int> guardIds;
  for (const auto& ship : gArriving.report["ships"]) {
    if (ship["fleet"] == "Home Guard") guardIds.push_back(ship["id"].get<int>());
  }
  for (const auto& ship : gArriving.report["ships"]) {
    if (ship["fleet"] != "Home Guard") continue;
    ++guards;
    inWell += ship["in_well"].get<bool>() ? 1 : 0;
    EXPECT_EQ(ship["owner"], "blue");
    // Outside every drawn body, measured in drawn metres.
    const auto& p = ship["drawn_m"];
    for (const auto& body : gArriving.report["bodies"]) {
      const auto& c = body["drawn_m"];
      const double d = std::hypot(p[0].get<double>() - c[0].get<double>(), p[1].get<double>() - c[1].get<double>(),
                                  p[2].get<double>() - c[2].get<double>());
      EXPECT_GT(d, body["drawn_radius_m"].get<double>()) << "ship " << ship["id"] << " inside " << body["name"];
    }
    // On screen, a click on its pixel picks a ship (a ship, not the planet behind it).
    if (ship["on_screen"].get<bool>()) {
      ASSERT_TRUE(ship["picked"].contains("ship")) << ship.dump();
      const int picked = ship["picked"]["ship"].get<int>();
      EXPECT_NE(std::find(guardIds.begin(), guardIds.end(), picked), guardIds.end()) << ship.dump();
    }
  }
  EXPECT_EQ(guards, 12u);
  EXPECT_GT(inWell, 0u) << "none in the well yet: the picture is not of ships arriving";
  EXPECT_LT(inWell, 12u) << "all in the well already: the picture is not of ships arriving";
  // Blue's shipyard on the Earth's outer ring is listed with its owner.
  bool yard = false;
  for (const auto& station : gArriving.report["stations"]) {
    yard = yard || (station["type"] == "Shipyard" && station["planet"] == "Earth" && station["owner"] == "blue");
  }
  EXPECT_TRUE(yard);
}

TEST(RenderScreenshot, DrawCallsAreFewAndFixed) {
  // Stars, orbits and icons are one call each; each visible body is one call.
  EXPECT_LE(gWhole.report["draw_calls"].get<int>(), 3 + 9);
}

}  // namespace

int main(int argc, char** argv) {
  const fs::path dir = fs::temp_directory_path() / ("perihelion_render_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  gExitOfShot = runShot("--size 960x540 --date 2026-11-22", dir / "whole.png", dir / "whole.json", gWhole);
  if (gExitOfShot == 77) {
    std::printf("no display: render tests skipped (run under xvfb-run)\n");
    return 77;
  }
  if (gExitOfShot == 0) gExitOfShot = runShot("--size 640x360 --date 2026-11-22 --focus Earth", dir / "earth.png",
                                              dir / "earth.json", gEarth);
  if (gExitOfShot == 0) {
    gExitOfShot = runShot("--size 640x360 --focus Earth --play-frames 60 --hud", dir / "played.png", dir / "played.json",
                          gPlayed, "--scenario '" + std::string(PERIHELION_DATA_DIR) +
                                       "/scenarios/new_game.json' --time-rate 3600 --date 2026-11-22T00:00:00Z");
  }
  if (gExitOfShot == 0) {
    gExitOfShot = runShot("--size 640x360 --focus Earth --play-frames 1178", dir / "arriving.png", dir / "arriving.json",
                          gArriving, "--scenario '" + std::string(PERIHELION_DATA_DIR) +
                                         "/scenarios/new_game.json' --time-rate 3600 --date 2026-11-26T12:00:00Z");
  }
  if (gExitOfShot != 0) {
    std::fprintf(stderr, "perihelion screenshot failed with exit code %d; see %s\n", gExitOfShot, dir.string().c_str());
    return 1;
  }
  ::testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
