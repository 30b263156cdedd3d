#include "data/diagnostic.h"

#include <algorithm>

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

std::string formatDiagnostic(const Diagnostic& d, std::string_view file) {
  std::string out(file);
  if (d.line > 0) out += ":" + std::to_string(d.line) + ":" + std::to_string(d.column);
  out += d.severity == Severity::Error ? ": error: " : ": warning: ";
  if (d.line > 0 || !d.pointer.empty()) {
    out += d.pointer.empty() ? std::string_view("/") : std::string_view(d.pointer);
    out += ": ";
  }
  out += d.message;
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
