// a fixture: hash order must not reach the state
#pragma once
#include <unordered_map>
