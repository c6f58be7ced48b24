// Run before the app (a deferred classic script, ahead of the app's module script in index.html): zod's schemas run
// without compiling code at run time. Zod otherwise probes once for `new Function` as the contract's schemas are built
// (when their modules load, before any code of the app could call z.config()), which the server's
// Content-Security-Policy (no 'unsafe-eval') blocks and reports as a violation on every page; the schemas then fall
// back to this mode anyway. Zod reads its global configuration from this object.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
