#include "data/json_document.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <map>
#include <sstream>
#include <system_error>

#include "data/json_source_map.h"

namespace perihelion::data {
namespace {

using nlohmann::json;

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

/// nlohmann writes the control characters of its "last read" excerpt as "<U+001B>"; as "\u001b", they
/// read as every other escaped character in a message (diagnostic.h, printableText).
std::string jsonStyleEscapes(const std::string& text) {
  std::string out;
  for (std::size_t k = 0; k < text.size();) {
    const bool escape = text.compare(k, 3, "<U+") == 0 && k + 8 <= text.size() && text[k + 7] == '>' &&
                        std::all_of(text.begin() + static_cast<std::ptrdiff_t>(k + 3), text.begin() + static_cast<std::ptrdiff_t>(k + 7),
                                    [](char c) { return std::isxdigit(static_cast<unsigned char>(c)) != 0; });
    if (!escape) {
      out += text[k++];
      continue;
    }
    out += "\\u";
    for (std::size_t j = k + 3; j < k + 7; ++j) out += static_cast<char>(std::tolower(static_cast<unsigned char>(text[j])));
    k += 8;
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
  return jsonStyleEscapes(validUtf8(message));
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

Diagnostic positionless(DiagnosticCode code, std::string message) {
  return {Severity::Error, code, "", 0, 0, std::move(message)};
}

/// A file, or text, over the size limit (checked before reading a file, and again on text in memory).
Diagnostic fileTooLarge(std::uintmax_t size, std::size_t maxBytes) {
  return positionless(DiagnosticCode::FileTooLarge,
                      "expected at most " + std::to_string(maxBytes) + " bytes, found " + std::to_string(size));
}

/// ASCII lower case, for names compared without regard to case.
std::string lowerCase(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

}  // namespace

double numberOr(const json& object, const ObjectSpec& spec, std::string_view key) {
  if (const auto it = object.find(key); it != object.end()) return it->get<double>();
  const FieldSpec* f = spec.field(key);
  return f && f->defaultNumber ? *f->defaultNumber : 0.0;
}

std::string stringOr(const json& object, const ObjectSpec& spec, std::string_view key) {
  if (const auto it = object.find(key); it != object.end()) return it->get<std::string>();
  const FieldSpec* f = spec.field(key);
  return f ? std::string(f->defaultString) : std::string();
}

const json& memberOr(const json& object, std::string_view key) {
  static const json kAbsent;  // null: no items, no members
  if (const auto it = object.find(key); it != object.end()) return *it;
  return kAbsent;
}

const ObjectSpec& nestedSpec(const ObjectSpec& parent, std::string_view key) { return *parent.field(key)->object; }

void checkUniqueNames(const json& array, const std::string& arrayPointer, DiagnosticSink& sink, std::string_view noun,
                      const std::string& key) {
  std::map<std::string, std::size_t> firstIndexByName;
  for (std::size_t k = 0; k < array.size(); ++k) {
    const json& item = array[k];
    if (!item.is_object()) continue;
    const auto name = item.find(key);
    if (name == item.end() || !name->is_string()) continue;
    const auto [it, inserted] = firstIndexByName.emplace(lowerCase(name->get<std::string>()), k);
    if (!inserted) {
      sink.error(DiagnosticCode::DuplicateName, arrayPointer + "/" + std::to_string(k) + "/" + key,
                 "expected a unique " + std::string(noun) + ", found " + describeValue(*name) + " again (first at " + arrayPointer + "/" +
                     std::to_string(it->second) + ")");
    }
  }
}

ParsedJson parseJsonText(std::string_view text, std::size_t maxBytes) {
  ParsedJson result;
  auto& out = result.diagnostics;
  if (text.size() > maxBytes) {
    out.push_back(fileTooLarge(text.size(), maxBytes));
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
  result.root = std::move(root);
  return result;
}

CheckedDocument checkDocument(std::string_view text, const ObjectSpec& format, const CrossChecks& crossChecks) {
  CheckedDocument result;
  auto& out = result.diagnostics;
  ParsedJson parsed = parseJsonText(text);
  if (!parsed.root) {
    out = std::move(parsed.diagnostics);
    return result;
  }
  json& root = *parsed.root;
  const JsonSourceMap map(text);
  DiagnosticSink sink(map, out);
  for (const std::string& pointer : map.duplicateKeys()) {
    sink.report(Severity::Warning, DiagnosticCode::DuplicateKey, pointer,
                "expected each key once in an object, found it again (the last one is used)", true);
  }
  checkObject(root, "", format, sink);
  if (crossChecks && root.is_object()) crossChecks(root, sink);
  std::stable_sort(out.begin(), out.end(), [](const Diagnostic& a, const Diagnostic& b) {
    return std::tie(a.line, a.column) < std::tie(b.line, b.column);
  });
  if (!hasErrors(out)) result.root = std::move(root);
  return result;
}

FileText readDataFile(const std::filesystem::path& path, std::size_t maxBytes) {
  FileText result;
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) {
    result.diagnostics.push_back(positionless(
        DiagnosticCode::FileUnreadable,
        ec || !std::filesystem::exists(path, ec) ? "cannot read the file: no such file" : "cannot read: not a regular file"));
    return result;
  }
  const auto size = std::filesystem::file_size(path, ec);
  if (!ec && size > maxBytes) {
    result.diagnostics.push_back(fileTooLarge(size, maxBytes));
    return result;
  }
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  if (!in.good() && !in.eof()) {
    result.diagnostics.push_back(positionless(DiagnosticCode::FileUnreadable, "cannot read the file"));
    return result;
  }
  result.text = text.str();
  return result;
}

}  // namespace perihelion::data
