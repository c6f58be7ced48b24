/**
 * The contract's StoredLocationSchema on its own module, for the hook's dynamic import: the bundler gives a module
 * that is only imported dynamically a chunk of its own, so zod loads when a location is set, not with the first page
 * (the contract's geo.ts is also imported statically by lazy pages, which would keep it, and zod, in the entry chunk).
 */
export { StoredLocationSchema } from "@zaika/contract/geo";
