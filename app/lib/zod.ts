import { z } from "zod";

// Zod 4 tries `new Function` for faster parsers; our Content-Security-Policy forbids eval, and the
// browser would report every attempt. Jitless parsing needs no eval.
z.config({ jitless: true });

export { z };
