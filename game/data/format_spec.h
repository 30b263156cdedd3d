// The vocabulary for declaring a data format once: each field's key, type, range, default and meaning.
// The same declaration drives the loader's checks and the JSON Schema that editors use
// (json_schema_writer.h), so the two cannot disagree.
#pragma once

#include <limits>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace perihelion::data {

enum class ValueType {
  Number,
  Integer,
  String,
  Object,
  ArrayOfObjects,
  ArrayOfStrings,  ///< each item checked like a String field (format, allowed, maxLength)
  ArrayOfNumbers,  ///< each item checked like a Number field (range)
};

enum class StringFormat {
  Any,       ///< any string
  NonEmpty,  ///< at least one character that is not white space
  Name,      ///< a name: no control characters, no white space at either end
  HexColor,  ///< "#RRGGBB"
};

struct NumberRange {
  double min = std::numeric_limits<double>::lowest();
  double max = std::numeric_limits<double>::max();
  bool minExclusive = false;
  bool maxExclusive = false;

  bool contains(double x) const {
    return (minExclusive ? x > min : x >= min) && (maxExclusive ? x < max : x <= max);
  }
};

/// A field that must be present exactly when a sibling string field has a given value
/// ("orbit" exactly when "kind" is "planet"), and must be absent otherwise.
struct PresenceCondition {
  std::string_view siblingKey;
  std::span<const std::string_view> siblingValues;  ///< the field is present exactly when the sibling is one of these

  /// "\"planet\"" or "\"planet\" or \"dwarf_planet\"", for messages.
  std::string valuesText() const {
    std::string out;
    for (std::size_t k = 0; k < siblingValues.size(); ++k) {
      out += (k == 0 ? "\"" : k + 1 == siblingValues.size() ? " or \"" : ", \"") + std::string(siblingValues[k]) + "\"";
    }
    return out;
  }
};

struct ObjectSpec;

struct FieldSpec {
  std::string_view key;
  ValueType type = ValueType::Number;
  bool required = false;
  std::string_view description;  ///< one sentence with the unit; copied into the JSON Schema
  NumberRange range{};
  std::string_view rangeNote{};  ///< appended to an out-of-range message: why the range is what it is
  std::optional<double> defaultNumber{};
  std::string_view defaultString{};
  StringFormat format = StringFormat::Any;
  std::span<const std::string_view> allowed{};  ///< the only strings allowed, when not empty
  std::size_t maxLength = 256;                  ///< strings: characters (UTF-8 code points), as JSON Schema counts
  const ObjectSpec* object = nullptr;           ///< Object, or the items of ArrayOfObjects
  std::size_t minItems = 0;                     ///< arrays: fewest items
  std::size_t maxItems = 100000;                ///< arrays: most items
  std::optional<PresenceCondition> presentExactlyWhen{};
};

struct ObjectSpec {
  std::string_view title;
  std::string_view description;
  std::span<const FieldSpec> fields;
  /// An unknown key is an error, not a warning: where a typo would silently mean something else (a cost
  /// in a material that does not exist would cost nothing).
  bool closed = false;

  const FieldSpec* field(std::string_view key) const {
    for (const FieldSpec& f : fields) {
      if (f.key == key) return &f;
    }
    return nullptr;
  }
};

/// The item of an array of strings or numbers, described as a field of its own (same range, format
/// and enumeration): what the checker checks each item against and the schema writer describes.
inline FieldSpec itemSpec(const FieldSpec& array) {
  FieldSpec item = array;
  item.type = array.type == ValueType::ArrayOfStrings ? ValueType::String : ValueType::Number;
  return item;
}

/// The fields at the root of every data file: the schema it names (for editors), its format version
/// and a free-text note.
inline constexpr FieldSpec kSchemaField{.key = "$schema", .type = ValueType::String,
                                        .description = "The JSON Schema this file follows, for editors."};
inline constexpr FieldSpec kFormatVersionField{.key = "format_version", .type = ValueType::Integer,
                                               .description = "Format version; 1.", .range = {1.0, 1.0},
                                               .defaultNumber = 1.0};
inline constexpr FieldSpec kRootNoteField{.key = "note", .type = ValueType::String, .description = "Free text.",
                                          .maxLength = 4000};

/// The fields every item of a list of types or bodies has: its unique name and a free-text note.
inline constexpr FieldSpec kUniqueNameField{.key = "name", .type = ValueType::String, .required = true,
                                            .description = "Unique name (compared without regard to case).",
                                            .format = StringFormat::Name, .maxLength = 64};
inline constexpr FieldSpec kItemNoteField{.key = "note", .type = ValueType::String, .description = "Free text.",
                                          .maxLength = 1000};

}  // namespace perihelion::data
