#include "save/save_schema.h"

#include <limits>
#include <type_traits>

#include <nlohmann/json.hpp>

#include "save/field_types.h"
#include "save/save_fields.h"
#include "save/save_writer.h"

namespace perihelion::save {
namespace {

using Json = nlohmann::ordered_json;

/// Describes each field: its type, range and enumeration; every key required, no other allowed.
class Describer {
 public:
  explicit Describer(Json& object) : object_(object) {
    object_ = {{"type", "object"}, {"properties", Json::object()}, {"required", Json::array()}, {"additionalProperties", false}};
  }

  template <class T>
  void operator()(std::string_view key, T&) {
    add(key, schemaOf<T>());
  }
  template <class E, std::size_t N>
  void choice(std::string_view key, E&, const std::array<std::string_view, N>& names) {
    Json e = Json::array();
    for (const std::string_view n : names) e.push_back(std::string(n));
    add(key, {{"enum", e}});
  }
  void orNever(std::string_view key, double&) {
    add(key, {{"type", {"number", "null"}}, {"description", "TT seconds since J2000.0; null: never"}});
  }
  template <class Resize, class Row>
  void rows(std::string_view key, std::size_t&, Resize&& resize, Row&& row) {
    Json item;
    Describer d(item);
    resize(1);  // a row to describe (the value described is a scratch one)
    row(d, 0);
    add(key, {{"type", "array"}, {"items", item}});
  }

  template <class T>
  static Json schemaOf() {
    if constexpr (std::is_same_v<T, bool>) {
      return {{"type", "boolean"}};
    } else if constexpr (std::is_integral_v<T>) {
      return {{"type", "integer"}, {"minimum", std::numeric_limits<T>::min()}, {"maximum", std::numeric_limits<T>::max()}};
    } else if constexpr (std::is_same_v<T, double>) {
      return {{"type", "number"}};
    } else if constexpr (std::is_same_v<T, std::string>) {
      return {{"type", "string"}};
    } else if constexpr (IsId<T>::value) {
      return schemaOf<std::uint32_t>();
    } else if constexpr (std::is_same_v<T, glm::dvec3>) {
      return {{"type", "array"}, {"items", {{"type", "number"}}}, {"minItems", 3}, {"maxItems", 3}};
    } else if constexpr (IsOptional<T>::value) {
      return {{"anyOf", Json::array({Json{{"type", "null"}}, schemaOf<typename T::value_type>()})}};
    } else if constexpr (IsVector<T>::value) {
      return {{"type", "array"}, {"items", schemaOf<typename T::value_type>()}};
    } else if constexpr (IsArray<T>::value) {
      const std::size_t n = std::tuple_size_v<T>;
      return {{"type", "array"}, {"items", schemaOf<typename T::value_type>()}, {"minItems", n}, {"maxItems", n}};
    } else {
      Json object;
      Describer d(object);
      T value{};
      fields(d, value);
      return object;
    }
  }

 private:
  void add(std::string_view key, Json schema) {
    object_["properties"][std::string(key)] = std::move(schema);
    object_["required"].push_back(std::string(key));
  }

  Json& object_;
};

}  // namespace

std::string saveSchemaText() {
  Json schema = Describer::schemaOf<SavedGame>();
  Json root = {{"$schema", "https://json-schema.org/draft/2020-12/schema"},
               {"$id", kSaveSchemaName},
               {"title", "Perihelion saved game"},
               {"description", "A game saved by Perihelion (format_version 1): written by the game, read back by "
                               "perihelion --load and perihelion simulate --load. Numbers read back to the same bits."}};
  root.update(schema);
  root["properties"]["$schema"] = {{"type", "string"}};
  root["properties"]["format_version"] = {{"const", kSaveFormatVersion}};
  return root.dump(2) + "\n";
}

}  // namespace perihelion::save
