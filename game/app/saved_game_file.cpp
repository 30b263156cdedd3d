#include "saved_game_file.h"

#include <fstream>

#include "save/save_reader.h"
#include "save/save_writer.h"

namespace perihelion::app {

std::variant<save::RestoredGame, std::vector<std::string>> readSavedGame(const std::filesystem::path& file) {
  std::vector<std::string> errors;
  const data::FileText text = data::readDataFile(file, save::kMaxSaveBytes);
  for (const data::Diagnostic& d : text.diagnostics) errors.push_back(data::formatDiagnostic(d, file.string()));
  if (!text.text) return errors;
  data::Loaded<save::SavedGame> saved = save::parseSave(*text.text);
  for (const data::Diagnostic& d : saved.diagnostics) errors.push_back(data::formatDiagnostic(d, file.string()));
  if (!saved.value) return errors;
  save::RestoredGame restored = save::restoreGame(std::move(*saved.value), file.string(), *text.text);
  if (!restored.errors.empty()) return restored.errors;
  return restored;
}

std::string writeSavedGame(const std::filesystem::path& file, const save::SavedGame& game) {
  std::error_code ec;
  if (file.has_parent_path()) std::filesystem::create_directories(file.parent_path(), ec);
  const std::filesystem::path temporary = file.string() + ".part";
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    out << save::saveText(game);
    out.close();
    if (!out) return "cannot write " + temporary.string();
  }
  std::filesystem::rename(temporary, file, ec);
  return ec ? "cannot write " + file.string() + ": " + ec.message() : std::string();
}

}  // namespace perihelion::app
