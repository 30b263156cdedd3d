#include "data/diagnostic.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>

namespace perihelion::data {

std::string_view codeName(DiagnosticCode code) {
  switch (code) {
#define PERIHELION_DIAGNOSTIC_NAME(id, text) \
  case DiagnosticCode::id:                   \
    return text;
    PERIHELION_DIAGNOSTIC_CODES(PERIHELION_DIAGNOSTIC_NAME)
#undef PERIHELION_DIAGNOSTIC_NAME
  }
  return "unknown";
}

namespace {

/// Length of the well-formed UTF-8 sequence at `k` (RFC 3629: no overlong forms, no surrogates, at
/// most U+10FFFF), 0 when there is none; its code point in `codePoint`.
std::size_t utf8SequenceAt(std::string_view s, std::size_t k, std::uint32_t& codePoint) {
  const auto byte = [&](std::size_t j) { return static_cast<unsigned char>(s[j]); };
  const unsigned char lead = byte(k);
  std::size_t length = 0;
  std::uint32_t min = 0;
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2, min = 0x80, codePoint = lead & 0x1Fu;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3, min = 0x800, codePoint = lead & 0x0Fu;
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4, min = 0x10000, codePoint = lead & 0x07u;
  } else {
    return 0;
  }
  if (k + length > s.size()) return 0;
  for (std::size_t j = 1; j < length; ++j) {
    if ((byte(k + j) & 0xC0) != 0x80) return 0;
    codePoint = (codePoint << 6) | (byte(k + j) & 0x3Fu);
  }
  const bool surrogate = codePoint >= 0xD800 && codePoint <= 0xDFFF;
  return codePoint < min || codePoint > 0x10FFFF || surrogate ? 0 : length;
}

/// Characters a terminal or a text layout acts on rather than shows.
bool isControl(std::uint32_t c) {
  return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x2028 || c == 0x2029 || (c >= 0x202A && c <= 0x202E) ||
         (c >= 0x2066 && c <= 0x2069);
}

void appendEscape(std::string& out, std::uint32_t c) {
  switch (c) {
    case '\b': out += "\\b"; return;
    case '\t': out += "\\t"; return;
    case '\n': out += "\\n"; return;
    case '\f': out += "\\f"; return;
    case '\r': out += "\\r"; return;
    default: break;
  }
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "\\u%04x", static_cast<unsigned>(c));
  out += buffer;
}

}  // namespace

std::string printableText(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t k = 0; k < text.size();) {
    const auto c = static_cast<unsigned char>(text[k]);
    if (c < 0x80) {
      if (isControl(c)) {
        appendEscape(out, c);
      } else {
        out += static_cast<char>(c);
      }
      ++k;
      continue;
    }
    std::uint32_t codePoint = 0;
    const std::size_t length = utf8SequenceAt(text, k, codePoint);
    if (length == 0) {
      char buffer[16];
      std::snprintf(buffer, sizeof buffer, "\\x%02x", static_cast<unsigned>(c));
      out += buffer;
      ++k;
    } else {
      if (isControl(codePoint)) {
        appendEscape(out, codePoint);
      } else {
        out.append(text.substr(k, length));
      }
      k += length;
    }
  }
  return out;
}

std::string formatDiagnostic(const Diagnostic& d, std::string_view file) {
  std::string out = printableText(file);
  if (d.line > 0) out += ":" + std::to_string(d.line) + ":" + std::to_string(d.column);
  out += d.severity == Severity::Error ? ": error: " : ": warning: ";
  if (d.line > 0 || !d.pointer.empty()) {
    out += d.pointer.empty() ? std::string("/") : printableText(d.pointer);
    out += ": ";
  }
  out += printableText(d.message);
  out += " [";
  out += codeName(d.code);
  out += "]";
  return out;
}

bool hasErrors(const std::vector<Diagnostic>& diagnostics) {
  return std::any_of(diagnostics.begin(), diagnostics.end(),
                     [](const Diagnostic& d) { return d.severity == Severity::Error; });
}

}  // namespace perihelion::data
