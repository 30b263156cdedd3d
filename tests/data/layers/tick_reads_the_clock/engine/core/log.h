// a fixture for the layer check
#pragma once
