// JsonSourceMap and LineIndex: where each value and key of a JSON text starts, in lines and
// characters. Expected positions were counted in the texts below by hand (and checked with a
// small script), never taken from the code under test.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "data/json_source_map.h"

namespace {

using perihelion::data::escapePointerToken;
using perihelion::data::findNestingBeyond;
using perihelion::data::JsonSourceMap;
using perihelion::data::LineIndex;
using perihelion::data::TextPosition;

// Compares positions as "line:column" so that a failure shows both at once.
std::string at(TextPosition p) { return std::to_string(p.line) + ":" + std::to_string(p.column); }

// ---------------------------------------------------------------------------------------------
// LineIndex

TEST(LineIndex, MapsByteOffsetsToLinesAndColumns) {
  const std::string_view text = "ab\ncd\n\nx";
  const LineIndex index(text);
  EXPECT_EQ(at(index.positionOf(0)), "1:1");
  EXPECT_EQ(at(index.positionOf(1)), "1:2");
  EXPECT_EQ(at(index.positionOf(2)), "1:3");  // the newline ends its own line
  EXPECT_EQ(at(index.positionOf(3)), "2:1");
  EXPECT_EQ(at(index.positionOf(4)), "2:2");
  EXPECT_EQ(at(index.positionOf(6)), "3:1");  // an empty line
  EXPECT_EQ(at(index.positionOf(7)), "4:1");
  EXPECT_EQ(at(index.positionOf(8)), "4:2");  // the end of the text
}

TEST(LineIndex, ClampsOffsetsPastTheEnd) {
  const LineIndex index("ab\nc");
  EXPECT_EQ(at(index.positionOf(4)), "2:2");
  EXPECT_EQ(at(index.positionOf(1000)), "2:2");
  EXPECT_EQ(at(index.positionOf(static_cast<std::size_t>(-1))), "2:2");
}

TEST(LineIndex, HandlesAnEmptyText) {
  const LineIndex index("");
  EXPECT_EQ(at(index.positionOf(0)), "1:1");
  EXPECT_EQ(at(index.positionOf(5)), "1:1");
}

TEST(LineIndex, CountsColumnsInCodePointsNotBytes) {
  // "é" is 2 bytes, each CJK character 3, the emoji 4.
  const std::string_view text = "\xC3\xA9=1\n\xE6\x97\xA5\xE6\x9C\xAC\xE8\xAA\x9Ex\n\xF0\x9F\x98\x80y";
  const LineIndex index(text);
  EXPECT_EQ(at(index.positionOf(2)), "1:2");   // '='
  EXPECT_EQ(at(index.positionOf(3)), "1:3");   // '1'
  EXPECT_EQ(at(index.positionOf(8)), "2:2");   // the second CJK character
  EXPECT_EQ(at(index.positionOf(14)), "2:4");  // 'x'
  EXPECT_EQ(at(index.positionOf(20)), "3:2");  // 'y' after the emoji
}

TEST(LineIndex, CountsACarriageReturnAsACharacterOfItsLine) {
  const LineIndex index("a\r\nb");
  EXPECT_EQ(at(index.positionOf(1)), "1:2");
  EXPECT_EQ(at(index.positionOf(3)), "2:1");
}

// ---------------------------------------------------------------------------------------------
// escapePointerToken

TEST(JsonPointer, EscapesTildeAndSlashAsRfc6901Says) {
  EXPECT_EQ(escapePointerToken("a/b"), "a~1b");
  EXPECT_EQ(escapePointerToken("m~n"), "m~0n");
  EXPECT_EQ(escapePointerToken("~1"), "~01");  // "~" first, so "~1" does not become "/" again
  EXPECT_EQ(escapePointerToken("/~/"), "~1~0~1");
  EXPECT_EQ(escapePointerToken(""), "");
  EXPECT_EQ(escapePointerToken("plain"), "plain");
}

// ---------------------------------------------------------------------------------------------
// JsonSourceMap

constexpr std::string_view kNested =
    "{\n"
    "  \"a\": {\n"
    "    \"b\": [10, {\"c\": true}],\n"
    "    \"d\": \"x\"\n"
    "  },\n"
    "  \"e\": []\n"
    "}\n";

TEST(JsonSourceMap, FindsNestedValues) {
  const JsonSourceMap map(kNested);
  EXPECT_EQ(at(map.valueAt("")), "1:1");
  EXPECT_EQ(at(map.valueAt("/a")), "2:8");
  EXPECT_EQ(at(map.valueAt("/a/b")), "3:10");
  EXPECT_EQ(at(map.valueAt("/a/b/0")), "3:11");
  EXPECT_EQ(at(map.valueAt("/a/b/1")), "3:15");
  EXPECT_EQ(at(map.valueAt("/a/b/1/c")), "3:21");
  EXPECT_EQ(at(map.valueAt("/a/d")), "4:10");
  EXPECT_EQ(at(map.valueAt("/e")), "6:8");
}

TEST(JsonSourceMap, FindsKeysAtTheirOpeningQuote) {
  const JsonSourceMap map(kNested);
  EXPECT_EQ(at(map.keyAt("/a")), "2:3");
  EXPECT_EQ(at(map.keyAt("/a/b")), "3:5");
  EXPECT_EQ(at(map.keyAt("/a/b/1/c")), "3:16");
  EXPECT_EQ(at(map.keyAt("/a/d")), "4:5");
  EXPECT_EQ(at(map.keyAt("/e")), "6:3");
}

TEST(JsonSourceMap, FallsBackToTheNearestEnclosingValue) {
  const JsonSourceMap map(kNested);
  EXPECT_EQ(at(map.valueAt("/e/0")), "6:8");      // the empty array has no element 0
  EXPECT_EQ(at(map.valueAt("/a/zz/yy")), "2:8");  // a missing member of /a
  EXPECT_EQ(at(map.valueAt("/nothing")), "1:1");
  EXPECT_EQ(at(map.keyAt("/a/b/0")), "3:11");  // an array element has no key: its value
  EXPECT_EQ(at(map.keyAt("")), "1:1");
}

TEST(JsonSourceMap, NumbersArrayElementsIncludingAfterEmptyArrays) {
  const JsonSourceMap map("[[1, 2], [], [3, [4, 5]],\n 6]");
  EXPECT_EQ(at(map.valueAt("/0")), "1:2");
  EXPECT_EQ(at(map.valueAt("/0/0")), "1:3");
  EXPECT_EQ(at(map.valueAt("/0/1")), "1:6");
  EXPECT_EQ(at(map.valueAt("/1")), "1:10");
  EXPECT_EQ(at(map.valueAt("/2")), "1:14");
  EXPECT_EQ(at(map.valueAt("/2/0")), "1:15");
  EXPECT_EQ(at(map.valueAt("/2/1")), "1:18");
  EXPECT_EQ(at(map.valueAt("/2/1/0")), "1:19");
  EXPECT_EQ(at(map.valueAt("/2/1/1")), "1:22");
  EXPECT_EQ(at(map.valueAt("/3")), "2:2");
}

TEST(JsonSourceMap, EscapesKeysIntoPointerTokens) {
  // All ASCII, so each column is the byte offset + 1.
  const std::string_view text =
      R"({"a/b": 1, "m~n": 2, "\u00e9": 3, "q\"r": 4, "\/": 5, "\ud83d\ude00": 6, "~1": 7})";
  const JsonSourceMap map(text);
  EXPECT_EQ(at(map.valueAt("/a~1b")), "1:9");
  EXPECT_EQ(at(map.valueAt("/m~0n")), "1:19");
  EXPECT_EQ(at(map.valueAt("/\xC3\xA9")), "1:32");  // "\u00e9" is the key "é", in UTF-8
  EXPECT_EQ(at(map.keyAt("/\xC3\xA9")), "1:22");
  EXPECT_EQ(at(map.valueAt("/q\"r")), "1:43");
  EXPECT_EQ(at(map.valueAt("/~1")), "1:52");                 // the key "/"
  EXPECT_EQ(at(map.valueAt("/\xF0\x9F\x98\x80")), "1:71");  // a surrogate pair: U+1F600
  EXPECT_EQ(at(map.valueAt("/~01")), "1:80");                // the key "~1"
  EXPECT_EQ(at(map.keyAt("/~01")), "1:74");
  // Unescaped spellings are other keys, which do not exist: they fall back to the root.
  EXPECT_EQ(at(map.valueAt("/\\u00e9")), "1:1");
}

TEST(JsonSourceMap, CountsColumnsInCodePoints) {
  // "é" 2 bytes, "日本" 6, the emoji 4, "ü" 2.
  const JsonSourceMap map(
      "{\"\xC3\xA9\": \"\xE6\x97\xA5\xE6\x9C\xAC\", \"x\": 1,\n"
      " \"\xF0\x9F\x98\x80\": [true, \"\xC3\xBC\"], \"z\": null}");
  EXPECT_EQ(at(map.keyAt("/\xC3\xA9")), "1:2");
  EXPECT_EQ(at(map.valueAt("/\xC3\xA9")), "1:7");
  EXPECT_EQ(at(map.keyAt("/x")), "1:13");
  EXPECT_EQ(at(map.valueAt("/x")), "1:18");
  EXPECT_EQ(at(map.keyAt("/\xF0\x9F\x98\x80")), "2:2");
  EXPECT_EQ(at(map.valueAt("/\xF0\x9F\x98\x80")), "2:7");
  EXPECT_EQ(at(map.valueAt("/\xF0\x9F\x98\x80/0")), "2:8");
  EXPECT_EQ(at(map.valueAt("/\xF0\x9F\x98\x80/1")), "2:14");
  EXPECT_EQ(at(map.keyAt("/z")), "2:20");
  EXPECT_EQ(at(map.valueAt("/z")), "2:25");
}

TEST(JsonSourceMap, ReportsDuplicateKeysAndKeepsTheLastPosition) {
  const std::string_view text = R"({"a": 1, "b": {"c": 1, "c": 2}, "a": 3, "arr": [{"k": 1, "k": 2}, {"k": 3}]})";
  const JsonSourceMap map(text);
  EXPECT_EQ(map.duplicateKeys(), (std::vector<std::string>{"/b/c", "/a", "/arr/0/k"}));
  // The parser keeps the last of duplicate keys, so the map points at the last one too.
  EXPECT_EQ(at(map.keyAt("/a")), "1:33");
  EXPECT_EQ(at(map.valueAt("/a")), "1:38");
  EXPECT_EQ(at(map.keyAt("/b/c")), "1:24");
  EXPECT_EQ(at(map.keyAt("/arr/0/k")), "1:58");
}

TEST(JsonSourceMap, DoesNotReportTheSameKeyInDifferentObjects) {
  const JsonSourceMap map(R"({"a": {"a": 1}, "b": [{"a": 1}, {"a": 2}], "c": {"x": {"y": 1}, "y": 2}})");
  EXPECT_TRUE(map.duplicateKeys().empty());
}

TEST(JsonSourceMap, DoesNotConfuseAnEscapedKeyWithItsUnescapedTwin) {
  // "\u0061" is "a": the same key twice, however it is spelt.
  const JsonSourceMap same(R"({"a": 1, "\u0061": 2})");
  EXPECT_EQ(same.duplicateKeys(), (std::vector<std::string>{"/a"}));
  const JsonSourceMap different(R"({"a/b": 1, "a~1b": 2})");
  EXPECT_TRUE(different.duplicateKeys().empty());
}

TEST(JsonSourceMap, NamesTheValueNearestBeforeAnOffset) {
  const std::string text = R"({"a": 1, "b": [2, 3]})";
  const JsonSourceMap map(text);
  EXPECT_EQ(map.pointerNear(0), "");
  EXPECT_EQ(map.pointerNear(text.find('1')), "/a");
  EXPECT_EQ(map.pointerNear(text.find("\"b\"") + 1), "/a");  // inside the key "b": still after /a
  EXPECT_EQ(map.pointerNear(text.find('[')), "/b");
  EXPECT_EQ(map.pointerNear(text.find('2')), "/b/0");
  EXPECT_EQ(map.pointerNear(text.find(", 3")), "/b/0");
  EXPECT_EQ(map.pointerNear(text.find('3')), "/b/1");
  EXPECT_EQ(map.pointerNear(text.size() + 10), "/b/1");
}

TEST(JsonSourceMap, PositionsOfByteOffsetsMatchLineIndex) {
  const JsonSourceMap map(kNested);
  EXPECT_EQ(at(map.positionOf(kNested.find("\"d\""))), "4:5");
  EXPECT_EQ(at(map.positionOf(kNested.size())), "8:1");
}

// ---------------------------------------------------------------------------------------------
// findNestingBeyond

TEST(NestingLimit, FindsTheFirstOpeningBracketBeyondTheLimit) {
  EXPECT_EQ(findNestingBeyond("[[[]]]", 3), std::nullopt);
  EXPECT_EQ(findNestingBeyond("[[[]]]", 2), std::optional<std::size_t>(2));
  EXPECT_EQ(findNestingBeyond("[[[]]]", 0), std::optional<std::size_t>(0));
  EXPECT_EQ(findNestingBeyond(R"({"a": [{"b": []}]})", 4), std::nullopt);
  EXPECT_EQ(findNestingBeyond(R"({"a": [{"b": []}]})", 3), std::optional<std::size_t>(13));
  EXPECT_EQ(findNestingBeyond("", 0), std::nullopt);
}

TEST(NestingLimit, CountsDepthNotTheNumberOfBrackets) {
  EXPECT_EQ(findNestingBeyond("[][][][][]", 1), std::nullopt);
  EXPECT_EQ(findNestingBeyond("[[],[],[[]]]", 2), std::optional<std::size_t>(8));
  // Stray closing brackets do not buy credit for later opening ones.
  EXPECT_EQ(findNestingBeyond("]]]][[", 1), std::optional<std::size_t>(5));
}

TEST(NestingLimit, IgnoresBracketsInsideStrings) {
  EXPECT_EQ(findNestingBeyond(R"(["[[[[", "{{{{"])", 1), std::nullopt);
  EXPECT_EQ(findNestingBeyond(R"(["\"[[[", "\\", [1]])", 1), std::optional<std::size_t>(16));
  EXPECT_EQ(findNestingBeyond(R"({"[[[[": {"k\"[": 1}})", 1), std::optional<std::size_t>(9));
}

TEST(NestingLimit, RefusesAHundredThousandBracketsAtTheFirstOneTooMany) {
  const std::string text(100000, '[');
  EXPECT_EQ(findNestingBeyond(text, 64), std::optional<std::size_t>(64));
  const std::string balanced = std::string(64, '[') + std::string(64, ']');
  EXPECT_EQ(findNestingBeyond(balanced, 64), std::nullopt);
}

// ---------------------------------------------------------------------------------------------
// Invalid text: positions are unspecified there, but nothing may read outside the text.

/// A copy of `text` in a heap block of exactly its size, so that AddressSanitizer catches any read
/// one byte past the end (a std::string would have its terminating zero and spare capacity there).
class ExactBuffer {
 public:
  explicit ExactBuffer(std::string_view text) : size_(text.size()), data_(new char[std::max<std::size_t>(size_, 1)]) {
    std::copy(text.begin(), text.end(), data_.get());
  }
  std::string_view view() const { return {data_.get(), size_}; }

 private:
  std::size_t size_;
  std::unique_ptr<char[]> data_;
};

TEST(LineIndex, CountsLoneCarriageReturnsAsLineEnds) {
  // Old Mac line endings: "a\rbc\rd" has three lines; "\r\n" is one line end, not two.
  const LineIndex mac("a\rbc\rd");
  EXPECT_EQ(mac.positionOf(2).line, 2u);
  EXPECT_EQ(mac.positionOf(3).column, 2u);
  EXPECT_EQ(mac.positionOf(5).line, 3u);
  const LineIndex windows("a\r\nb");
  EXPECT_EQ(windows.positionOf(3).line, 2u);
  EXPECT_EQ(windows.positionOf(3).column, 1u);
}

/// Uses every query of the map and checks that the positions lie within the text.
void probe(std::string_view text) {
  SCOPED_TRACE(testing::PrintToString(std::string(text)));
  const ExactBuffer buffer(text);
  const std::string_view view = buffer.view();
  // Lines end with \n, \r\n or a lone \r, as LineIndex counts them.
  std::size_t lines = 1;
  for (std::size_t k = 0; k < view.size(); ++k) {
    lines += view[k] == '\n' || (view[k] == '\r' && (k + 1 == view.size() || view[k + 1] != '\n'));
  }
  const auto inText = [&](TextPosition p) {
    EXPECT_GE(p.line, 1u);
    EXPECT_LE(p.line, lines);
    EXPECT_GE(p.column, 1u);
    EXPECT_LE(p.column, view.size() + 1);
  };

  (void)findNestingBeyond(view, 0);
  (void)findNestingBeyond(view, 2);
  (void)findNestingBeyond(view, 64);
  const JsonSourceMap map(view);
  for (const std::string_view pointer : {"", "/0", "/a", "/a/b", "/0/0", "/\xC3\xA9", "/~1", "/a/0/b/1"}) {
    inText(map.valueAt(pointer));
    inText(map.keyAt(pointer));
  }
  for (std::size_t offset = 0; offset <= view.size() + 1; ++offset) {
    const std::string pointer = map.pointerNear(offset);
    inText(map.valueAt(pointer));
    inText(map.positionOf(offset));
  }
  for (const std::string& pointer : map.duplicateKeys()) inText(map.keyAt(pointer));
}

TEST(JsonSourceMap, StaysWithinTruncatedEscapesAndStrings) {
  const std::string_view cases[] = {
      "",          "\"",          "\"\\",          "\"\\u",       "\"\\u12",       "{\"a\\",       "{\"a\":",
      "{\"a\"",    "[",           "{",             "}",           "]",             "[1,",          "{\"a\" 1}",
      "[}",        "{]",          "\"\\ud83d\"",   "{\"\\ud83d\\u", "[\"\\\"]",    "{\"k\": [1, {\"k\":", "{,}",
      "[,]",       "{\"a\":1,}",  "{\"a\":1 \"b\"", ":::",       "\"\"\"",       "{\"\\uZZZZ\":1}", "\xff\xfe{",
      "{\"\xC3",   "\xF0\x9F",    "[\n\n\n",       "{\"a\":[]]}}]", "\\",         "{\"\\\\\":\"\\",   "[[[[[[[[",
  };
  for (const std::string_view text : cases) probe(text);
}

TEST(JsonSourceMap, StaysWithinRandomBytes) {
  std::mt19937 rng(12345u);
  // Mostly bytes that steer the scanner into its states (strings, escapes, containers), some any byte.
  constexpr std::string_view kAlphabet = "{}[]\":,\\u0123456789abcdef tn\n";
  std::uniform_int_distribution<std::size_t> length(0, 48);
  std::uniform_int_distribution<std::size_t> pick(0, kAlphabet.size() - 1);
  std::uniform_int_distribution<int> anyByte(0, 255);
  std::uniform_int_distribution<int> coin(0, 9);
  for (int k = 0; k < 1500; ++k) {
    std::string text(length(rng), ' ');
    for (char& c : text) c = coin(rng) == 0 ? static_cast<char>(anyByte(rng)) : kAlphabet[pick(rng)];
    probe(text);
    if (testing::Test::HasFailure()) break;
  }
}

}  // namespace
