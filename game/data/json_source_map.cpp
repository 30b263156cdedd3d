#include "data/json_source_map.h"

#include <algorithm>
#include <cstdint>
#include <unordered_set>

namespace perihelion::data {
namespace {

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

int hexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

void appendUtf8(std::string& out, std::uint32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

/// Reads the JSON string whose opening quote is at text[pos]; leaves pos after the closing quote.
/// Unescapes into `out` when it is not null.
void readString(std::string_view text, std::size_t& pos, std::string* out) {
  ++pos;  // opening quote
  std::uint32_t highSurrogate = 0;
  while (pos < text.size() && text[pos] != '"') {
    if (text[pos] != '\\') {
      if (out) *out += text[pos];
      ++pos;
      continue;
    }
    if (pos + 1 >= text.size()) break;
    const char e = text[pos + 1];
    pos += 2;
    if (!out) {
      continue;
    }
    switch (e) {
      case 'b': *out += '\b'; break;
      case 'f': *out += '\f'; break;
      case 'n': *out += '\n'; break;
      case 'r': *out += '\r'; break;
      case 't': *out += '\t'; break;
      case 'u': {
        std::uint32_t cp = 0;
        for (int k = 0; k < 4 && pos < text.size(); ++k, ++pos) {
          cp = cp * 16 + static_cast<std::uint32_t>(std::max(0, hexValue(text[pos])));
        }
        if (cp >= 0xD800 && cp < 0xDC00) {
          highSurrogate = cp;
        } else if (cp >= 0xDC00 && cp < 0xE000 && highSurrogate != 0) {
          appendUtf8(*out, 0x10000 + ((highSurrogate - 0xD800) << 10) + (cp - 0xDC00));
          highSurrogate = 0;
        } else {
          appendUtf8(*out, cp);
        }
        break;
      }
      default: *out += e; break;  // \" \\ \/
    }
  }
  if (pos < text.size()) ++pos;  // closing quote
}

}  // namespace

LineIndex::LineIndex(std::string_view text) : text_(text) {
  // Lines end with "\n", "\r\n" or a lone "\r" (old Mac files), as editors count them.
  lineStarts_.push_back(0);
  for (std::size_t k = 0; k < text.size(); ++k) {
    const bool lineFeed = text[k] == '\n';
    const bool loneReturn = text[k] == '\r' && (k + 1 == text.size() || text[k + 1] != '\n');
    if (lineFeed || loneReturn) lineStarts_.push_back(k + 1);
  }
}

TextPosition LineIndex::positionOf(std::size_t byteOffset) const {
  byteOffset = std::min(byteOffset, text_.size());
  const auto next = std::upper_bound(lineStarts_.begin(), lineStarts_.end(), byteOffset);
  const std::size_t line = static_cast<std::size_t>(next - lineStarts_.begin());
  const std::size_t start = lineStarts_[line - 1];
  std::size_t column = 1;
  for (std::size_t k = start; k < byteOffset; ++k) {
    if ((static_cast<unsigned char>(text_[k]) & 0xC0) != 0x80) ++column;  // skip UTF-8 continuations
  }
  return {line, column};
}

std::optional<std::size_t> findNestingBeyond(std::string_view text, std::size_t limit) {
  std::size_t depth = 0;
  for (std::size_t pos = 0; pos < text.size();) {
    const char c = text[pos];
    if (c == '"') {
      readString(text, pos, nullptr);
      continue;
    }
    if (c == '[' || c == '{') {
      if (++depth > limit) return pos;
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
    ++pos;
  }
  return std::nullopt;
}

std::string escapePointerToken(std::string_view token) {
  std::string out;
  out.reserve(token.size());
  for (const char c : token) {
    if (c == '~') {
      out += "~0";
    } else if (c == '/') {
      out += "~1";
    } else {
      out += c;
    }
  }
  return out;
}

JsonSourceMap::JsonSourceMap(std::string_view text) : lines_(text) {
  struct Container {
    bool isObject = false;
    std::string pointer;
    std::size_t index = 0;
    std::unordered_set<std::string> keys;
  };
  enum class Expect { Value, KeyOrEnd, CommaOrEnd };

  std::vector<Container> stack;
  std::string pending;  // pointer of the value about to be read
  Expect expect = Expect::Value;
  // A UTF-8 byte order mark, which the parser skips too; offsets stay those of the original text.
  std::size_t pos = text.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;
  const auto skipSpace = [&] {
    while (pos < text.size() && isSpace(text[pos])) ++pos;
  };

  while (true) {
    skipSpace();
    if (pos >= text.size()) return;
    const char c = text[pos];
    if (expect == Expect::Value) {
      valueOffsets_.insert_or_assign(pending, pos);
      if (c == '{' || c == '[') {
        stack.push_back({c == '{', pending, 0, {}});
        ++pos;
        skipSpace();
        if (c == '{') {
          expect = Expect::KeyOrEnd;
        } else if (pos < text.size() && text[pos] == ']') {
          ++pos;
          stack.pop_back();
          expect = Expect::CommaOrEnd;
        } else {
          pending = stack.back().pointer + "/0";
        }
        continue;
      }
      if (c == '"') {
        readString(text, pos, nullptr);
      } else {
        while (pos < text.size() && !isSpace(text[pos]) && text[pos] != ',' && text[pos] != ']' &&
               text[pos] != '}') {
          ++pos;
        }
      }
      expect = Expect::CommaOrEnd;
    } else if (expect == Expect::KeyOrEnd) {
      if (c == '}') {
        ++pos;
        stack.pop_back();
        expect = Expect::CommaOrEnd;
        continue;
      }
      if (c != '"' || stack.empty()) return;
      const std::size_t keyStart = pos;
      std::string key;
      readString(text, pos, &key);
      Container& object = stack.back();
      pending = object.pointer + "/" + escapePointerToken(key);
      if (!object.keys.insert(key).second) duplicateKeys_.push_back(pending);
      keyOffsets_.insert_or_assign(pending, keyStart);
      skipSpace();
      if (pos >= text.size() || text[pos] != ':') return;
      ++pos;
      expect = Expect::Value;
    } else {  // CommaOrEnd
      if (stack.empty()) return;
      Container& container = stack.back();
      if (c == ',') {
        ++pos;
        if (container.isObject) {
          expect = Expect::KeyOrEnd;
        } else {
          pending = container.pointer + "/" + std::to_string(++container.index);
          expect = Expect::Value;
        }
      } else if (c == '}' || c == ']') {
        ++pos;
        stack.pop_back();
      } else {
        return;
      }
    }
  }
}

TextPosition JsonSourceMap::valueAt(std::string_view pointer) const {
  std::string p(pointer);
  while (true) {
    if (const auto it = valueOffsets_.find(p); it != valueOffsets_.end()) return lines_.positionOf(it->second);
    const std::size_t slash = p.rfind('/');
    if (slash == std::string::npos) return {1, 1};
    p.resize(slash);
  }
}

std::string JsonSourceMap::pointerNear(std::size_t byteOffset) const {
  std::string best;
  std::size_t bestOffset = 0;
  for (const auto& [pointer, offset] : valueOffsets_) {
    if (offset <= byteOffset && (offset > bestOffset || (offset == bestOffset && pointer.size() > best.size()))) {
      best = pointer;
      bestOffset = offset;
    }
  }
  return best;
}

TextPosition JsonSourceMap::keyAt(std::string_view pointer) const {
  if (const auto it = keyOffsets_.find(std::string(pointer)); it != keyOffsets_.end()) {
    return lines_.positionOf(it->second);
  }
  return valueAt(pointer);
}

}  // namespace perihelion::data
