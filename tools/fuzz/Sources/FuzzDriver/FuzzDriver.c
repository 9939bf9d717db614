#include "FuzzDriver.h"

#include <stddef.h>
#include <stdint.h>

// Both come from the link: the harness defines the first, libFuzzer the second.
extern int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
extern int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

int FuzzDriverMain(int argc, char **argv) {
    return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput);
}
