#include "desktop/lan_host_process.h"

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <fcntl.h>
#include <fstream>
#include <sstream>
#include <thread>

namespace perihelion::app {

LanHostRequest lanHostRequest(std::vector<std::string> players, int port, std::uint64_t seed, double maxDays,
                              std::filesystem::path scenarioFile) {
  LanHostRequest r;
  r.players = std::move(players);
  r.port = port;
  r.seed = seed;
  r.maxDays = maxDays;
  r.scenarioFile = std::move(scenarioFile);
  r.log = std::filesystem::temp_directory_path() / ("perihelion-lan-host-" + std::to_string(::getpid()) + ".log");
  return r;
}

std::variant<LanHostProcess, std::string> startLanHost(const LanHostRequest& request) {
  const auto human = std::find(request.players.begin(), request.players.end(), "human");
  const auto remote = std::find(request.players.begin(), request.players.end(), "remote");
  if (human == request.players.end() || std::count(request.players.begin(), request.players.end(), "human") != 1) {
    return "--host: one seat of --players is yours (human)";
  }
  if (remote == request.players.end()) return "--host: no remote seat in --players for a LAN player";
  if (remote < human) return "--host: your seat (human) must come before the remote seats (the first joiner takes the first free one)";
  std::string seats;
  for (const std::string& p : request.players) seats += (seats.empty() ? "" : ",") + (p == "human" ? std::string("remote") : p);
  std::vector<std::string> args{"perihelion", "skirmish", "--players", seats, "--host", std::to_string(request.port),
                                "--seed", std::to_string(request.seed)};
  if (request.maxDays > 0.0) args.insert(args.end(), {"--max-days", std::to_string(request.maxDays)});
  if (!request.scenarioFile.empty()) args.insert(args.end(), {"--scenario", request.scenarioFile.string()});

  std::filesystem::remove(request.log);
  const pid_t pid = ::fork();
  if (pid < 0) return "--host: cannot start the host process";
  if (pid == 0) {
    const int log = ::open(request.log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (log >= 0) {
      ::dup2(log, 1);
      ::dup2(log, 2);
    }
    std::vector<char*> argv;
    for (std::string& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    ::execv(request.program.c_str(), argv.data());
    ::_exit(127);
  }
  // The host says its port on stderr once it listens (app/skirmish/lan_host.cpp).
  const std::string said = "lan: hosting on port ";
  for (int k = 0; k < 200; ++k) {
    std::ifstream in(request.log);
    std::stringstream text;
    text << in.rdbuf();
    const std::string all = text.str();
    if (const std::size_t at = all.find(said); at != std::string::npos && all.find(',', at) != std::string::npos) {
      return LanHostProcess{pid, static_cast<std::uint16_t>(std::stoul(all.substr(at + said.size())))};
    }
    if (::waitpid(pid, nullptr, WNOHANG) == pid) return "--host: the host stopped: " + all;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  endLanHost({pid, 0});
  return "--host: the host did not start listening (see " + request.log.string() + ")";
}

void endLanHost(const LanHostProcess& host) {
  if (host.pid <= 0) return;
  ::kill(host.pid, SIGTERM);
  ::waitpid(host.pid, nullptr, 0);
}

}  // namespace perihelion::app
