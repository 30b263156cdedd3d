#include "platform/window.h"

#include <algorithm>

#include <glad/gl.h>
#include <GLFW/glfw3.h>
#include <glm/geometric.hpp>

#include "core/log.h"
#include "gl/gl_debug.h"
#include "gl/gl_loader.h"

namespace perihelion::engine {
namespace {

Window* owner(GLFWwindow* w) { return static_cast<Window*>(glfwGetWindowUserPointer(w)); }

void onGlfwError(int code, const char* description) {
  logWarning("GLFW", std::to_string(code) + ": " + (description ? description : "?"));
}

}  // namespace


std::unique_ptr<Window> Window::open(const WindowDesc& desc, std::string& error) {
  glfwSetErrorCallback(onGlfwError);
  if (!glfwInit()) {
    error = "cannot open a window: no display (set DISPLAY, or run under xvfb-run)";
    return nullptr;
  }
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
  glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
  glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
  glfwWindowHint(GLFW_OPENGL_DEBUG_CONTEXT, GLFW_TRUE);
  glfwWindowHint(GLFW_RESIZABLE, GLFW_TRUE);
  glfwWindowHint(GLFW_VISIBLE, desc.visible ? GLFW_TRUE : GLFW_FALSE);
  GLFWwindow* handle = glfwCreateWindow(desc.width, desc.height, desc.title.c_str(), nullptr, nullptr);
  if (!handle) {
    glfwTerminate();
    error = "cannot open a window with OpenGL 3.3 core (no display, or the driver is too old)";
    return nullptr;
  }
  glfwMakeContextCurrent(handle);
  const GlVersion version = loadGlFunctions();
  if (version.major == 0) {
    glfwDestroyWindow(handle);
    glfwTerminate();
    error = "OpenGL 3.3 core functions could not be loaded";
    return nullptr;
  }
  glfwSwapInterval(desc.vsync ? 1 : 0);
  if (version.hasKhrDebug) installGlDebugLog();

  std::unique_ptr<Window> window(new Window());
  window->window_ = handle;
  window->glDescription_ = describeGlContext();
  glfwSetWindowUserPointer(handle, window.get());
  glfwSetMouseButtonCallback(handle, onMouseButton);
  glfwSetScrollCallback(handle, onScroll);
  glfwSetKeyCallback(handle, onKey);
  glfwSetCursorPosCallback(handle, onCursor);
  logInfo("GL", window->glDescription_ + (version.hasKhrDebug ? ", KHR_debug on" : ""));
  return window;
}

Window::~Window() {
  if (window_) glfwDestroyWindow(window_);
  glfwTerminate();
}

void Window::pollEvents() {
  const glm::dvec2 before = input_.mouse;
  input_.mouseDelta = glm::dvec2(0.0);
  input_.wheel = 0.0;
  input_.buttonPressed = {};
  input_.buttonReleased = {};
  input_.doubleClick = false;
  input_.keysPressed.clear();
  input_.control = false;
  glfwPollEvents();
  if (haveCursor_) input_.mouseDelta = input_.mouse - before;
  haveCursor_ = true;
  input_.shift = glfwGetKey(window_, GLFW_KEY_LEFT_SHIFT) == GLFW_PRESS ||
                 glfwGetKey(window_, GLFW_KEY_RIGHT_SHIFT) == GLFW_PRESS;
  // Held now, or with a key pressed this frame (a quick Ctrl+Q may be over before the poll ends).
  input_.control = input_.control || glfwGetKey(window_, GLFW_KEY_LEFT_CONTROL) == GLFW_PRESS ||
                   glfwGetKey(window_, GLFW_KEY_RIGHT_CONTROL) == GLFW_PRESS;
}

void Window::swapBuffers() { glfwSwapBuffers(window_); }
bool Window::shouldClose() const { return glfwWindowShouldClose(window_) != 0; }

void Window::requestClose() { glfwSetWindowShouldClose(window_, GLFW_TRUE); }
double Window::time() const { return glfwGetTime(); }

glm::ivec2 Window::framebufferSize() const {
  int w = 0, h = 0;
  glfwGetFramebufferSize(window_, &w, &h);
  return {w, h};
}

void Window::onMouseButton(GLFWwindow* w, int button, int action, int) {
  Window* self = owner(w);
  if (!self || button < 0 || button > 2) return;
  const auto b = static_cast<std::size_t>(button);
  InputState& in = self->input_;
  if (action == GLFW_PRESS) {
    in.buttonDown[b] = true;
    in.buttonPressed[b] = true;
    if (button == GLFW_MOUSE_BUTTON_LEFT) {
      const double now = glfwGetTime();
      if (now - self->lastClickTime_ < kDoubleClickSeconds && glm::distance(in.mouse, self->lastClickAt_) < 5.0) {
        in.doubleClick = true;
        self->lastClickTime_ = -1e9;
      } else {
        self->lastClickTime_ = now;
        self->lastClickAt_ = in.mouse;
      }
    }
  } else if (action == GLFW_RELEASE) {
    in.buttonDown[b] = false;
    in.buttonReleased[b] = true;
  }
}

void Window::onScroll(GLFWwindow* w, double, double dy) {
  if (Window* self = owner(w)) self->input_.wheel += dy;
}

void Window::onKey(GLFWwindow* w, int key, int, int action, int mods) {
  Window* self = owner(w);
  if (!self || (action != GLFW_PRESS && action != GLFW_REPEAT)) return;
  self->input_.keysPressed.push_back(key);
  if (mods & GLFW_MOD_CONTROL) self->input_.control = true;
}

void Window::onCursor(GLFWwindow* w, double x, double y) {
  Window* self = owner(w);
  if (!self) return;
  // GLFW reports the cursor in window coordinates; the viewport and picking use framebuffer pixels,
  // which differ on HiDPI screens.
  int windowWidth = 0, windowHeight = 0, pixelWidth = 0, pixelHeight = 0;
  glfwGetWindowSize(w, &windowWidth, &windowHeight);
  glfwGetFramebufferSize(w, &pixelWidth, &pixelHeight);
  const double sx = windowWidth > 0 ? static_cast<double>(pixelWidth) / windowWidth : 1.0;
  const double sy = windowHeight > 0 ? static_cast<double>(pixelHeight) / windowHeight : 1.0;
  self->input_.mouse = {x * sx, y * sy};
}

}  // namespace perihelion::engine
