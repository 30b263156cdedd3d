// The JSON Schema of saved games, made from the same field declarations as the writer and the reader
// (save/save_fields.h): `perihelion schema save` prints it, for tools that read saves.
#pragma once

#include <string>

namespace perihelion::save {

std::string saveSchemaText();

}  // namespace perihelion::save
