#ifndef LIBFUZZER_DRIVER_H
#define LIBFUZZER_DRIVER_H
#include <stddef.h>
#include <stdint.h>

// libFuzzer's entry for programs that have their own `main` (compiler-rt FuzzerInterface.h).
// SwiftPM's link step makes `<Target>_main` the program's `main`, so each fuzz executable calls
// this from there instead of relying on libFuzzer's own `main`.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
