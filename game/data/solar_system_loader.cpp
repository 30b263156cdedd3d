#include "data/solar_system_loader.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <map>
#include <sstream>
#include <system_error>

#include <nlohmann/json.hpp>

#include "astro/units.h"
#include "data/format_check.h"
#include "data/json_source_map.h"
#include "data/solar_system_format.h"

namespace perihelion::data {
namespace {

using nlohmann::json;
using astro::degToRad;

/// Builds the DOM like nlohmann's own parser, but keeps where and why parsing failed: nlohmann's
/// exceptions for numbers too large for a double carry no position, its SAX parse_error callback does.
/// Deriving from nlohmann::detail::json_sax_dom_parser (an internal class, stable since 3.2 and checked
/// against Debian 12's 3.11.2) reuses its DOM building instead of re-implementing every event.
class RecordingDomParser : public nlohmann::detail::json_sax_dom_parser<json> {
 public:
  explicit RecordingDomParser(json& document) : json_sax_dom_parser(document, false) {}

  bool parse_error(std::size_t position, const std::string& token, const nlohmann::detail::exception& ex) {
    failed = true;
    errorPosition = position;
    errorToken = token;
    errorId = ex.id;
    errorMessage = ex.what();
    return false;
  }

  bool failed = false;
  std::size_t errorPosition = 0;
  std::string errorToken;
  int errorId = 0;
  std::string errorMessage;
};

/// Replaces bytes that are not valid UTF-8 (nlohmann quotes the raw input it read) by '?', so that a
/// message never carries a broken character to a terminal or the HUD.
std::string validUtf8(const std::string& text) {
  std::string out;
  for (std::size_t k = 0; k < text.size();) {
    const auto c = static_cast<unsigned char>(text[k]);
    const std::size_t length = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
    bool ok = length > 0 && k + length <= text.size();
    for (std::size_t j = 1; ok && j < length; ++j) ok = (static_cast<unsigned char>(text[k + j]) & 0xC0) == 0x80;
    if (ok) {
      out.append(text, k, length);
      k += length;
    } else {
      out += '?';
      ++k;
    }
  }
  return out;
}

/// nlohmann's "[json.exception.parse_error.101] parse error at line 1, column 2: syntax error ..."
/// without the parts we print ourselves.
std::string trimParserMessage(const std::string& what) {
  std::string message = what;
  if (const auto close = message.find("] "); close != std::string::npos) message.erase(0, close + 2);
  if (message.rfind("parse error at line", 0) == 0) {
    if (const auto colon = message.find(": "); colon != std::string::npos) message.erase(0, colon + 2);
  }
  return validUtf8(message);
}

Diagnostic syntaxDiagnostic(std::string_view text, const RecordingDomParser& parser) {
  const JsonSourceMap map(text);
  if (parser.errorId == 406) {  // number overflow: the value is a number too large for a double
    std::size_t start = parser.errorPosition >= parser.errorToken.size()
                            ? parser.errorPosition - parser.errorToken.size() : 0;
    if (start > 0 && text.substr(start, parser.errorToken.size()) != parser.errorToken) --start;
    const TextPosition at = map.positionOf(start);
    return {Severity::Error, DiagnosticCode::OutOfRange, map.pointerNear(start), at.line, at.column,
            "expected a finite number, found " + shortened(parser.errorToken) + " (too large for a double)"};
  }
  // The parser stops on the offending character. (Its "token" text also holds what preceded the
  // token, so it cannot locate the token's start.)
  const std::size_t offset = parser.errorPosition > 0 ? parser.errorPosition - 1 : 0;
  const TextPosition at = map.positionOf(offset);
  const std::string message = trimParserMessage(parser.errorMessage);
  // Junk after a complete document belongs to no value in it: report it at the root.
  const bool afterDocument = message.find("; expected end of input") != std::string::npos;
  return {Severity::Error, DiagnosticCode::SyntaxError, afterDocument ? std::string() : map.pointerNear(offset), at.line,
          at.column, "expected valid JSON, found " + message};
}

std::string lowerCase(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

/// A planet must move forward: its mean-longitude rate above its perihelion rate. Only checked when
/// both are numbers (a wrong type is already reported by the format check).
void checkMeanMotion(const json& rates, const std::string& bodyPointer, DiagnosticSink& sink) {
  const auto L = rates.find("mean_longitude_deg");
  const auto varpi = rates.find("longitude_of_perihelion_deg");
  if (L == rates.end() || !L->is_number()) return;
  if (varpi != rates.end() && !varpi->is_number()) return;
  const double perihelionRate = varpi == rates.end() ? 0.0 : varpi->get<double>();
  if (!(L->get<double>() > perihelionRate)) {
    sink.error(DiagnosticCode::OutOfRange, bodyPointer + "/orbit/per_century/mean_longitude_deg",
               "expected a mean longitude rate above the perihelion rate (" + describeValue(perihelionRate) +
                   " deg/century), so that the planet moves forward, found " + describeValue(*L));
  }
}

/// Checks that need more than one field: one star, unique names, planets that move.
void checkBodies(const json& bodies, DiagnosticSink& sink) {
  std::map<std::string, std::size_t> firstIndexByName;
  std::vector<std::size_t> stars;
  for (std::size_t k = 0; k < bodies.size(); ++k) {
    const json& body = bodies[k];
    if (!body.is_object()) continue;
    const std::string pointer = "/bodies/" + std::to_string(k);
    if (const auto name = body.find("name"); name != body.end() && name->is_string()) {
      const auto [it, inserted] = firstIndexByName.emplace(lowerCase(name->get<std::string>()), k);
      if (!inserted) {
        sink.error(DiagnosticCode::DuplicateName, pointer + "/name",
                   "expected a unique body name, found " + describeValue(*name) + " again (first at /bodies/" +
                       std::to_string(it->second) + ")");
      }
    }
    if (const auto kind = body.find("kind"); kind != body.end() && *kind == "star") stars.push_back(k);
    const json* rates = nullptr;
    if (const auto orbit = body.find("orbit"); orbit != body.end() && orbit->is_object()) {
      if (const auto r = orbit->find("per_century"); r != orbit->end() && r->is_object()) rates = &*r;
    }
    if (rates) checkMeanMotion(*rates, pointer, sink);
  }
  if (stars.empty()) {
    sink.error(DiagnosticCode::MissingSun, "/bodies",
               "expected one body with \"kind\": \"star\" (the Sun), found none");
  }
  for (std::size_t k = 1; k < stars.size(); ++k) {
    sink.error(DiagnosticCode::ExtraStar, "/bodies/" + std::to_string(stars[k]) + "/kind",
               "expected exactly one star, found another (the first is /bodies/" + std::to_string(stars[0]) + ")");
  }
}

double numberOr(const json& object, const ObjectSpec& spec, std::string_view key) {
  if (const auto it = object.find(key); it != object.end()) return it->get<double>();
  const FieldSpec* f = spec.field(key);
  return f && f->defaultNumber ? *f->defaultNumber : 0.0;
}

const ObjectSpec& nestedSpec(const ObjectSpec& parent, std::string_view key) { return *parent.field(key)->object; }

orbit::KeplerianSet toKeplerianSet(const json& j, const ObjectSpec& spec) {
  orbit::KeplerianSet k;
  k.semiMajorAxis = numberOr(j, spec, "semi_major_axis_au") * astro::kAuMetres;
  k.eccentricity = numberOr(j, spec, "eccentricity");
  k.inclination = degToRad(numberOr(j, spec, "inclination_deg"));
  k.meanLongitude = degToRad(numberOr(j, spec, "mean_longitude_deg"));
  k.longitudeOfPerihelion = degToRad(numberOr(j, spec, "longitude_of_perihelion_deg"));
  k.longitudeOfAscendingNode = degToRad(numberOr(j, spec, "longitude_of_ascending_node_deg"));
  return k;
}

/// Data follow NASA's fact sheets: a negative period means retrograde, and a retrograde body's tilt
/// may be given either way (Venus 177.36 deg, or 2.64 deg from the north side). Internally the
/// positive pole carries the sense of rotation, so the period is always positive.
world::AxialRotation toAxialRotation(double periodHours, double tiltDeg) {
  world::AxialRotation r;
  r.siderealPeriod = std::fabs(periodHours) * astro::kSecondsPerHour;
  r.axialTilt = degToRad(periodHours < 0.0 && tiltDeg <= 90.0 ? 180.0 - tiltDeg : tiltDeg);
  return r;
}

glm::vec3 toColor(const std::string& hex) {
  const auto channel = [&](std::size_t at) {
    return static_cast<float>(std::stoi(hex.substr(at, 2), nullptr, 16)) / 255.0f;
  };
  return {channel(1), channel(3), channel(5)};
}

world::SolarSystem toSolarSystem(const json& root) {
  const ObjectSpec& rootSpec = solarSystemFormat();
  const ObjectSpec& bodySpec = nestedSpec(rootSpec, "bodies");
  const ObjectSpec& displaySpec = nestedSpec(rootSpec, "display");
  const ObjectSpec& orbitSpec = nestedSpec(bodySpec, "orbit");
  world::SolarSystem system;
  system.name = root.value("name", std::string(rootSpec.field("name")->defaultString));
  const json display = root.value("display", json::object());
  system.display.distanceScale = numberOr(display, displaySpec, "distance_scale");
  system.display.bodySizeScale = numberOr(display, displaySpec, "body_size_scale");
  system.display.sunSizeScale = numberOr(display, displaySpec, "sun_size_scale");
  system.display.timeRateDaysPerSecond = numberOr(display, displaySpec, "time_rate_days_per_second");
  for (const json& b : root["bodies"]) {
    world::Body body;
    body.id = world::BodyId{static_cast<std::uint32_t>(system.bodies.size())};
    body.name = b["name"].get<std::string>();
    body.kind = b["kind"] == "star" ? world::BodyKind::Star : world::BodyKind::Planet;
    body.radius = b["radius_km"].get<double>() * astro::kKmMetres;
    body.rotation = toAxialRotation(numberOr(b, bodySpec, "rotation_period_h"), numberOr(b, bodySpec, "axial_tilt_deg"));
    body.appearance.color = toColor(b.value("color", std::string(bodySpec.field("color")->defaultString)));
    body.appearance.texture = b.value("texture", std::string());
    if (const auto o = b.find("orbit"); o != b.end()) {
      body.orbit = orbit::KeplerOrbit({toKeplerianSet((*o)["at_j2000"], nestedSpec(orbitSpec, "at_j2000")),
                                       toKeplerianSet((*o)["per_century"], nestedSpec(orbitSpec, "per_century"))});
    }
    system.bodies.push_back(std::move(body));
  }
  return system;
}

Diagnostic positionless(DiagnosticCode code, std::string message) {
  return {Severity::Error, code, "", 0, 0, std::move(message)};
}

}  // namespace

LoadResult parseSolarSystem(std::string_view text) {
  LoadResult result;
  auto& out = result.diagnostics;
  if (text.size() > kMaxDataFileBytes) {
    out.push_back(positionless(DiagnosticCode::FileTooLarge,
                               "expected at most " + std::to_string(kMaxDataFileBytes) + " bytes, found " +
                                   std::to_string(text.size())));
    return result;
  }
  if (std::all_of(text.begin(), text.end(), [](char c) { return std::isspace(static_cast<unsigned char>(c)); })) {
    out.push_back({Severity::Error, DiagnosticCode::EmptyFile, "", 1, 1, "expected a JSON object, found an empty file"});
    return result;
  }
  if (const auto deep = findNestingBeyond(text, kMaxNestingDepth)) {
    const TextPosition at = LineIndex(text).positionOf(*deep);
    out.push_back({Severity::Error, DiagnosticCode::NestingTooDeep, "", at.line, at.column,
                   "expected at most " + std::to_string(kMaxNestingDepth) + " levels of nesting, found more"});
    return result;
  }
  // nlohmann stops at a NUL byte as at the end of the input, which would hide what follows it.
  if (const auto nul = text.find('\0'); nul != std::string_view::npos) {
    const TextPosition at = LineIndex(text).positionOf(nul);
    out.push_back({Severity::Error, DiagnosticCode::SyntaxError, "", at.line, at.column,
                   "expected valid JSON, found a NUL byte"});
    return result;
  }
  json root;
  RecordingDomParser parser(root);
  json::sax_parse(text, &parser);
  if (parser.failed) {
    out.push_back(syntaxDiagnostic(text, parser));
    return result;
  }
  const JsonSourceMap map(text);
  DiagnosticSink sink(map, out);
  for (const std::string& pointer : map.duplicateKeys()) {
    sink.report(Severity::Warning, DiagnosticCode::DuplicateKey, pointer,
                "expected each key once in an object, found it again (the last one is used)", true);
  }
  checkObject(root, "", solarSystemFormat(), sink);
  if (root.is_object() && root.contains("bodies") && root["bodies"].is_array()) checkBodies(root["bodies"], sink);
  std::stable_sort(out.begin(), out.end(), [](const Diagnostic& a, const Diagnostic& b) {
    return std::tie(a.line, a.column) < std::tie(b.line, b.column);
  });
  if (!hasErrors(out)) result.system = toSolarSystem(root);
  return result;
}

LoadResult loadSolarSystemFile(const std::filesystem::path& path) {
  std::error_code ec;
  const bool regular = std::filesystem::is_regular_file(path, ec);
  if (!regular) {
    LoadResult result;
    result.diagnostics.push_back(positionless(
        DiagnosticCode::FileUnreadable,
        ec || !std::filesystem::exists(path, ec) ? "cannot read the file: no such file" : "cannot read: not a regular file"));
    return result;
  }
  const auto size = std::filesystem::file_size(path, ec);
  if (!ec && size > kMaxDataFileBytes) {
    LoadResult result;
    result.diagnostics.push_back(positionless(DiagnosticCode::FileTooLarge,
                                              "expected at most " + std::to_string(kMaxDataFileBytes) +
                                                  " bytes, found " + std::to_string(size)));
    return result;
  }
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  if (!in.good() && !in.eof()) {
    LoadResult result;
    result.diagnostics.push_back(positionless(DiagnosticCode::FileUnreadable, "cannot read the file"));
    return result;
  }
  return parseSolarSystem(text.str());
}

}  // namespace perihelion::data
