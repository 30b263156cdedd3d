// Render tests: `perihelion screenshot` under a display (Xvfb in CI), checked pixel by pixel.
// The program's JSON report says where it drew each body and what a click there picks; the picture
// must agree: not blank, the Sun bright where it projects, each planet's pixel not background.
// Exits 77 (skipped, for CTest) when there is no display, as perihelion itself does.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <algorithm>
#include <cstdio>
#include <sstream>
#include <map>
#include <array>
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
Picture gJupiter;   // focused on Jupiter, its moons about it

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
  int checked = 0, crowded = 0;
  for (const Picture* picture : {&gWhole, &gEarth, &gJupiter}) {
    for (const auto& body : picture->report["bodies"]) {
      if (!body["on_screen"].get<bool>()) continue;
      if (body["crowded"].get<bool>()) {
        // A moon on its planet's dot (the whole system's view): a click there takes something else.
        EXPECT_NE(body["picked"], body["name"]);
        ++crowded;
        continue;
      }
      EXPECT_EQ(body["picked"], body["name"]);
      ++checked;
    }
  }
  EXPECT_GE(checked, 6 + 3);  // Jupiter, Europa and Ganymede in its picture
  EXPECT_GE(crowded, 1) << "the whole system's view shows the Moon on the Earth's dot";
}

TEST(RenderScreenshot, JupitersMoonsAreDrawnWhereTheEphemerisPutsThem) {
  // The ephemeris command (heliocentric, true) against the picture's report (drawn): each moon drawn on the
  // side of Jupiter its true offset points to, beyond the outermost ring drawn, in the order of the true
  // distances; on screen, lit and picked by a click on it.
  const nlohmann::json& report = gJupiter.report;
  const auto entry = [&](const std::string& name) {
    for (const auto& b : report["bodies"]) {
      if (b["name"] == name) return b;
    }
    return nlohmann::json();
  };
  char date[64];
  std::snprintf(date, sizeof date, "JD%.8f", report["jd_tt"].get<double>());
  const fs::path csv = fs::temp_directory_path() / "perihelion_render_test_moons.csv";
  const std::string command = std::string("'") + PERIHELION_EXE + "' ephemeris --body Jupiter,Io,Europa,Ganymede,Callisto --date " +
                              date + " > '" + csv.string() + "'";
  ASSERT_EQ(std::system(command.c_str()), 0);
  std::ifstream in(csv);
  std::string line;
  std::getline(in, line);  // header
  std::map<std::string, std::array<double, 3>> trueAu;
  while (std::getline(in, line)) {
    std::stringstream row(line);
    std::string cell, name;
    std::getline(row, cell, ',');
    std::getline(row, name, ',');
    std::array<double, 3> p{};
    for (double& v : p) {
      std::getline(row, cell, ',');
      v = std::stod(cell);
    }
    trueAu[name] = p;
  }
  ASSERT_EQ(trueAu.size(), 5u);
  const nlohmann::json jupiter = entry("Jupiter");
  const auto drawnOf = [](const nlohmann::json& b) {
    return std::array<double, 3>{b["drawn_m"][0].get<double>(), b["drawn_m"][1].get<double>(), b["drawn_m"][2].get<double>()};
  };
  const auto sub3 = [](std::array<double, 3> a, std::array<double, 3> b) { return std::array<double, 3>{a[0] - b[0], a[1] - b[1], a[2] - b[2]}; };
  const auto norm = [](std::array<double, 3> a) { return std::sqrt(a[0] * a[0] + a[1] * a[1] + a[2] * a[2]); };
  const double ringDrawn = 200.0 * 409906e3;  // Jupiter's outermost ring at the well's 200 times
  double lastTrue = 0.0, lastDrawn = 0.0;
  int onScreen = 0;
  for (const char* name : {"Io", "Europa", "Ganymede", "Callisto"}) {
    const nlohmann::json moon = entry(name);
    ASSERT_FALSE(moon.is_null()) << name;
    const std::array<double, 3> truth = sub3(trueAu[name], trueAu["Jupiter"]);
    const std::array<double, 3> drawn = sub3(drawnOf(moon), drawnOf(jupiter));
    const double cosine = (truth[0] * drawn[0] + truth[1] * drawn[1] + truth[2] * drawn[2]) / (norm(truth) * norm(drawn));
    EXPECT_GT(cosine, 0.99999) << name << ": drawn off the direction of its true offset";
    EXPECT_GT(norm(drawn), ringDrawn) << name;
    EXPECT_GT(norm(truth), lastTrue) << name;
    EXPECT_GT(norm(drawn), lastDrawn) << name << ": drawn out of order";
    lastTrue = norm(truth);
    lastDrawn = norm(drawn);
    EXPECT_FALSE(moon["crowded"].get<bool>()) << name;
    if (!moon["on_screen"].get<bool>()) continue;  // the focus frames Jupiter and its rings; Io and Callisto may be out of view
    EXPECT_GE(gJupiter.litNear(moon["x"].get<double>(), moon["y"].get<double>(), 2, 60), 20) << name;
    EXPECT_EQ(moon["picked"], name);
    ++onScreen;
  }
  EXPECT_GE(onScreen, 2) << "at this date Europa and Ganymede are in view";
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
  // The new game 1,179 frames in at 1 h/s: Blue's 12 frigates (Home Guard) coming into the Earth's well,
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
    gExitOfShot = runShot("--size 640x360 --focus Earth --play-frames 1179", dir / "arriving.png", dir / "arriving.json",
                          gArriving, "--scenario '" + std::string(PERIHELION_DATA_DIR) +
                                         "/scenarios/new_game.json' --time-rate 3600 --date 2026-11-26T12:00:00Z");
  }
  if (gExitOfShot == 0) {
    gExitOfShot = runShot("--size 960x540 --focus Jupiter --date 2026-11-22T00:00:00Z", dir / "jupiter.png", dir / "jupiter.json", gJupiter);
  }
  if (gExitOfShot != 0) {
    std::fprintf(stderr, "perihelion screenshot failed with exit code %d; see %s\n", gExitOfShot, dir.string().c_str());
    return 1;
  }
  ::testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
