import { z } from 'zod';

// MV3's content security policy forbids eval/new Function; zod's JIT would use them.
// Every module that defines schemas imports `z` from here so the switch is set first.
z.config({ jitless: true });

export { z };
