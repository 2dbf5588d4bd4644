/** Defines that trim the Module Federation runtime the shell loads on first remote use. */
export function hostDefines(): Record<string, string | boolean> {
  return {
    FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
    ENV_TARGET: JSON.stringify('web'),
  };
}
