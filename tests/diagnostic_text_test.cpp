// A data file may be hostile: keys, values and the parser's excerpt of broken text carry whatever bytes
// the file holds. What the log, stderr and the HUD show is formatDiagnostic's line, so no raw control
// character (ESC, line feed, BEL, DEL, C1, bidirectional overrides) nor any byte that is not UTF-8 may
// reach it, from any loader.
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "data/diagnostic.h"
#include "data/scenario_loader.h"
#include "data/ship_types_loader.h"
#include "data/solar_system_loader.h"
#include "data/station_types_loader.h"

namespace perihelion::data {
namespace {

/// Where `s` holds something a terminal acts on, or bytes that are not UTF-8 (strict RFC 3629: no
/// overlong forms, no surrogates); npos when it holds nothing of the kind. Written apart from the code.
std::size_t firstUnprintable(std::string_view s) {
  for (std::size_t k = 0; k < s.size();) {
    const auto b = [&](std::size_t j) { return j < s.size() ? static_cast<unsigned char>(s[j]) : 0u; };
    const unsigned lead = b(k);
    if (lead < 0x20 || lead == 0x7F) return k;
    if (lead < 0x80) {
      ++k;
      continue;
    }
    std::size_t n = 0;
    std::uint32_t cp = 0;
    if (lead >= 0xC2 && lead <= 0xDF) n = 2, cp = lead & 0x1F;
    else if (lead >= 0xE0 && lead <= 0xEF) n = 3, cp = lead & 0x0F;
    else if (lead >= 0xF0 && lead <= 0xF4) n = 4, cp = lead & 0x07;
    else return k;
    for (std::size_t j = 1; j < n; ++j) {
      if ((b(k + j) & 0xC0) != 0x80) return k;
      cp = (cp << 6) | (b(k + j) & 0x3F);
    }
    const std::uint32_t least = n == 2 ? 0x80 : n == 3 ? 0x800 : 0x10000;
    if (cp < least || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return k;
    if (cp <= 0x9F || cp == 0x2028 || cp == 0x2029 || (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069)) {
      return k;
    }
    k += n;
  }
  return std::string_view::npos;
}

/// The byte values of a line, for a readable failure message.
std::string bytesOf(std::string_view s) {
  std::string out;
  for (const char c : s) {
    const auto u = static_cast<unsigned char>(c);
    out += u >= 0x20 && u < 0x7F ? std::string(1, c) : "<" + std::to_string(u) + ">";
  }
  return out;
}

using Loader = std::function<std::vector<Diagnostic>(std::string_view)>;

struct NamedLoader {
  const char* name;
  Loader load;
};

std::vector<NamedLoader> loaders() {
  return {
      {"solar system", [](std::string_view t) { return parseSolarSystem(t).diagnostics; }},
      {"ship types", [](std::string_view t) { return parseShipTypes(t).diagnostics; }},
      {"station types", [](std::string_view t) { return parseStationTypes(t).diagnostics; }},
      {"scenario", [](std::string_view t) { return parseScenario(t, std::filesystem::path(".")).diagnostics; }},
  };
}

// The hostile texts. Control characters in a key are written as JSON escapes (the parser decodes them
// to the raw bytes); DEL and C1 may stand raw in a JSON string; in broken text anything may stand raw.
struct HostileText {
  const char* what;
  std::string text;
  const char* shownAs;  ///< what the line must show instead, escaped ("" when nothing is checked)
};

std::vector<HostileText> hostileTexts() {
  return {
      {"ESC, BEL and a line feed in an unknown key (escaped in the JSON)",
       R"({"\u001b[31mred\u0007\nline": 1})", "/\\u001b[31mred\\u0007\\nline"},
      {"raw DEL, C1 CSI and a right-to-left override in an unknown key",
       "{\"a\x7f" "b\xc2\x9b" "2J\xe2\x80\xae" "c\": 1}", "a\\u007fb\\u009b2J\\u202ec"},
      {"a control character in a key whose value is broken (the pointer near the error)",
       "{\"\\u001b]0;title\\u0007\": [1, }", "\\u001b]0;title\\u0007"},
      {"raw ESC in broken text (the parser's last read)", "{\"a\": \x1b[2J}", "last read: '\"a\": \\u001b'"},
      {"raw DEL in broken text", "{\"a\": \x7f}", ""},
      {"raw C1 CSI in broken text", "{\"a\": \xc2\x9b" "2J}", ""},
      {"a raw line feed and BEL inside a string (not allowed raw)", "{\"a\": \"x\ny\x07\"}", ""},
      {"a byte 0xFF, not UTF-8, in a string", "{\"a\": \"\xff\x1b\"}", ""},
      {"an overlong ESC (0xC0 0x9B) in a string", "{\"a\": \"\xc0\x9b\"}", ""},
      {"ESC in a string value of the wrong type", R"({"format_version": "\u001b[2J\u0007"})", "\\u001b[2J\\u0007"},
  };
}

TEST(DiagnosticText, NoLoaderLetsARawControlByteIntoAFormattedMessage) {
  for (const NamedLoader& loader : loaders()) {
    for (const HostileText& hostile : hostileTexts()) {
      SCOPED_TRACE(std::string(loader.name) + ": " + hostile.what);
      const std::vector<Diagnostic> diagnostics = loader.load(hostile.text);
      ASSERT_FALSE(diagnostics.empty());  // each text is broken, or has an unknown key, in every format
      std::string all;
      for (const Diagnostic& d : diagnostics) {
        const std::string line = formatDiagnostic(d, "data/x.json");
        EXPECT_EQ(firstUnprintable(line), std::string::npos) << bytesOf(line);
        all += line + "\n";
      }
      if (*hostile.shownAs) {
        EXPECT_NE(all.find(hostile.shownAs), std::string::npos) << bytesOf(all);
      }
    }
  }
}

TEST(DiagnosticText, TheFileNameIsEscapedToo) {
  const Diagnostic d{Severity::Error, DiagnosticCode::SyntaxError, "", 1, 2, "expected valid JSON"};
  const std::string line = formatDiagnostic(d, "data/\x1b[2Jx\n.json");
  EXPECT_EQ(line, "data/\\u001b[2Jx\\n.json:1:2: error: /: expected valid JSON [syntax-error]");
}

TEST(DiagnosticText, PrintableTextEscapesControlsAsJsonDoesAndKeepsTheRest) {
  EXPECT_EQ(printableText("plain /bodies/0 \"quoted\" \\u001b"), "plain /bodies/0 \"quoted\" \\u001b");
  EXPECT_EQ(printableText("\x1b[31m"), "\\u001b[31m");
  EXPECT_EQ(printableText("a\nb\tc\rd\be\ff"), "a\\nb\\tc\\rd\\be\\ff");
  EXPECT_EQ(printableText(std::string("\x07\x00\x1f", 3)), "\\u0007\\u0000\\u001f");
  EXPECT_EQ(printableText("\x7f"), "\\u007f");
  EXPECT_EQ(printableText("\xc2\x80\xc2\x9b\xc2\x9f"), "\\u0080\\u009b\\u009f");
  EXPECT_EQ(printableText("\xe2\x80\xa8\xe2\x80\xae\xe2\x81\xa6"), "\\u2028\\u202e\\u2066");
  // Bytes that are not UTF-8: a stray byte, an overlong ESC, a truncated sequence, a surrogate.
  EXPECT_EQ(printableText("\xff"), "\\xff");
  EXPECT_EQ(printableText("\xc0\x9b"), "\\xc0\\x9b");
  EXPECT_EQ(printableText("\xe2\x82"), "\\xe2\\x82");
  EXPECT_EQ(printableText("\xed\xa0\x80"), "\\xed\\xa0\\x80");
  // Printable non-ASCII text stays as it is: accents, the euro sign, an emoji; and C2 A0 (NBSP) is no C1.
  EXPECT_EQ(printableText("\xc3\xa9\xe2\x82\xac\xf0\x9f\x9a\x80\xc2\xa0"), "\xc3\xa9\xe2\x82\xac\xf0\x9f\x9a\x80\xc2\xa0");
}

}  // namespace
}  // namespace perihelion::data
