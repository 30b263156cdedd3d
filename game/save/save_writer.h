// Writes a saved game as JSON text (the format of save/save_fields.h). Numbers are written so that
// they read back to the same bits: integers as integers, doubles in the shortest form that rounds
// back to the same double (nlohmann/json's Grisu2 output), -0 as -0.0.
#pragma once

#include <string>

#include "save/saved_game.h"

namespace perihelion::save {

/// The name of the schema a save's "$schema" gives (`perihelion schema save` prints it).
inline constexpr const char* kSaveSchemaName = "perihelion-save.schema.json";

std::string saveText(const SavedGame& game);

}  // namespace perihelion::save
