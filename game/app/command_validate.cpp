#include <iostream>

#include "commands.h"
#include "loaded_system.h"

namespace perihelion::app {

int runValidate(const std::vector<std::string>& files) {
  int status = kExitOk;
  for (const std::string& file : files) {
    const auto system = loadAndReport(file);
    if (!system) {
      status = kExitInputError;
      continue;
    }
    std::cout << file << ": ok (" << system->bodies.size() << " bodies)\n";
  }
  return status;
}

}  // namespace perihelion::app
