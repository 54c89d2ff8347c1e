// SwiftPM needs a source file for a C target; everything is in the header.
#include "BuildInfo.h"
