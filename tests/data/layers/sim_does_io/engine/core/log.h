#pragma once
#include <iostream>
