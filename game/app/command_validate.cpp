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
    const std::size_t n = system->bodies.size();
    std::cout << file << ": ok (" << n << (n == 1 ? " body)\n" : " bodies)\n");
  }
  return status;
}

}  // namespace perihelion::app
