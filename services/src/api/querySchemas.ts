/** Query parameters every catalogue and chain call carries (`projectId` is checked by `requireProject`). */
export const sdkQueryProperties = {
  projectId: { type: 'string' },
  st: { type: 'string', maxLength: 64 },
  sv: { type: 'string', maxLength: 64 },
} as const;

export type SdkQuery = { projectId?: string; st?: string; sv?: string };
