#ifndef FUZZ_DRIVER_H
#define FUZZ_DRIVER_H

/// Runs libFuzzer over this executable's LLVMFuzzerTestOneInput. SwiftPM links every
/// executable with `--defsym main=<Module>_main`, so libFuzzer's own `main` never runs;
/// each harness defines `<Module>_main` and calls this instead.
int FuzzDriverMain(int argc, char **argv);

#endif
