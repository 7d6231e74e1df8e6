/**
 * The seed every fuzzer runs with: the same inputs on every run, so a failure in CI is met again on a laptop
 * (`npm test` reruns exactly what failed). To explore further, change it here and run the fuzzers by hand.
 */
export const FUZZ_SEED = 20_261_207
