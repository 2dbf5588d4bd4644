/** Keep tsc's declaration output (`dist/types`, composite builds) when cleaning a dist. */
export const keepTypes = (file: string): boolean => /(^|[\\/])types([\\/]|$)/.test(file);
