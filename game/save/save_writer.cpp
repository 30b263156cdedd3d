#include "save/save_writer.h"

#include <cmath>
#include <limits>
#include <type_traits>

#include <nlohmann/json.hpp>

#include "save/field_types.h"
#include "save/save_fields.h"

namespace perihelion::save {
namespace {

using Json = nlohmann::ordered_json;

/// Puts each field into a JSON object.
class Writer {
 public:
  explicit Writer(Json& out) : out_(out) { out_ = Json::object(); }

  template <class T>
  void operator()(std::string_view key, const T& value) {
    out_[std::string(key)] = toJson(value);
  }
  template <class E, std::size_t N>
  void choice(std::string_view key, E value, const std::array<std::string_view, N>& names) {
    out_[std::string(key)] = std::string(names[static_cast<std::size_t>(value)]);
  }
  void orNever(std::string_view key, double seconds) {
    out_[std::string(key)] = std::isinf(seconds) && seconds < 0.0 ? Json(nullptr) : Json(seconds);
  }
  template <class Resize, class Row>
  void rows(std::string_view key, std::size_t n, Resize&&, Row&& row) {
    Json array = Json::array();
    for (std::size_t i = 0; i < n; ++i) {
      Json item;
      Writer w(item);
      row(w, i);
      array.push_back(std::move(item));
    }
    out_[std::string(key)] = std::move(array);
  }

 private:
  template <class T>
  static Json toJson(const T& value) {
    if constexpr (std::is_same_v<T, bool> || std::is_arithmetic_v<T> || std::is_same_v<T, std::string>) {
      return Json(value);
    } else if constexpr (IsId<T>::value) {
      return Json(value.value);
    } else if constexpr (std::is_same_v<T, glm::dvec3>) {
      return Json::array({value.x, value.y, value.z});
    } else if constexpr (IsOptional<T>::value) {
      return value ? toJson(*value) : Json(nullptr);
    } else if constexpr (IsVector<T>::value || IsArray<T>::value) {
      Json array = Json::array();
      for (const auto& item : value) array.push_back(toJson(item));
      return array;
    } else {
      Json object;
      Writer w(object);
      // The fields are declared once for reading and writing, on a mutable value; writing changes nothing.
      fields(w, const_cast<T&>(value));
      return object;
    }
  }

  Json& out_;
};

}  // namespace

std::string saveText(const SavedGame& game) {
  Json root;
  root["$schema"] = kSaveSchemaName;
  Json rest;
  Writer w(rest);
  fields(w, const_cast<SavedGame&>(game));
  root.update(rest);
  return root.dump(1) + "\n";
}

}  // namespace perihelion::save
