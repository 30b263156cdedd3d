// Dear ImGui on GLFW + OpenGL 3 (Debian's libimgui.a carries both backends). No ini file is written.
#pragma once

#include "platform/window.h"

namespace perihelion::engine {

class ImGuiLayer {
 public:
  /// Installs ImGui's GLFW callbacks, chained after the window's own.
  explicit ImGuiLayer(Window& window);
  ~ImGuiLayer();
  ImGuiLayer(const ImGuiLayer&) = delete;
  ImGuiLayer& operator=(const ImGuiLayer&) = delete;

  void beginFrame();
  void endFrame();
  /// True when the cursor is over a panel: clicks and wheel then belong to the HUD, not the game.
  bool wantsMouse() const;
  bool wantsKeyboard() const;
};

}  // namespace perihelion::engine
