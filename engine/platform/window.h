// A GLFW window with an OpenGL 3.3 core context, and the input it received during one frame.
// Input is gathered into a plain InputState value so the code that maps it to actions is testable.
#pragma once

#include <algorithm>
#include <array>
#include <memory>
#include <string>
#include <vector>

#include <glm/vec2.hpp>

struct GLFWwindow;

namespace perihelion::engine {

struct WindowDesc {
  int width = 1280;
  int height = 720;
  std::string title = "Perihelion";
  bool visible = true;  ///< false for off-screen work (screenshots)
  bool vsync = true;
};

enum class MouseButton { Left = 0, Right = 1, Middle = 2 };

/// What happened since the previous frame.
struct InputState {
  glm::dvec2 mouse{0.0};       ///< cursor, framebuffer pixels from the top-left corner
  glm::dvec2 mouseDelta{0.0};  ///< cursor movement this frame, pixels
  double wheel = 0.0;          ///< wheel steps this frame (positive: away from the user)
  std::array<bool, 3> buttonDown{};
  std::array<bool, 3> buttonPressed{};
  std::array<bool, 3> buttonReleased{};
  bool doubleClick = false;    ///< a second left press within kDoubleClickSeconds and a few pixels
  std::vector<int> keysPressed;  ///< GLFW key codes pressed this frame, repeats included
  bool shift = false;
  bool control = false;  ///< either Ctrl key held

  bool down(MouseButton b) const { return buttonDown[static_cast<std::size_t>(b)]; }
  bool pressed(MouseButton b) const { return buttonPressed[static_cast<std::size_t>(b)]; }
  bool released(MouseButton b) const { return buttonReleased[static_cast<std::size_t>(b)]; }
  bool keyPressed(int key) const { return std::find(keysPressed.begin(), keysPressed.end(), key) != keysPressed.end(); }
};

inline constexpr double kDoubleClickSeconds = 0.35;

class Window {
 public:
  /// Opens a window; null with a reason in `error` when there is no display or no OpenGL 3.3.
  static std::unique_ptr<Window> open(const WindowDesc& desc, std::string& error);
  ~Window();
  Window(const Window&) = delete;
  Window& operator=(const Window&) = delete;

  /// Clears last frame's input and polls the events of this one.
  void pollEvents();
  void swapBuffers();
  bool shouldClose() const;
  /// Closes the window at the end of this frame, as its close button would.
  void requestClose();

  glm::ivec2 framebufferSize() const;
  const InputState& input() const { return input_; }
  GLFWwindow* handle() const { return window_; }
  /// Seconds since the window opened (monotonic).
  double time() const;
  std::string glDescription() const { return glDescription_; }

 private:
  Window() = default;
  static void onMouseButton(GLFWwindow*, int button, int action, int mods);
  static void onScroll(GLFWwindow*, double dx, double dy);
  static void onKey(GLFWwindow*, int key, int scancode, int action, int mods);
  static void onCursor(GLFWwindow*, double x, double y);

  GLFWwindow* window_ = nullptr;
  InputState input_;
  glm::dvec2 lastClickAt_{-1e9};
  double lastClickTime_ = -1e9;
  bool haveCursor_ = false;
  std::string glDescription_;
};

}  // namespace perihelion::engine
