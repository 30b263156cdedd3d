// What kind of value a field of save/save_fields.h holds, for the archives that walk them (the writer,
// the reader, the schema): each turns an id, a vector, an optional or a fixed array its own way.
#pragma once

#include <array>
#include <optional>
#include <type_traits>
#include <vector>

#include "world/entity_id.h"

namespace perihelion::save {

template <class T> struct IsVector : std::false_type {};
template <class T> struct IsVector<std::vector<T>> : std::true_type {};
template <class T> struct IsOptional : std::false_type {};
template <class T> struct IsOptional<std::optional<T>> : std::true_type {};
template <class T> struct IsArray : std::false_type {};
template <class T, std::size_t N> struct IsArray<std::array<T, N>> : std::true_type {};
template <class T> struct IsId : std::false_type {};
template <class Tag> struct IsId<world::EntityId<Tag>> : std::true_type {};

}  // namespace perihelion::save
