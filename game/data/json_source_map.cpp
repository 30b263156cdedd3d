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

namespace {

/// One pass over a JSON text that records where each value and each key starts, by JSON pointer.
/// A state machine with an explicit stack, so no input, however deep, can overflow the call stack.
class SourceScanner {
 public:
  SourceScanner(std::string_view text, std::unordered_map<std::string, std::size_t>& values,
                std::unordered_map<std::string, std::size_t>& keys, std::vector<std::string>& duplicates)
      : text_(text), values_(values), keys_(keys), duplicates_(duplicates) {
    // A UTF-8 byte order mark, which the parser skips too; offsets stay those of the original text.
    if (text_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = 3;
  }

  /// Scans to the end, or to the first place where the text is not JSON (positions stop there).
  void scan() {
    while (true) {
      skipSpace();
      if (pos_ >= text_.size()) return;
      const bool ok = expect_ == Expect::Value ? readValue() : expect_ == Expect::KeyOrEnd ? readKeyOrEnd() : readCommaOrEnd();
      if (!ok) return;
    }
  }

 private:
  struct Container {
    bool isObject = false;
    std::string pointer;
    std::size_t index = 0;
    std::unordered_set<std::string> keys;
  };
  enum class Expect { Value, KeyOrEnd, CommaOrEnd };

  void skipSpace() {
    while (pos_ < text_.size() && isSpace(text_[pos_])) ++pos_;
  }

  bool readValue() {
    const char c = text_[pos_];
    values_.insert_or_assign(pending_, pos_);
    if (c == '{' || c == '[') {
      stack_.push_back({c == '{', pending_, 0, {}});
      ++pos_;
      skipSpace();
      if (c == '{') {
        expect_ = Expect::KeyOrEnd;
      } else if (pos_ < text_.size() && text_[pos_] == ']') {  // an empty array
        ++pos_;
        stack_.pop_back();
        expect_ = Expect::CommaOrEnd;
      } else {
        pending_ = stack_.back().pointer + "/0";
      }
      return true;
    }
    if (c == '"') {
      readString(text_, pos_, nullptr);
    } else {  // number, true, false, null
      while (pos_ < text_.size() && !isSpace(text_[pos_]) && text_[pos_] != ',' && text_[pos_] != ']' &&
             text_[pos_] != '}') {
        ++pos_;
      }
    }
    expect_ = Expect::CommaOrEnd;
    return true;
  }

  bool readKeyOrEnd() {
    if (text_[pos_] == '}') {
      ++pos_;
      stack_.pop_back();
      expect_ = Expect::CommaOrEnd;
      return true;
    }
    if (text_[pos_] != '"' || stack_.empty()) return false;
    const std::size_t keyStart = pos_;
    std::string key;
    readString(text_, pos_, &key);
    Container& object = stack_.back();
    pending_ = object.pointer + "/" + escapePointerToken(key);
    if (!object.keys.insert(key).second) duplicates_.push_back(pending_);
    keys_.insert_or_assign(pending_, keyStart);
    skipSpace();
    if (pos_ >= text_.size() || text_[pos_] != ':') return false;
    ++pos_;
    expect_ = Expect::Value;
    return true;
  }

  bool readCommaOrEnd() {
    if (stack_.empty()) return false;  // text after the document
    Container& container = stack_.back();
    const char c = text_[pos_];
    if (c == ',') {
      ++pos_;
      if (container.isObject) {
        expect_ = Expect::KeyOrEnd;
      } else {
        pending_ = container.pointer + "/" + std::to_string(++container.index);
        expect_ = Expect::Value;
      }
      return true;
    }
    if (c != '}' && c != ']') return false;
    ++pos_;
    stack_.pop_back();
    return true;
  }

  std::string_view text_;
  std::unordered_map<std::string, std::size_t>& values_;
  std::unordered_map<std::string, std::size_t>& keys_;
  std::vector<std::string>& duplicates_;
  std::vector<Container> stack_;
  std::string pending_;  ///< pointer of the value about to be read
  Expect expect_ = Expect::Value;
  std::size_t pos_ = 0;
};

}  // namespace

JsonSourceMap::JsonSourceMap(std::string_view text) : lines_(text) {
  SourceScanner(text, valueOffsets_, keyOffsets_, duplicateKeys_).scan();
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
