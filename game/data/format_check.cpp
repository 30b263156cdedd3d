#include "data/format_check.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace perihelion::data {
namespace {

using nlohmann::json;

std::string formatNumber(double x) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.10g", x);
  return buffer;
}

std::string describeRange(const NumberRange& r) {
  return (r.minExclusive ? "(" : "[") + formatNumber(r.min) + ", " + formatNumber(r.max) +
         (r.maxExclusive ? ")" : "]");
}

std::string_view typeNoun(const FieldSpec& f) {
  switch (f.type) {
    case ValueType::Number: return "a number";
    case ValueType::Integer: return "an integer";
    case ValueType::String: return "a string";
    case ValueType::Object: return "an object";
    case ValueType::ArrayOfObjects: return "an array of objects";
    case ValueType::ArrayOfStrings: return "an array of strings";
    case ValueType::ArrayOfNumbers: return "an array of numbers";
  }
  return "a value";
}

bool hasType(const json& v, ValueType type) {
  switch (type) {
    case ValueType::Number: return v.is_number();
    case ValueType::Integer: return v.is_number() && std::trunc(v.get<double>()) == v.get<double>();
    case ValueType::String: return v.is_string();
    case ValueType::Object: return v.is_object();
    case ValueType::ArrayOfObjects:
    case ValueType::ArrayOfStrings:
    case ValueType::ArrayOfNumbers: return v.is_array();
  }
  return false;
}

/// Characters (UTF-8 code points) in a string: what JSON Schema's maxLength counts.
std::size_t characterCount(const std::string& s) {
  return static_cast<std::size_t>(
      std::count_if(s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

bool isName(const std::string& s) {
  const auto space = [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; };
  const bool control = std::any_of(s.begin(), s.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20; });
  return !s.empty() && !control && !space(s.front()) && !space(s.back());
}

bool isHexColor(const std::string& s) {
  return s.size() == 7 && s[0] == '#' &&
         std::all_of(s.begin() + 1, s.end(), [](char c) { return std::isxdigit(static_cast<unsigned char>(c)); });
}

std::string joinQuoted(std::span<const std::string_view> words) {
  std::string out;
  for (std::size_t k = 0; k < words.size(); ++k) {
    if (k > 0) out += k + 1 == words.size() ? " or " : ", ";
    out += "\"" + std::string(words[k]) + "\"";
  }
  return out;
}

void checkString(const json& v, const std::string& pointer, const FieldSpec& f, DiagnosticSink& sink) {
  const std::string& s = v.get_ref<const std::string&>();
  const std::string found = ", found " + describeValue(v);
  if (!f.allowed.empty() && std::find(f.allowed.begin(), f.allowed.end(), s) == f.allowed.end()) {
    sink.error(DiagnosticCode::BadValue, pointer, "expected " + joinQuoted(f.allowed) + found);
  } else if (characterCount(s) > f.maxLength) {
    sink.error(DiagnosticCode::BadValue, pointer,
               "expected a string of at most " + std::to_string(f.maxLength) + " characters, found " +
                   std::to_string(characterCount(s)));
  } else if (f.format == StringFormat::NonEmpty &&
             std::all_of(s.begin(), s.end(), [](char c) { return std::isspace(static_cast<unsigned char>(c)); })) {
    sink.error(DiagnosticCode::BadValue, pointer, "expected a non-empty string" + found);
  } else if (f.format == StringFormat::Name && !isName(s)) {
    sink.error(DiagnosticCode::BadValue, pointer,
               "expected a name with no control characters and no spaces at either end" + found);
  } else if (f.format == StringFormat::HexColor && !isHexColor(s)) {
    sink.error(DiagnosticCode::BadValue, pointer, "expected a colour \"#RRGGBB\"" + found);
  }
}

void checkField(const json& v, const std::string& pointer, const FieldSpec& f, DiagnosticSink& sink);

void checkArray(const json& v, const std::string& pointer, const FieldSpec& f, DiagnosticSink& sink) {
  if (v.size() < f.minItems || v.size() > f.maxItems) {
    sink.error(DiagnosticCode::OutOfRange, pointer,
               "expected " + std::to_string(f.minItems) + (f.minItems == f.maxItems ? "" : " to " + std::to_string(f.maxItems)) +
                   " items, found " + std::to_string(v.size()));
  }
  const FieldSpec item = f.type == ValueType::ArrayOfObjects ? f : itemSpec(f);
  for (std::size_t k = 0; k < v.size(); ++k) {
    const std::string itemPointer = pointer + "/" + std::to_string(k);
    if (f.type == ValueType::ArrayOfObjects) {
      checkObject(v[k], itemPointer, *f.object, sink);
    } else {
      checkField(v[k], itemPointer, item, sink);
    }
  }
}

void checkField(const json& v, const std::string& pointer, const FieldSpec& f, DiagnosticSink& sink) {
  if (!hasType(v, f.type)) {
    sink.error(DiagnosticCode::WrongType, pointer,
               "expected " + std::string(typeNoun(f)) + ", found " + describeValue(v));
    return;
  }
  switch (f.type) {
    case ValueType::Number:
    case ValueType::Integer:
      if (!f.range.contains(v.get<double>())) {
        sink.error(DiagnosticCode::OutOfRange, pointer,
                   "expected " + std::string(typeNoun(f)) + " in " + describeRange(f.range) + ", found " +
                       describeValue(v) + (f.rangeNote.empty() ? "" : ": " + std::string(f.rangeNote)));
      }
      break;
    case ValueType::String: checkString(v, pointer, f, sink); break;
    case ValueType::Object: checkObject(v, pointer, *f.object, sink); break;
    case ValueType::ArrayOfObjects:
    case ValueType::ArrayOfStrings:
    case ValueType::ArrayOfNumbers: checkArray(v, pointer, f, sink); break;
  }
}

std::string suggestion(std::string_view key, const ObjectSpec& spec) {
  if (key.size() > 64) return {};
  const FieldSpec* best = nullptr;
  std::size_t bestDistance = std::max<std::size_t>(2, key.size() / 3) + 1;
  for (const FieldSpec& f : spec.fields) {
    const std::size_t d = editDistance(key, f.key);
    if (d < bestDistance) {
      best = &f;
      bestDistance = d;
    }
  }
  return best ? "; did you mean \"" + std::string(best->key) + "\"?" : std::string();
}

/// "money, resources, rare": the keys a closed object takes.
std::string knownKeys(const ObjectSpec& spec) {
  std::string out;
  for (const FieldSpec& f : spec.fields) out += (out.empty() ? "" : ", ") + std::string(f.key);
  return out;
}

bool conditionHolds(const json& object, const PresenceCondition& c) {
  const auto it = object.find(c.siblingKey);
  if (it == object.end() || !it->is_string()) return false;
  const std::string& value = it->get_ref<const std::string&>();
  return std::find(c.siblingValues.begin(), c.siblingValues.end(), value) != c.siblingValues.end();
}

}  // namespace

std::string shortened(const std::string& text) {
  if (text.size() <= 42) return text;
  std::size_t cut = 40;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;  // not inside a character
  return text.substr(0, cut) + "...";
}

void DiagnosticSink::report(Severity severity, DiagnosticCode code, const std::string& pointer,
                            std::string message, bool atKey) {
  std::size_t& count = severity == Severity::Error ? errors_ : warnings_;
  if (count > kMaxDiagnostics) return;
  const TextPosition at = atKey ? map_.keyAt(pointer) : map_.valueAt(pointer);
  if (count++ == kMaxDiagnostics) {
    const char* what = severity == Severity::Error ? "errors" : "warnings";
    out_.push_back({severity, DiagnosticCode::TooManyErrors, pointer, at.line, at.column,
                    std::string("too many ") + what + "; stopped reporting them after " + std::to_string(kMaxDiagnostics)});
    return;
  }
  out_.push_back({severity, code, pointer, at.line, at.column, std::move(message)});
}

std::string describeValue(const json& value) {
  switch (value.type()) {
    case json::value_t::object: return "an object";
    case json::value_t::array: return "an array";
    case json::value_t::null: return "null";
    case json::value_t::boolean: return value.get<bool>() ? "true" : "false";
    case json::value_t::string: {
      const std::string s = value.dump(-1, ' ', false, json::error_handler_t::replace);
      return "a string " + (s.size() > 42 ? shortened(s) + "\"" : s);
    }
    default: return shortened(value.dump());  // a number may have a million digits
  }
}

std::size_t editDistance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

void checkObject(const json& value, const std::string& pointer, const ObjectSpec& spec, DiagnosticSink& sink) {
  if (!value.is_object()) {
    sink.error(DiagnosticCode::WrongType, pointer,
               "expected an object (" + std::string(spec.title) + "), found " + describeValue(value));
    return;
  }
  for (const auto& [key, member] : value.items()) {
    if (!spec.field(key)) {
      sink.report(spec.closed ? Severity::Error : Severity::Warning, DiagnosticCode::UnknownKey,
                  pointer + "/" + escapePointerToken(key),
                  "unknown key \"" + shortened(key) + "\" in " + std::string(spec.title) +
                      (spec.closed ? ": expected one of " + knownKeys(spec) : " (ignored)" + suggestion(key, spec)),
                  true);
    }
  }
  for (const FieldSpec& f : spec.fields) {
    const std::string fieldPointer = pointer + "/" + escapePointerToken(f.key);
    const auto it = value.find(f.key);
    const bool present = it != value.end();
    if (f.presentExactlyWhen) {
      const PresenceCondition& c = *f.presentExactlyWhen;
      const bool wanted = conditionHolds(value, c);
      if (wanted && !present) {
        sink.error(DiagnosticCode::MissingField, pointer,
                   "expected \"" + std::string(f.key) + "\" when \"" + std::string(c.siblingKey) + "\" is " +
                       c.valuesText() + ", found none");
      } else if (!wanted && present) {
        sink.error(DiagnosticCode::FieldNotAllowed, fieldPointer,
                   "expected no \"" + std::string(f.key) + "\" unless \"" + std::string(c.siblingKey) +
                       "\" is " + c.valuesText() + ", found " + describeValue(*it));
        continue;
      }
    } else if (f.required && !present) {
      sink.error(DiagnosticCode::MissingField, pointer,
                 "expected a field \"" + std::string(f.key) + "\" (" + std::string(typeNoun(f)) + ") in " +
                     std::string(spec.title) + ", found none");
    }
    if (present) checkField(*it, fieldPointer, f, sink);
  }
}

}  // namespace perihelion::data
