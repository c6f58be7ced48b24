/**
 * Rupees on the wire, integer paise in storage and arithmetic. Kept free of zod (unlike ./common, which re-exports
 * these), so a module the web app's first load needs can convert amounts without bringing the schemas with it.
 */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => paise / 100;
